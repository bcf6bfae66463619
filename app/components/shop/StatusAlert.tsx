import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** How long a success message stays (SPEC §4: saved data, added to bag, deleted from bag). */
export const SUCCESS_TIMEOUT_MS = 3600

type StatusAlertProps = {
  status: 'success' | 'error'
  message: string
  /** Success messages clear themselves after this delay; error messages never do. */
  timeout?: number
  /** Changes to show the same message again (e.g. a second item deleted). */
  stamp?: string | number
  id?: string
}

/**
 * A status message (SPEC §4): a success is announced politely, can be closed and clears itself after
 * 3600 ms; an error is announced at once and can be neither closed nor timed out.
 */
export function StatusAlert({ status, message, timeout = SUCCESS_TIMEOUT_MS, stamp, id }: StatusAlertProps) {
  const { t } = useTranslation('cart')
  const [hiddenStamp, setHiddenStamp] = useState<string | number | undefined | null>(null)
  const key = `${message}|${stamp ?? ''}`
  const hidden = hiddenStamp === key

  useEffect(() => {
    if (status !== 'success') return
    const timer = setTimeout(() => setHiddenStamp(key), timeout)
    return () => clearTimeout(timer)
  }, [status, timeout, key])

  if (status === 'error') {
    return (
      <div className="alert alert-error status-alert" role="alert" id={id}>
        <p>{message}</p>
      </div>
    )
  }
  return (
    <div className="status-alert__region" role="status" aria-live="polite">
      {hidden ? null : (
        <div className="alert alert-success status-alert" id={id}>
          <p>{message}</p>
          <button type="button" className="status-alert__close" onClick={() => setHiddenStamp(key)} aria-label={t('status.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  )
}

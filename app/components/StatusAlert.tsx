import { useEffect, useState } from 'react'
import { useTranslation } from '../i18n/react'

export type StatusAlertProps = {
  status: 'success' | 'error'
  message: string
  /**
   * A success clears itself after this many milliseconds (SPEC §4: 3000 after a login, 3600 after
   * saved data or a sign-up); without it, it stays until closed. Errors always stay.
   */
  timeout?: number | null
  /** Told when a success is closed or clears itself. */
  onClear?: () => void
  className?: string
}

/**
 * A status message (SPEC §4). A success is read out politely (role="status"), can be closed and clears
 * itself after its timeout; an error is read out at once (role="alert"), stays and cannot be closed.
 * Give it a new `key` to show the same message again.
 */
export function StatusAlert({ status, message, timeout, onClear, className }: StatusAlertProps) {
  const { t } = useTranslation('account')
  const [open, setOpen] = useState(true)

  useEffect(() => {
    if (status !== 'success' || !timeout || !open) return
    const timer = setTimeout(() => {
      setOpen(false)
      onClear?.()
    }, timeout)
    return () => clearTimeout(timer)
  }, [status, timeout, open, onClear])

  if (!open || !message) return null
  if (status === 'error') {
    return (
      <div role="alert" className={['alert alert-error status-alert', className].filter(Boolean).join(' ')}>
        <p>{message}</p>
      </div>
    )
  }
  return (
    <div role="status" className={['alert alert-success status-alert', className].filter(Boolean).join(' ')}>
      <p>{message}</p>
      <button
        type="button"
        className="status-alert__close"
        aria-label={t('status.close')}
        title={t('status.close')}
        onClick={() => {
          setOpen(false)
          onClear?.()
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}

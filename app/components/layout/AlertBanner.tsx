import { useContext, useEffect, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { UNSAFE_FrameworkContext } from 'react-router'
import type { RootData } from '../../lib/root-data'
import { useHydrated } from '../detail/useHydrated'
import { ALERT_ELEMENT_ID, alertVersion, CLOSED_ALERT_SCRIPT, readClosedAlert, rememberClosedAlert } from './closed-alert'
import { Icon } from './Icon'

const LEVELS = ['info', 'warning'] as const
type Level = (typeof LEVELS)[number]

function levelOf(value: string): Level {
  return (LEVELS as readonly string[]).includes(value) ? (value as Level) : 'info'
}

/**
 * The site-wide notice under the header, when one is in force. Its text is plain text. The visitor
 * may close it; it then stays closed for that alert in this browser (closed-alert.ts), hidden before
 * the first paint by a small script that carries the response's CSP nonce, as React Router's own
 * inline scripts do.
 */
export function AlertBanner({ alert }: { alert: RootData['alert'] }) {
  const { t } = useTranslation('layout')
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce
  const hydrated = useHydrated()
  const version = alert ? alertVersion(alert) : ''
  const [closed, setClosed] = useState(false)
  useEffect(() => {
    setClosed(version !== '' && readClosedAlert() === version)
  }, [version])
  if (!alert) return null
  const level = levelOf(alert.level)

  function close() {
    rememberClosedAlert(version)
    setClosed(true)
    // The button goes with the banner: focus moves on to the page's content.
    document.getElementById('main')?.focus()
  }

  return (
    <>
      <section
        id={ALERT_ELEMENT_ID}
        className={`site-alert site-alert--${level}`}
        aria-label={t(`alert.${level}`)}
        data-alert-id={alert.id}
        data-alert-version={version}
        hidden={closed || undefined}
      >
        <div className="container-wide site-alert__inner">
          <span className="site-alert__icon" aria-hidden="true">
            {level === 'warning' ? '!' : 'i'}
          </span>
          <p className="site-alert__message">{alert.message}</p>
          <button type="button" className="site-alert__close" data-alert-close="" hidden={!hydrated} onClick={close} aria-label={t('alert.close')}>
            <Icon name="close" size={20} />
          </button>
        </div>
      </section>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: CLOSED_ALERT_SCRIPT }} />
    </>
  )
}

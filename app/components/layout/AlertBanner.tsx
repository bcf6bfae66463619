import { useTranslation } from 'react-i18next'
import type { RootData } from '../../lib/root-data'

const LEVELS = ['info', 'warning'] as const
type Level = (typeof LEVELS)[number]

function levelOf(value: string): Level {
  return (LEVELS as readonly string[]).includes(value) ? (value as Level) : 'info'
}

/** The site-wide notice under the header, when one is in force. Its text is plain text. */
export function AlertBanner({ alert }: { alert: RootData['alert'] }) {
  const { t } = useTranslation('layout')
  if (!alert) return null
  const level = levelOf(alert.level)
  return (
    <section className={`site-alert site-alert--${level}`} aria-label={t(`alert.${level}`)} data-alert-id={alert.id}>
      <div className="container-wide site-alert__inner">
        <span className="site-alert__icon" aria-hidden="true">
          {level === 'warning' ? '!' : 'i'}
        </span>
        <p className="site-alert__message">{alert.message}</p>
      </div>
    </section>
  )
}

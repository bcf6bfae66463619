import { useLocation } from 'react-router'
import { useTranslation } from '../../i18n/react'
import { LocalizedLink } from '../../lib/locale'

/** The pages of one rental in the back office: its sheet, its weekly prices, its calendar. */
export function RentalTabs({ locationId, weekly }: { locationId: number; weekly: boolean }) {
  const { t } = useTranslation('admin')
  const { pathname } = useLocation()
  const base = `/admin/locations/${locationId}`
  const tabs = [
    { to: base, label: t('rental.sheet') },
    ...(weekly
      ? [
          { to: `${base}/prix`, label: t('rental.prices') },
          { to: `${base}/disponibilites`, label: t('rental.availability') },
          { to: `${base}/arrivee`, label: t('arrival:admin.tab') },
        ]
      : []),
  ]
  const bare = pathname.replace(/^\/(fr|en)(?=\/)/, '').replace(/\/$/, '')
  return (
    <nav className="admin-tabs" aria-label={t('rental.pages')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <LocalizedLink to={tab.to} aria-current={bare === tab.to ? 'page' : undefined}>
              {tab.label}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

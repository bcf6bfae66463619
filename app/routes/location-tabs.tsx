import { useTranslation } from 'react-i18next'
import { NavLink, Outlet } from 'react-router'
import { useLocalePath } from '../lib/locale'

const TABS = [
  { path: '/location', key: 'weekly', end: true },
  { path: '/location/annuelle', key: 'annual', end: false },
  { path: '/location/prix-semaine', key: 'prices', end: false },
  { path: '/location/special', key: 'special', end: false },
  { path: '/location/map', key: 'map', end: false },
] as const

/** The rental tabs; each tab is its own address so it works without JavaScript. */
export default function LocationTabs() {
  const { t } = useTranslation('pages')
  const localize = useLocalePath()
  return (
    <>
      <nav aria-label={t('location.tabs')} className="tabs container">
        <ul>
          {TABS.map((tab) => (
            <li key={tab.path}>
              <NavLink to={localize(tab.path)} end={tab.end}>
                {t(`location.tab.${tab.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  )
}

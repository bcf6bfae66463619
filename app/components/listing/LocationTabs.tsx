import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { NavLink, useLocation } from 'react-router'
import { useLocalePath } from '../../lib/locale'

const TABS = [
  { path: '/location', key: 'weekly', end: true },
  { path: '/location/annuelle', key: 'annual', end: false },
  { path: '/location/prix-semaine', key: 'prices', end: false },
  { path: '/location/special', key: 'special', end: false },
  { path: '/location/map', key: 'map', end: false },
] as const

/** The rental tabs; each tab is its own address (NavLink marks the current one aria-current="page"). */
export function LocationTabs() {
  const { t } = useTranslation('pages')
  const localize = useLocalePath()
  const { pathname } = useLocation()
  const list = useRef<HTMLUListElement>(null)
  const [more, setMore] = useState<{ start: boolean; end: boolean }>({ start: false, end: false })

  // On a narrow screen the tabs scroll sideways: bring the current one into view.
  useEffect(() => {
    const element = list.current
    const current = element?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!element || !current) return
    const overflow = current.offsetLeft + current.offsetWidth - (element.scrollLeft + element.clientWidth)
    if (overflow > 0 || current.offsetLeft < element.scrollLeft) element.scrollLeft = current.offsetLeft - 16
  }, [pathname])

  // A faded edge with an arrow on each side that has more tabs: a cut tab alone did not say so.
  useEffect(() => {
    const element = list.current
    if (!element) return
    const measure = () => {
      const start = element.scrollLeft > 1
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1
      setMore((was) => (was.start === start && was.end === end ? was : { start, end }))
    }
    measure()
    element.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    return () => {
      element.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
    }
  }, [pathname])

  return (
    <nav aria-label={t('location.tabs')} className="location-tabs">
      <div className="container location-tabs__strip" data-more-start={more.start || undefined} data-more-end={more.end || undefined}>
        <ul className="location-tabs__list" ref={list}>
          {TABS.map((tab) => (
            <li key={tab.path}>
              <NavLink to={localize(tab.path)} end={tab.end} className="location-tabs__tab">
                {t(`location.tab.${tab.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}

import { useId } from 'react'
import { useTranslation } from '../../i18n/react'
import type { NearbyStays } from '../../../domain/catalogue/nearby-weeks'
import { formatDate } from '../../../domain/format/date'
import { LocalizedLink } from '../../lib/locale'
import type { FilterValues } from './filters'
import { LocationGrid } from './ListingPage'
import { pageHref } from './paging'

type NearbyWeeksProps = {
  nearby: NearbyStays
  /** The searched period and guests. */
  period: { from: string; to: string; persons: number | null }
  /** The search's filters: each nearby week's link runs the same search for that week. */
  values: FilterValues
}

/**
 * When a search for dates finds nothing: the nearby weeks (same length of stay, ±2 weeks) with how
 * many rentals each has free, each a link that runs the search for that week, then a few rentals
 * free on the nearest of them, with that stay's price.
 */
export function NearbyWeeks({ nearby, period, values }: NearbyWeeksProps) {
  const { t } = useTranslation('listing')
  const id = useId()
  const dates = (p: { from: string; to: string }) => ({ from: formatDate(p.from), to: formatDate(p.to) })
  const { similar } = nearby
  return (
    <section className="nearby-weeks" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('nearby.title')}</h2>
      <p>{t('nearby.intro', dates(period))}</p>
      {nearby.weeks.length > 0 ? (
        <ul className="nearby-weeks__list">
          {nearby.weeks.map((week) => (
            <li key={week.from} data-from={week.from} data-count={week.count}>
              {week.count > 0 ? (
                <LocalizedLink to={`/location${pageHref({ ...values, from: week.from, to: week.to }, 1)}`}>
                  {t('nearby.week', { count: week.count, ...dates(week) })}
                </LocalizedLink>
              ) : (
                <span className="nearby-weeks__full">{t('nearby.weekNone', dates(week))}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {similar ? (
        <>
          <h3 className="nearby-weeks__similar">{t('nearby.similarTitle', dates(similar))}</h3>
          <LocationGrid
            items={similar.items}
            headingLevel={3}
            period={{ from: similar.from, to: similar.to, persons: period.persons }}
            priorityFirst={false}
          />
        </>
      ) : (
        <p>{t('nearby.none')}</p>
      )}
    </section>
  )
}

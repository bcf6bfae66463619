import { useId } from 'react'
import { useTranslation } from '../../i18n/react'
import type { ShownPriceGrid } from '../../../domain/catalogue/types'
import { formatDate } from '../../../domain/format/date'
import { LocalizedLink } from '../../lib/locale'
import { weekBookingPath } from '../booking/booking-links'
import { locationPath } from '../../../domain/navigation/addresses'
import { PriceTag } from './PriceTag'

/**
 * The weekly price grid as a real table: a column per week (DD.MM), a row per rental. It scrolls
 * sideways inside its own focusable region (arrow keys work there) with the rental column kept in
 * view, so the page itself never scrolls sideways. Each available week links to the rental's booking
 * box with that week chosen.
 */
export function PriceGridTable({ grid }: { grid: ShownPriceGrid }) {
  const { t } = useTranslation('listing')
  const { t: tb } = useTranslation('booking')
  const captionId = useId()
  const cells = new Map<string, ShownPriceGrid['prices'][number]>()
  for (const price of grid.prices) cells.set(`${price.locationId}:${price.startDate}`, price)
  const first = grid.dates[0]?.date
  const last = grid.dates[grid.dates.length - 1]?.date
  const caption = first && last ? t('prices.caption', { from: formatDate(first), to: formatDate(last) }) : ''
  return (
    <div className="price-grid__scroll" role="region" aria-label={t('prices.region')} tabIndex={0}>
      <table className="table price-grid">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="price-grid__corner">
              {t('prices.rental')}
            </th>
            {grid.dates.map(({ date }) => {
              const full = formatDate(date)
              return (
                <th scope="col" key={date}>
                  <time dateTime={date}>
                    {full.slice(0, 5)}
                    <span className="visually-hidden">{full.slice(5)}</span>
                  </time>
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {grid.locations.map((rental) => (
            <tr key={rental.id}>
              <th scope="row">
                <LocalizedLink to={locationPath({ kind: 'weekly', slug: rental.slug, id: rental.id })}>
                  {rental.title}
                </LocalizedLink>
                <span className="price-grid__facts">
                  {t('prices.facts', {
                    rooms: t('card.rooms', { count: rental.number_of_rooms }),
                    persons: t('card.persons', { count: rental.persons }),
                  })}
                </span>
              </th>
              {grid.dates.map(({ date }) => {
                const cell = cells.get(`${rental.id}:${date}`)
                if (!cell) {
                  return (
                    <td key={date} className="price-grid__none">
                      <span aria-hidden="true">{t('prices.none')}</span>
                      <span className="visually-hidden">{t('prices.noneLabel')}</span>
                    </td>
                  )
                }
                const special = cell.specialPrice !== null && cell.specialPrice < cell.price
                const classes = [special ? 'is-special' : '', cell.available ? '' : 'is-unavailable'].join(' ').trim()
                const rentalPath = locationPath({ kind: 'weekly', slug: rental.slug, id: rental.id })
                return (
                  <td key={date} className={classes || undefined}>
                    {cell.available ? (
                      // An available week opens the rental's booking box on it.
                      <LocalizedLink className="price-grid__book" to={weekBookingPath(rentalPath, cell.startDate, cell.endDate)}>
                        <PriceTag price={cell.price} specialPrice={cell.specialPrice} />
                        <span className="visually-hidden">
                          {tb('grid.book', { from: formatDate(cell.startDate), title: rental.title })}
                        </span>
                      </LocalizedLink>
                    ) : (
                      <PriceTag price={cell.price} specialPrice={cell.specialPrice} />
                    )}
                    {special ? <span className="price-grid__note">{t('prices.special')}</span> : null}
                    {cell.available ? null : <span className="price-grid__note">{t('prices.unavailable')}</span>}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

import { formatDate } from '../../../domain/format/date'
import type { StayArrival } from '../../../domain/stays/arrival/order-arrivals.server'
import { useTranslation } from '../../i18n/react'

/**
 * The arrival information of the order's stays (docs/decisions/057), on the order's page only: its
 * loader gives it for stays paid in full, still booked and not over, and nothing otherwise.
 */
/** Line breaks as staff typed them. */
const PRE_LINE = { whiteSpace: 'pre-line' } as const

export function ArrivalInformation({ arrivals }: { arrivals: readonly StayArrival[] }) {
  const { t } = useTranslation('arrival')
  if (arrivals.length === 0) return null
  return (
    <section className="checkout-card arrival-information" id="arrivee" aria-labelledby="arrival-information">
      <h2 id="arrival-information">{t('order.title')}</h2>
      {arrivals.map((stay) => (
        <article key={stay.orderItemId} aria-labelledby={`arrival-stay-${stay.orderItemId}`}>
          <h3 id={`arrival-stay-${stay.orderItemId}`}>{t('order.stay', { title: stay.title, arrival: formatDate(stay.arrival), departure: formatDate(stay.departure) })}</h3>
          <dl>
            <dt>{t('order.address')}</dt>
            <dd style={PRE_LINE}>{stay.address}</dd>
            <dt>{t('order.checkIn')}</dt>
            <dd>{t('order.checkInValue', { day: formatDate(stay.arrival), time: stay.checkInFrom })}</dd>
            <dt>{t('order.checkOut')}</dt>
            <dd>{t('order.checkOutValue', { day: formatDate(stay.departure), time: stay.checkOutBy })}</dd>
            <dt>{t('order.keyPickup')}</dt>
            <dd style={PRE_LINE}>{stay.keyPickup}</dd>
            {stay.accessCode ? (
              <>
                <dt>{t('order.accessCode')}</dt>
                <dd>
                  <code>{stay.accessCode}</code>
                </dd>
              </>
            ) : null}
            {stay.parking ? (
              <>
                <dt>{t('order.parking')}</dt>
                <dd style={PRE_LINE}>{stay.parking}</dd>
              </>
            ) : null}
            {stay.wifiNetwork ? (
              <>
                <dt>{t('order.wifiNetwork')}</dt>
                <dd>
                  <code>{stay.wifiNetwork}</code>
                </dd>
              </>
            ) : null}
            {stay.wifiPassword ? (
              <>
                <dt>{t('order.wifiPassword')}</dt>
                <dd>
                  <code>{stay.wifiPassword}</code>
                </dd>
              </>
            ) : null}
            {stay.notes ? (
              <>
                <dt>{t('order.notes')}</dt>
                <dd style={PRE_LINE}>{stay.notes}</dd>
              </>
            ) : null}
          </dl>
        </article>
      ))}
      <p className="small">{t('order.private')}</p>
    </section>
  )
}

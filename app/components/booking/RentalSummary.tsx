import { useTranslation } from '../../i18n/react'
import { isGroupBooking } from '../../../domain/booking/group-booking'
import { todayInResort } from '../../../domain/booking/rules/calendar'
import type { CartView } from '../../../domain/shop/cart/types'
import { CancellationTerms } from './CancellationTerms'

/** Whether the cart may go on to the payment: every rental held for the visitor (none taken, none unavailable). */
export function rentalsPayable(cart: CartView): boolean {
  return cart.orderItems.every((item) => item.product.category !== 'rental' || (item.available && item.hold?.status === 'held'))
}

/**
 * What the summary says of the cart's rentals (docs/decisions/023): that a stay taken meanwhile
 * stops the payment until it is resolved, that a group booking needs the lessor's prior agreement,
 * and the cancellation terms with their dates. Nothing for a cart without rentals.
 */
export function RentalSummary({ cart }: { cart: CartView }) {
  const { t } = useTranslation('cart')
  const rentals = cart.orderItems.filter((item) => item.product.category === 'rental' && item.context.startPeriod && item.context.endPeriod && item.subscriber)
  if (rentals.length === 0) return null
  const stays = rentals.map((item) => ({ locationId: item.subscriber?.id ?? 0, arrival: item.context.startPeriod ?? '', departure: item.context.endPeriod ?? '' }))
  const earliest = stays.map((stay) => stay.arrival).sort()[0] as string
  return (
    <>
      {rentalsPayable(cart) ? null : (
        <p className="alert alert-error" role="alert">
          {t('rentals.blocked')}
        </p>
      )}
      {isGroupBooking(stays) ? (
        <section className="checkout-card" aria-labelledby="summary-group">
          <h2 id="summary-group">{t('rentals.groupHeading')}</h2>
          <p>{t('rentals.group')}</p>
        </section>
      ) : null}
      <CancellationTerms arrival={earliest} today={todayInResort()} />
    </>
  )
}

import { useTranslation } from '../../i18n/react'
import type { AccountOrderItem } from '../../../domain/accounts/orders.repository.server'
import { formatMoney } from '../../../domain/format/money'

/** Under a paid rental of "my bookings": what cancelling it today would cost, and what would come back. */
export function RentalCancellation({ cancellation, currency }: { cancellation: AccountOrderItem['cancellation']; currency: string }) {
  const { t } = useTranslation('account')
  if (!cancellation) return null
  const money = (amount: number) => formatMoney(amount, currency)
  return (
    <p className="account-order__cancellation">
      {t('orders.cancellationToday', { due: money(cancellation.due), refund: money(cancellation.refund) })}
      {cancellation.owed > 0 ? ` ${t('orders.cancellationOwed', { owed: money(cancellation.owed) })}` : null}
    </p>
  )
}

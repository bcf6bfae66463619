import { useTranslation } from '../../i18n/react'
import type { CancelledOrder } from '../../../domain/orders/cancelled-order.server'
import { formatMoney } from '../../../domain/format/money'

/** Said once, after a cancellation: the booking is cancelled, and what became of the refund. */
export function CancelledNotice({ cancelled }: { cancelled: CancelledOrder }) {
  const { t } = useTranslation('pages')
  const amount = (centimes: number) => formatMoney(centimes, 'CHF')
  const nothing = cancelled.refunded + cancelled.pending + cancelled.failed === 0
  return (
    <div className="alert alert-success" role="status">
      <p>{t('orders.cancelled', { number: cancelled.number })}</p>
      {cancelled.refunded > 0 ? <p>{t('orders.refunded', { amount: amount(cancelled.refunded) })}</p> : null}
      {cancelled.pending > 0 ? <p>{t('orders.refundPending', { amount: amount(cancelled.pending) })}</p> : null}
      {cancelled.failed > 0 ? <p>{t('orders.refundFailed', { amount: amount(cancelled.failed) })}</p> : null}
      {nothing ? <p>{t('orders.nothingRefunded')}</p> : null}
    </div>
  )
}

import { Form } from 'react-router'
import type { AccountOrder } from '../../../domain/accounts/orders.repository.server'
import { formatAmount } from '../../../domain/format/money'
import type { CancellationQuote } from '../../../domain/orders/cancel-order.server'
import { useTranslation } from '../../i18n/react'
import { LocalizedLink, useLocale } from '../../lib/locale'

type Props = {
  order: AccountOrder
  quote: CancellationQuote | null
  confirming: boolean
}

/** What can be done with a booking of My latest bookings: its PDF, the balance, the cancellation (two steps). */
export function OrderActions({ order, quote, confirming }: Props) {
  const locale = useLocale() === 'en' ? 'en' : 'fr'
  const { t } = useTranslation('account')
  return (
    <div className="account-order__actions">
      <p>
        <a href={`/shop/api/store/cart/${order.number}/confirmation?locale=${locale}`} download={`${order.number}.pdf`}>
          {t('orders.actions.pdf')}
        </a>
      </p>
      {order.status === 3 && order.reportedTotal > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="pay-balance" />
          <input type="hidden" name="orderId" value={order.id} />
          <input type="hidden" name="number" value={order.number} />
          <button type="submit" className="btn btn-theme">
            {t('orders.actions.payBalance', { amount: formatAmount(order.reportedTotal) })}
          </button>
        </Form>
      ) : null}
      {quote && !confirming ? (
        <Form method="get">
          <input type="hidden" name="annuler" value={order.number} />
          <button type="submit" className="btn btn-outline">
            {t('orders.actions.cancel', { due: formatAmount(quote.due) })}
          </button>
        </Form>
      ) : null}
      {quote && confirming ? (
        <Form method="post">
          <p role="status">{t('orders.actions.confirmText', { due: formatAmount(quote.due), refund: formatAmount(quote.refund) })}</p>
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="number" value={order.number} />
          <button type="submit" className="btn btn-theme">
            {t('orders.actions.confirm')}
          </button>{' '}
          <LocalizedLink to="/mon-compte/dernieres-reservations">{t('orders.actions.keep')}</LocalizedLink>
        </Form>
      ) : null}
    </div>
  )
}

import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/react'
import type { AccountOrder } from '../../../domain/accounts/orders.repository.server'
import { formatDate } from '../../../domain/format/date'
import { formatMoney } from '../../../domain/format/money'
import { LocalizedLink } from '../../lib/locale'
import { RentalCancellation } from '../booking/RentalCancellation'

/**
 * Status 3 is "deposit paid, balance due" (DESIGN): an order paid in full whose price was raised
 * afterwards (decision 033) has a balance due too, but no deposit was ever paid.
 */
const statusKey = (order: AccountOrder) => (order.status === 3 && !order.gradedPayment ? 'orders.status.balanceDue' : `orders.status.${order.status}`)

/** "My orders" (SPEC §2): paid orders, the latest payment first; an empty state when there is none. */
export function OrderList({ orders, actions }: { orders: AccountOrder[]; actions?: (order: AccountOrder) => ReactNode }) {
  const { t } = useTranslation('account')
  if (orders.length === 0) {
    return (
      <div className="account-empty">
        <p>{t('orders.empty')}</p>
        <p className="account-links">
          <LocalizedLink to="/location">{t('orders.browse')}</LocalizedLink>
          <LocalizedLink to="/mon-compte/mes-informations">{t('orders.profile')}</LocalizedLink>
        </p>
      </div>
    )
  }
  return (
    <ul className="account-orders">
      {orders.map((order) => (
        <li key={order.id} className="account-order">
          <article aria-labelledby={`order-${order.id}`}>
            <h2 id={`order-${order.id}`}>{t('orders.number', { number: order.number })}</h2>
            <dl>
              <dt>{t('orders.statusLabel')}</dt>
              <dd>{t(statusKey(order))}</dd>
              {order.payedAt ? (
                <>
                  <dt>{t('orders.payedAt')}</dt>
                  <dd>{formatDate(new Date(order.payedAt))}</dd>
                </>
              ) : null}
              <dt>{t('orders.total')}</dt>
              <dd>{formatMoney(order.total, order.currency)}</dd>
              {order.status === 3 && order.reportedTotal > 0 ? (
                <>
                  <dt>{t('orders.due')}</dt>
                  <dd>
                    {order.gradedToPayAt
                      ? t('orders.dueBy', { amount: formatMoney(order.reportedTotal, order.currency), date: formatDate(order.gradedToPayAt) })
                      : formatMoney(order.reportedTotal, order.currency)}
                  </dd>
                </>
              ) : null}
            </dl>
            {order.orderItems.length > 0 ? (
              <>
                <h3 className="visually-hidden">{t('orders.items')}</h3>
                <ul>
                  {order.orderItems.map((item) => (
                    <li key={item.id}>
                      {item.quantity > 1 ? `${item.quantity} × ` : ''}
                      {item.title}
                      {item.context.startPeriod && item.context.endPeriod
                        ? `, ${t('orders.period', { start: formatDate(item.context.startPeriod), end: formatDate(item.context.endPeriod) })}`
                        : ''}{' '}
                      — {formatMoney(item.total, order.currency)}
                      <RentalCancellation cancellation={item.cancellation} currency={order.currency} />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {actions ? actions(order) : null}
          </article>
        </li>
      ))}
    </ul>
  )
}

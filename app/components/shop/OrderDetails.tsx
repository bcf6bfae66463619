import { formatDate } from '../../../domain/format/date'
import { formatAmount } from '../../../domain/format/money'
import { orderPdfPath } from '../../../domain/orders/order-link/links'
import type { OrderView } from '../../../domain/orders/read-order.server'
import { useTranslation } from '../../i18n/react'
import { useLocale } from '../../lib/locale'
import { CartItems, CartTotals } from './CartItems'

/**
 * An order as its owner sees it: items, amounts, payments and its PDF (through the signed link's
 * `token` when the visitor came by it, docs/decisions/039).
 */
export function OrderDetails({ order, token }: { order: OrderView; token: string | null }) {
  const locale = useLocale() === 'en' ? 'en' : 'fr'
  const { t } = useTranslation('cart')
  const shown = order.payments.filter((p) => p.status !== 'pending' || order.status === 1)
  return (
    <>
      <p>{t('orderDetails.number', { number: order.number })}</p>
      <div className="checkout-grid">
        <section className="checkout-card" aria-labelledby="order-items">
          <h2 id="order-items">{t('orderDetails.items')}</h2>
          <CartItems cart={order} heading="h3" removable={false} idPrefix="order" />
        </section>
        <section className="checkout-card" aria-labelledby="order-totals">
          <h2 id="order-totals">{t('orderDetails.totals')}</h2>
          <CartTotals cart={order} showVat />
          {order.status !== 1 ? (
            <p>
              <a href={orderPdfPath({ number: order.number, locale, token })} download={`${order.number}.pdf`}>
                {t('orderDetails.pdf')}
              </a>
            </p>
          ) : null}
        </section>
        {shown.length > 0 ? (
          <section className="checkout-card" aria-labelledby="order-payments">
            <h2 id="order-payments">{t('orderDetails.payments')}</h2>
            <ul>
              {shown.map((p) => (
                <li key={p.id}>
                  {t(`orderDetails.kinds.${p.kind}`, { defaultValue: p.kind })} — CHF {formatAmount(p.amount)} — {t(`orderDetails.statuses.${p.status}`, { defaultValue: p.status })}
                  {p.paidAt ? ` — ${formatDate(new Date(p.paidAt))}` : ''}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  )
}

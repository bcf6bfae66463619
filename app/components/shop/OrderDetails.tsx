import { formatDate } from '../../../domain/format/date'
import { formatAmount } from '../../../domain/format/money'
import { orderPdfPath } from '../../../domain/orders/order-link/links'
import type { OrderView } from '../../../domain/orders/read-order.server'
import { useLocale } from '../../lib/locale'
import { CartItems, CartTotals } from './CartItems'

const TEXTS = {
  fr: {
    number: (n: string) => `Commande n° ${n}`,
    items: 'Votre commande',
    totals: 'Montants',
    payments: 'Paiements',
    kinds: {
      full: 'Paiement',
      deposit: 'Acompte',
      balance: 'Solde',
      refund: 'Remboursement',
    } as Record<string, string>,
    statuses: {
      paid: 'payé',
      pending: 'en attente',
      failed: 'refusé',
      cancelled: 'annulé',
      refunded: 'remboursé',
    } as Record<string, string>,
    pdf: 'Télécharger la confirmation (PDF)',
  },
  en: {
    number: (n: string) => `Order no. ${n}`,
    items: 'Your order',
    totals: 'Amounts',
    payments: 'Payments',
    kinds: {
      full: 'Payment',
      deposit: 'Deposit',
      balance: 'Balance',
      refund: 'Refund',
    } as Record<string, string>,
    statuses: {
      paid: 'paid',
      pending: 'pending',
      failed: 'declined',
      cancelled: 'cancelled',
      refunded: 'refunded',
    } as Record<string, string>,
    pdf: 'Download the confirmation (PDF)',
  },
} as const

/**
 * An order as its owner sees it: items, amounts, payments and its PDF (through the signed link's
 * `token` when the visitor came by it, docs/decisions/039).
 */
export function OrderDetails({ order, token }: { order: OrderView; token: string | null }) {
  const locale = useLocale() === 'en' ? 'en' : 'fr'
  const t = TEXTS[locale]
  const shown = order.payments.filter((p) => p.status !== 'pending' || order.status === 1)
  return (
    <>
      <p>{t.number(order.number)}</p>
      <div className="checkout-grid">
        <section className="checkout-card" aria-labelledby="order-items">
          <h2 id="order-items">{t.items}</h2>
          <CartItems cart={order} heading="h3" removable={false} idPrefix="order" />
        </section>
        <section className="checkout-card" aria-labelledby="order-totals">
          <h2 id="order-totals">{t.totals}</h2>
          <CartTotals cart={order} showVat />
          {order.status !== 1 ? (
            <p>
              <a href={orderPdfPath({ number: order.number, locale, token })} download={`${order.number}.pdf`}>
                {t.pdf}
              </a>
            </p>
          ) : null}
        </section>
        {shown.length > 0 ? (
          <section className="checkout-card" aria-labelledby="order-payments">
            <h2 id="order-payments">{t.payments}</h2>
            <ul>
              {shown.map((p) => (
                <li key={p.id}>
                  {t.kinds[p.kind] ?? p.kind} — CHF {formatAmount(p.amount)} — {t.statuses[p.status] ?? p.status}
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

import { formatDate } from '../../../domain/format/date'
import { formatAmount } from '../../../domain/format/money'
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
    pending: 'Votre paiement est en cours de confirmation : cette page affichera la commande payée dès que le service de paiement nous aura répondu.',
    due: (amount: string, by: string) => `Solde de CHF ${amount} à payer au plus tard le ${by}.`,
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
    pending: 'Your payment is being confirmed: this page will show the paid order as soon as the payment service has answered.',
    due: (amount: string, by: string) => `Balance of CHF ${amount} to pay by ${by} at the latest.`,
    pdf: 'Download the confirmation (PDF)',
  },
} as const

/** An order as its owner sees it after the payment: items, amounts, payments and its PDF. */
export function OrderDetails({ order }: { order: OrderView }) {
  const locale = useLocale() === 'en' ? 'en' : 'fr'
  const t = TEXTS[locale]
  const shown = order.payments.filter((p) => p.status !== 'pending' || order.status === 1)
  return (
    <>
      <p>{t.number(order.number)}</p>
      {order.status === 1 && order.payments[0]?.status === 'pending' ? (
        <p className="alert alert-info" role="status">
          {t.pending}
        </p>
      ) : null}
      <div className="checkout-grid">
        <section className="checkout-card" aria-labelledby="order-items">
          <h2 id="order-items">{t.items}</h2>
          <CartItems cart={order} heading="h3" removable={false} idPrefix="order" />
        </section>
        <section className="checkout-card" aria-labelledby="order-totals">
          <h2 id="order-totals">{t.totals}</h2>
          <CartTotals cart={order} showVat />
          {order.status === 3 && order.gradedToPayAt ? <p>{t.due(formatAmount(order.reportedTotal), formatDate(order.gradedToPayAt))}</p> : null}
          {order.status !== 1 ? (
            <p>
              <a href={`/shop/api/store/cart/${order.number}/confirmation?locale=${locale}`} download={`${order.number}.pdf`}>
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

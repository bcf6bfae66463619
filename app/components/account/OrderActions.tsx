import { Form } from 'react-router'
import type { AccountOrder } from '../../../domain/accounts/orders.repository.server'
import { formatAmount } from '../../../domain/format/money'
import type { CancellationQuote } from '../../../domain/orders/cancel-order.server'
import { LocalizedLink, useLocale } from '../../lib/locale'

const TEXTS = {
  fr: {
    pdf: 'Confirmation (PDF)',
    payBalance: (amount: string) => `Payer le solde (CHF ${amount})`,
    cancel: (due: string) => `Annuler la réservation (montant dû aujourd'hui : CHF ${due})`,
    confirmText: (due: string, refund: string) =>
      `Annuler aujourd'hui : CHF ${due} restent dus selon nos conditions d'annulation, CHF ${refund} vous seront remboursés.`,
    confirm: "Confirmer l'annulation",
    keep: 'Garder la réservation',
    redirecting: 'Redirection vers le paiement…',
  },
  en: {
    pdf: 'Confirmation (PDF)',
    payBalance: (amount: string) => `Pay the balance (CHF ${amount})`,
    cancel: (due: string) => `Cancel the booking (amount due today: CHF ${due})`,
    confirmText: (due: string, refund: string) => `Cancelling today: CHF ${due} stay due under our cancellation terms, CHF ${refund} will be refunded to you.`,
    confirm: 'Confirm the cancellation',
    keep: 'Keep the booking',
    redirecting: 'Redirecting to payment…',
  },
} as const

type Props = {
  order: AccountOrder
  quote: CancellationQuote | null
  confirming: boolean
}

/** What can be done with a booking of My latest bookings: its PDF, the balance, the cancellation (two steps). */
export function OrderActions({ order, quote, confirming }: Props) {
  const locale = useLocale() === 'en' ? 'en' : 'fr'
  const t = TEXTS[locale]
  return (
    <div className="account-order__actions">
      <p>
        <a href={`/shop/api/store/cart/${order.number}/confirmation?locale=${locale}`} download={`${order.number}.pdf`}>
          {t.pdf}
        </a>
      </p>
      {order.status === 3 && order.reportedTotal > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="pay-balance" />
          <input type="hidden" name="orderId" value={order.id} />
          <input type="hidden" name="number" value={order.number} />
          <button type="submit" className="btn btn-theme">
            {t.payBalance(formatAmount(order.reportedTotal))}
          </button>
        </Form>
      ) : null}
      {quote && !confirming ? (
        <Form method="get">
          <input type="hidden" name="annuler" value={order.number} />
          <button type="submit" className="btn btn-outline">
            {t.cancel(formatAmount(quote.due))}
          </button>
        </Form>
      ) : null}
      {quote && confirming ? (
        <Form method="post">
          <p role="status">{t.confirmText(formatAmount(quote.due), formatAmount(quote.refund))}</p>
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="number" value={order.number} />
          <button type="submit" className="btn btn-theme">
            {t.confirm}
          </button>{' '}
          <LocalizedLink to="/mon-compte/dernieres-reservations">{t.keep}</LocalizedLink>
        </Form>
      ) : null}
    </div>
  )
}

import { Form, useNavigation, useSearchParams } from 'react-router'
import { formatDate } from '../../../domain/format/date'
import { formatAmount } from '../../../domain/format/money'
import type { PriceChange } from '../../../domain/orders/messages'
import { useLocale } from '../../lib/locale'

export type DepositOffer = { deposit: number; balance: number; dueOn: string }

const TEXTS = {
  fr: {
    heading: 'Paiement',
    pay: 'Payer',
    payTotal: (amount: string) => `Payer la totalité maintenant (CHF ${amount})`,
    deposit: (deposit: string, balance: string, due: string) =>
      `Payer un acompte de 30 % maintenant (CHF ${deposit}), le solde de CHF ${balance} au plus tard le ${due}`,
    choice: 'Comment souhaitez-vous payer ?',
    redirecting: 'Redirection vers le paiement…',
    cancelled: 'Le paiement a été annulé. Votre panier est intact : vous pouvez payer à nouveau.',
    changed: (title: string, before: string, after: string | null) => (after === null ? `${title} : n'est plus disponible` : `${title} : CHF ${before} → CHF ${after}`),
    secure: 'Vous allez être redirigé vers la page de paiement sécurisée.',
  },
  en: {
    heading: 'Payment',
    pay: 'Pay',
    payTotal: (amount: string) => `Pay the whole amount now (CHF ${amount})`,
    deposit: (deposit: string, balance: string, due: string) =>
      `Pay a 30% deposit now (CHF ${deposit}), the balance of CHF ${balance} by ${due} at the latest`,
    choice: 'How would you like to pay?',
    redirecting: 'Redirecting to payment…',
    cancelled: 'The payment was cancelled. Your cart is intact: you can pay again.',
    changed: (title: string, before: string, after: string | null) => (after === null ? `${title}: no longer available` : `${title}: CHF ${before} → CHF ${after}`),
    secure: 'You will be redirected to the secure payment page.',
  },
} as const

type Props = { total: number; offer: DepositOffer | null; error: string | null; changes: PriceChange[] }

/** The pay button (and the deposit choice when offered): a plain form post, 303 to the payment page. */
export function PayForm({ total, offer, error, changes }: Props) {
  const t = TEXTS[useLocale() === 'en' ? 'en' : 'fr']
  const navigation = useNavigation()
  const [search] = useSearchParams()
  const paying = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay'
  return (
    <section className="checkout-card" aria-labelledby="summary-pay">
      <h2 id="summary-pay">{t.heading}</h2>
      {search.get('payment') === 'cancelled' && !error ? (
        <p className="alert alert-info" role="status">
          {t.cancelled}
        </p>
      ) : null}
      {error ? (
        <div className="alert alert-danger" role="alert">
          <p>{error}</p>
          {changes.length > 0 ? (
            <ul>
              {changes.map((c) => (
                <li key={c.itemId}>{t.changed(c.title, formatAmount(c.before), c.after === null ? null : formatAmount(c.after))}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value="pay" />
        {offer ? (
          <fieldset>
            <legend>{t.choice}</legend>
            <label>
              <input type="radio" name="gradedPayment" value="false" defaultChecked /> {t.payTotal(formatAmount(total))}
            </label>
            <br />
            <label>
              <input type="radio" name="gradedPayment" value="true" /> {t.deposit(formatAmount(offer.deposit), formatAmount(offer.balance), formatDate(offer.dueOn))}
            </label>
          </fieldset>
        ) : null}
        <p className="field-hint">{t.secure}</p>
        <button type="submit" className="btn btn-theme" aria-disabled={paying || undefined}>
          {t.pay}
        </button>
        <p role="status" aria-live="polite">
          {paying ? t.redirecting : ''}
        </p>
      </Form>
    </section>
  )
}

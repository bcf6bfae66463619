import { Form } from 'react-router'
import { formatDate } from '../../../domain/format/date'
import { formatAmount } from '../../../domain/format/money'
import { balanceInvoicePath, ORDER_LINK_PARAM, orderPagePath, PAY_BALANCE_ANCHOR } from '../../../domain/orders/order-link/links'
import type { OrderOutcome as Outcome } from '../../../domain/orders/order-outcome'
import { CHECKOUT_PATHS } from '../../lib/checkout-paths'
import { LocalizedLink } from '../../lib/locale'

const money = (amount: number) => `CHF ${formatAmount(amount)}`
const day = (iso: string | null) => (iso ? formatDate(iso) : '')

const TEXTS = {
  fr: {
    titles: {
      paid: 'Paiement reçu : votre commande est confirmée',
      deposit: 'Acompte reçu : votre réservation est confirmée',
      balanceDue: 'Solde à payer',
      balancePaid: 'Solde reçu : votre commande est entièrement payée',
      pending: 'Paiement en cours de confirmation',
      unpaid: 'Commande non payée',
      cancelled: 'Commande annulée',
    },
    mailed: 'Vous recevez une confirmation par e-mail avec le PDF de votre commande (pensez à vérifier vos courriers indésirables).',
    balance: (amount: number, by: string | null) => (by ? `Le solde de ${money(amount)} est à payer au plus tard le ${day(by)}.` : `Le solde de ${money(amount)} reste à payer.`),
    reminder: 'Nous vous enverrons un rappel avec une facture QR 7 jours avant l’échéance. Vous pouvez aussi le payer dès maintenant :',
    payBalance: (amount: number) => `Payer le solde par carte (${money(amount)})`,
    invoice: 'Facture de solde avec QR-facture, pour un virement (PDF)',
    pending: (balance: boolean) =>
      `Le service de paiement ne nous a pas encore confirmé votre ${balance ? 'paiement du solde' : 'paiement'}. Cela prend en général quelques secondes. Dès qu’il est confirmé, ${balance ? 'votre commande est entièrement payée' : 'votre réservation est confirmée'} et vous recevez un e-mail. S’il n’aboutit pas, rien ne vous est débité et vous pourrez payer à nouveau.`,
    checkAgain: 'Vérifier à nouveau',
    unpaid: 'Aucun paiement n’a abouti pour cette commande : elle n’est pas confirmée.',
    payCart: 'Retour au récapitulatif pour payer',
    contact: 'Contactez-nous',
    cancelled: 'Cette commande est annulée. Les remboursements éventuels figurent ci-dessous.',
  },
  en: {
    titles: {
      paid: 'Payment received: your order is confirmed',
      deposit: 'Deposit received: your booking is confirmed',
      balanceDue: 'Balance due',
      balancePaid: 'Balance received: your order is paid in full',
      pending: 'Your payment is being confirmed',
      unpaid: 'Order not paid',
      cancelled: 'Order cancelled',
    },
    mailed: 'You will receive a confirmation by e-mail with the PDF of your order (please check your spam folder).',
    balance: (amount: number, by: string | null) => (by ? `The balance of ${money(amount)} is due by ${day(by)} at the latest.` : `The balance of ${money(amount)} is still due.`),
    reminder: 'We will send you a reminder with a QR-bill 7 days before it is due. You may also pay it now:',
    payBalance: (amount: number) => `Pay the balance by card (${money(amount)})`,
    invoice: 'Balance invoice with QR-bill, for a bank transfer (PDF)',
    pending: (balance: boolean) =>
      `The payment service has not confirmed your ${balance ? 'balance payment' : 'payment'} yet. This usually takes a few seconds. As soon as it is confirmed, ${balance ? 'your order is paid in full' : 'your booking is confirmed'} and you receive an e-mail. If it does not go through, nothing is charged and you can pay again.`,
    checkAgain: 'Check again',
    unpaid: 'No payment went through for this order: it is not confirmed.',
    payCart: 'Back to the summary to pay',
    contact: 'Contact us',
    cancelled: 'This order is cancelled. Any refunds are listed below.',
  },
} as const

export type OutcomeLocale = keyof typeof TEXTS

/** The page's heading: what happened to the order. */
export function outcomeTitle(outcome: Outcome, locale: OutcomeLocale): string {
  return TEXTS[locale].titles[outcome.kind]
}

type Props = {
  outcome: Outcome
  order: { id: number; number: string }
  locale: OutcomeLocale
  /** The signed link's token, passed on to the forms and links (docs/decisions/039). */
  token: string | null
  /** Seen through the link only: a cart is paid from its own browser, so no way back to its summary. */
  openedByLink: boolean
  payError?: string | null
}

/** What happened, what is due and by when, and what to do next (pay the balance, check again). */
export function OrderOutcome({ outcome, order, locale, token, openedByLink, payError }: Props) {
  const t = TEXTS[locale]
  const target = { number: order.number, locale, token }
  switch (outcome.kind) {
    case 'paid':
    case 'balancePaid':
      return <p className="lead">{t.mailed}</p>
    case 'deposit':
    case 'balanceDue':
      return (
        <section id={PAY_BALANCE_ANCHOR} className="order-outcome" aria-label={t.titles.balanceDue}>
          {outcome.kind === 'deposit' ? <p className="lead">{t.mailed}</p> : null}
          <p>
            <strong>{t.balance(outcome.balance, outcome.dueOn)}</strong> {t.reminder}
          </p>
          {payError ? (
            <p className="alert alert-danger" role="alert">
              {payError}
            </p>
          ) : null}
          <Form method="post" reloadDocument>
            <input type="hidden" name="intent" value="pay-balance" />
            <input type="hidden" name="orderId" value={order.id} />
            {token ? <input type="hidden" name={ORDER_LINK_PARAM} value={token} /> : null}
            <button type="submit" className="btn btn-theme">
              {t.payBalance(outcome.balance)}
            </button>
          </Form>
          <p>
            <a href={balanceInvoicePath(target)} download={`${order.number}-solde.pdf`}>
              {t.invoice}
            </a>
          </p>
        </section>
      )
    case 'pending':
      return (
        <div role="status">
          <p className="lead">{t.pending(outcome.balance)}</p>
          <p>
            <a className="btn btn-outline" href={orderPagePath(target)}>
              {t.checkAgain}
            </a>
          </p>
        </div>
      )
    case 'unpaid':
      return (
        <>
          <p className="lead">{t.unpaid}</p>
          <p>
            {openedByLink ? (
              <LocalizedLink to="/contact">{t.contact}</LocalizedLink>
            ) : (
              <LocalizedLink className="btn btn-theme" to={CHECKOUT_PATHS.summary}>
                {t.payCart}
              </LocalizedLink>
            )}
          </p>
        </>
      )
    case 'cancelled':
      return <p className="lead">{t.cancelled}</p>
  }
}

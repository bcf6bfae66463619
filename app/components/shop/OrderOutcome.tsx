import { Form } from 'react-router'
import { formatDate } from '../../../domain/format/date'
import { formatAmount } from '../../../domain/format/money'
import { balanceInvoicePath, ORDER_LINK_PARAM, orderPagePath, PAY_BALANCE_ANCHOR } from '../../../domain/orders/order-link/links'
import type { OrderOutcome as Outcome } from '../../../domain/orders/order-outcome'
import { CHECKOUT_PATHS } from '../../lib/checkout-paths'
import { useTranslation } from '../../i18n/react'
import { LocalizedLink, useLocale } from '../../lib/locale'

const money = (amount: number) => `CHF ${formatAmount(amount)}`


/** The key of the page's heading: what happened to the order. */
export const outcomeTitleKey = (outcome: Outcome) => `cart:outcome.titles.${outcome.kind}` as const

type Props = {
  outcome: Outcome
  order: { id: number; number: string }
  /** The signed link's token, passed on to the forms and links (docs/decisions/039). */
  token: string | null
  /** Seen through the link only: a cart is paid from its own browser, so no way back to its summary. */
  openedByLink: boolean
  payError?: string | null
}

/** What happened, what is due and by when, and what to do next (pay the balance, check again). */
export function OrderOutcome({ outcome, order, token, openedByLink, payError }: Props) {
  const { t } = useTranslation('cart')
  const locale = useLocale()
  const target = { number: order.number, locale, token }
  switch (outcome.kind) {
    case 'paid':
    case 'balancePaid':
      return <p className="lead">{t('outcome.mailed')}</p>
    case 'deposit':
    case 'balanceDue':
      return (
        <section id={PAY_BALANCE_ANCHOR} className="order-outcome" aria-label={t('outcome.titles.balanceDue')}>
          {outcome.kind === 'deposit' ? <p className="lead">{t('outcome.mailed')}</p> : null}
          <p>
            <strong>{outcome.dueOn ? t('outcome.balanceBy', { amount: money(outcome.balance), by: formatDate(outcome.dueOn) }) : t('outcome.balance', { amount: money(outcome.balance) })}</strong> {t('outcome.reminder')}
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
              {t('outcome.payBalance', { amount: money(outcome.balance) })}
            </button>
          </Form>
          <p>
            <a href={balanceInvoicePath(target)} download={`${order.number}-solde.pdf`}>
              {t('outcome.invoice')}
            </a>
          </p>
        </section>
      )
    case 'pending':
      return (
        <div role="status">
          <p className="lead">{t(outcome.balance ? 'outcome.pendingBalance' : 'outcome.pending')}</p>
          <p>
            <a className="btn btn-outline" href={orderPagePath(target)}>
              {t('outcome.checkAgain')}
            </a>
          </p>
        </div>
      )
    case 'unpaid':
      return (
        <>
          <p className="lead">{t('outcome.unpaid')}</p>
          <p>
            {openedByLink ? (
              <LocalizedLink to="/contact">{t('outcome.contact')}</LocalizedLink>
            ) : (
              <LocalizedLink className="btn btn-theme" to={CHECKOUT_PATHS.summary}>
                {t('outcome.payCart')}
              </LocalizedLink>
            )}
          </p>
        </>
      )
    case 'cancelled':
      return <p className="lead">{t('outcome.cancelled')}</p>
  }
}

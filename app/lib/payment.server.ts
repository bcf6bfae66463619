/**
 * The pay button of the summary, as a form post that works without script: the checkout call in
 * the visitor's name, then 303 to the provider's page; a refusal (prices changed, deposit not
 * offered, provider down) comes back to the summary with its message.
 */
import { data, redirect, redirectDocument } from 'react-router'
import { GRADED_PAYMENT_TERMS, paymentPlan } from '../../domain/booking/rules/graded-payment'
import type { PriceChange } from '../../domain/orders/messages'
import type { CartView } from '../../domain/shop/cart/types'
import type { DepositOffer } from '../components/shop/PayForm'
import { startPayment } from '../../domain/orders/payment/start-payment.server'
import { requestAgreement } from '../../domain/orders/group-agreement.server'
import type { AgreementFailure } from '../components/shop/GroupAgreement'
import type { AppContext } from '../../server/context'
import { orderDeps } from '../../server/shop/order-deps.server'
import { cartVisitor } from '../../server/shop/visitor.server'
import { localizePath } from '../i18n/config'
import type { CheckoutPlace } from './checkout.server'
import { CHECKOUT_PATHS } from './checkout-paths'

export type PayAnswer = { payError: string; changes: PriceChange[] }

/** The order's pages after the payment, in the visitor's language. */
function returnPaths(number: string, place: CheckoutPlace) {
  const path = (p: string) => localizePath(p, place.locale, place.keepFr)
  return {
    successUrl: path(`/commande/confirmation/${number}/succes`),
    failUrl: path(`/commande/confirmation/${number}/erreur`),
    cancelUrl: `${path(CHECKOUT_PATHS.summary)}?payment=cancelled`,
  }
}

export async function payAction(context: AppContext, request: Request, place: CheckoutPlace, form: FormData, order: { id: number; number: string }) {
  const outcome = await startPayment(orderDeps(context), await cartVisitor(context, request), {
    orderId: order.id,
    gradedPayment: form.get('gradedPayment') === 'true',
    locale: place.locale,
    ...returnPaths(order.number, place),
  })
  // A document redirect: the payment page (the test page is on this site) is not one of the app's routes.
  if (outcome.ok) return redirectDocument(outcome.paymentUrl, 303)
  return data<PayAnswer>({ payError: outcome.message, changes: outcome.changes ?? [] }, { status: outcome.status })
}

/**
 * A group booking's request for the agency's agreement, from the summary: 303 back to it (which then
 * says the request is sent), or the summary with why it could not be sent.
 */
export async function agreementAction(context: AppContext, request: Request, place: CheckoutPlace, order: { id: number }) {
  const outcome = await requestAgreement(orderDeps(context), await cartVisitor(context, request), {
    orderId: order.id,
    decideUrl: () => `${context.settings.publicUrl}/admin/accords`,
  })
  if (outcome.ok) return redirect(`${localizePath(CHECKOUT_PATHS.summary, place.locale, place.keepFr)}?agreement=requested`, 303)
  return data<AgreementAnswer>({ agreementFailure: outcome.code }, { status: outcome.code === 'no_availability' ? 409 : 400 })
}

export type AgreementAnswer = { agreementFailure: AgreementFailure }

/** The deposit the summary offers (30 % now, the balance by 30 days before arrival), or null when it does not. */
export function depositOffer(cart: CartView, today: string): DepositOffer | null {
  const arrivals = cart.orderItems.filter((i) => i.product.category === 'rental' && i.context.startPeriod).map((i) => i.context.startPeriod as string)
  const plan = paymentPlan(GRADED_PAYMENT_TERMS, { today, arrivals, total: cart.total }, true)
  return plan.ok && plan.graded ? { deposit: plan.payNow, balance: plan.balance, dueOn: plan.balanceDueOn } : null
}

/**
 * Where payments come back (docs/decisions/022, 024): the provider's signed notification
 * (`POST /payment/notify/{provider}`, exempt from the same-site check) and the browser's return
 * (`GET /payment/return/{paymentId}/{success|cancel|error}`), which re-reads the status from the
 * provider, never from the address, then sends the visitor (303) to the addresses the checkout
 * call gave. Both end in the same `settlePayment`, which completes an order at most once.
 */
import { type Context, Hono } from 'hono'
import { recheckPayment, settlePayment } from '../../domain/orders/payment/complete-payment.server'
import { findPayment, findPaymentByReference, type PaymentRow } from '../../domain/orders/payment/payments.repository.server'
import { PaymentProviderError } from '../../domain/payments/errors'
import type { AppEnv } from '../env'
import { orderDeps } from '../shop/order-deps.server'

type Ctx = Context<AppEnv>

/** The client's address for where the payment stands now. */
function destinationOf(payment: PaymentRow, outcome: string, publicUrl: string): string {
  const urls = payment.returnUrls ?? { success: `${publicUrl}/`, cancel: `${publicUrl}/commande/recapitulatif-paiement`, fail: `${publicUrl}/` }
  if (payment.status === 'paid') return urls.success
  if (payment.status === 'cancelled') return urls.cancel
  if (payment.status === 'pending') return outcome === 'cancel' ? urls.cancel : outcome === 'success' ? urls.success : urls.fail
  return urls.fail
}

async function notify(c: Ctx): Promise<Response> {
  const app = c.get('app')
  const provider = app.payments.byName(c.req.param('provider') ?? '')
  if (!provider) return c.json({ code: 'NOT_FOUND', message: 'No such payment provider' }, 404)
  // The exact bytes received: the signature is over them, not over a re-serialised body.
  const rawBody = await c.req.raw.text()
  const read = await provider.readNotification({ headers: c.req.raw.headers, rawBody })
  if (!read.ok) {
    app.log.warn({ provider: provider.name, reason: read.reason }, 'payment notification refused')
    return c.json({ code: read.reason, message: read.message }, 400)
  }
  const payment = await findPaymentByReference(app.db, provider.name, read.state.reference)
  if (!payment) {
    app.log.warn({ provider: provider.name, reference: read.state.reference }, 'payment notification for no payment of the shop')
    return c.json({ code: 'UNKNOWN_PAYMENT', message: 'No payment of the shop has this reference' }, 404)
  }
  const result = await settlePayment(orderDeps(app), { payment, state: read.state, source: 'notification' })
  return c.json({ status: 'ok', result })
}

async function comeBack(c: Ctx): Promise<Response> {
  const app = c.get('app')
  const id = c.req.param('paymentId') ?? ''
  const outcome = c.req.param('outcome') ?? ''
  const known = /^\d{1,9}$/.test(id) ? await findPayment(app.db, Number(id)) : null
  if (!known || known.kind === 'refund' || !['success', 'cancel', 'error'].includes(outcome)) {
    return c.json({ code: 'NOT_FOUND', message: 'No such payment' }, 404)
  }
  let payment = known
  try {
    const checked = await recheckPayment(orderDeps(app), known.id, 'return')
    if (checked) payment = checked.payment
  } catch (error) {
    // The provider does not answer now: the re-check job will; the visitor is told where it stands.
    if (!(error instanceof PaymentProviderError)) throw error
    app.log.warn({ paymentId: known.id, code: error.code }, 'payment status could not be read on return')
  }
  c.header('Cache-Control', 'no-store')
  return c.redirect(destinationOf(payment, outcome, app.settings.publicUrl), 303)
}

export function paymentCompletion() {
  const routes = new Hono<AppEnv>()
  routes.post('/notify/:provider', notify)
  routes.get('/return/:paymentId/:outcome', comeBack)
  return routes
}

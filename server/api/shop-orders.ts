import { type Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { parseStatuses } from '../../domain/accounts/orders.repository.server'
import { parseLocale } from '../../domain/catalogue/query'
import type { OrderFailure } from '../../domain/orders/messages'
import { orderFailure } from '../../domain/orders/messages'
import { startPayment } from '../../domain/orders/payment/start-payment.server'
import { renderConfirmationPdf } from '../../domain/orders/pdf/confirmation.server'
import { ownedOrderDocument, readOrder } from '../../domain/orders/read-order.server'
import type { AppEnv } from '../env'
import { orderDeps } from '../shop/order-deps.server'
import { cartVisitor } from '../shop/visitor.server'
import { recordBody } from './body'

type Ctx = Context<AppEnv>

const localeOf = (c: Ctx): string => {
  const parsed = parseLocale(c.req.query('locale'))
  return parsed.ok ? parsed.value : 'fr'
}

function failed(c: Ctx, failure: OrderFailure): Response {
  const { ok: _ok, status, ...body } = failure
  return c.json(body, status as ContentfulStatusCode)
}

/**
 * The order calls of /shop/api/store (SPEC §7): the checkout, one order, its confirmation PDF. Only
 * the order's owner (its account, or the browser whose cart it was) gets an answer; anyone else is
 * told "Can't find order" (404), as for a number that does not exist.
 */
export function shopOrdersApi() {
  const api = new Hono<AppEnv>()

  api.post('/order/:orderId/payment/checkout', async (c) => {
    const app = c.get('app')
    const body = recordBody(c)
    const outcome = await startPayment(orderDeps(app), await cartVisitor(app, c.req.raw), {
      orderId: c.req.param('orderId'),
      successUrl: body.successUrl,
      cancelUrl: body.cancelUrl,
      failUrl: body.failUrl,
      gradedPayment: body.gradedPayment,
      locale: localeOf(c),
    })
    return outcome.ok ? c.json({ paymentUrl: outcome.paymentUrl }) : failed(c, outcome)
  })

  for (const path of ['/order', '/order/']) api.get(path, (c) => failed(c, orderFailure('missingNumber', localeOf(c))))
  api.get('/order/:number', async (c) => {
    const app = c.get('app')
    const statuses = parseStatuses(c.req.query('statuses') ?? '[1,2,3,4]')
    if (!statuses) return c.json({ code: 'INVALID_STATUSES', message: 'statuses must be a list of 1, 2, 3 or 4, e.g. [2,3]' }, 400)
    const read = await readOrder(orderDeps(app), await cartVisitor(app, c.req.raw), { number: c.req.param('number'), statuses, locale: localeOf(c) })
    return read.ok ? c.json(read.order) : failed(c, read)
  })

  api.get('/cart/:number/confirmation', async (c) => {
    const app = c.get('app')
    const found = await ownedOrderDocument(orderDeps(app), await cartVisitor(app, c.req.raw), { number: c.req.param('number'), locale: localeOf(c) })
    if (!found.ok) return failed(c, found)
    const pdf = await renderConfirmationPdf(found.document)
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${found.document.number}.pdf"`,
      'Cache-Control': 'private, no-store',
    })
  })
  return api
}

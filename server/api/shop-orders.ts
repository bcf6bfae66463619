import { type Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { parseStatuses } from '../../domain/accounts/orders.repository.server'
import { localeOrFrench } from '../../domain/i18n/locales'
import type { OrderFailure } from '../../domain/orders/messages'
import { orderFailure } from '../../domain/orders/messages'
import { startPayment } from '../../domain/orders/payment/start-payment.server'
import type { OrderDocument } from '../../domain/orders/document'
import { renderBalanceInvoicePdf } from '../../domain/orders/pdf/balance-invoice.server'
import { renderConfirmationPdf } from '../../domain/orders/pdf/confirmation.server'
import { ownedOrderDocument, readOrder } from '../../domain/orders/read-order.server'
import type { AppEnv } from '../env'
import { orderDeps } from '../shop/order-deps.server'
import { orderVisitor } from '../shop/order-visitor.server'
import { cartVisitor } from '../shop/visitor.server'
import { accountFailure, invalidAccountForm, openSession, tooManyAttempts } from './account-answers'
import { accountFromOrderInput, readAccountBody } from './account-input'
import { recordBody } from './body'
import { attachNewAccount } from '../../domain/orders/attach-account.server'
import { accountMessage } from '../../domain/accounts/messages'
import { accountDeps } from '../auth/deps.server'
import { clientAddress } from '../input/client-address'

type Ctx = Context<AppEnv>

const localeOf = (c: Ctx) => localeOrFrench(c.req.query('locale'))

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
    if (!statuses)
      return c.json(
        {
          code: 'INVALID_STATUSES',
          message: 'statuses must be a list of 1, 2, 3 or 4, e.g. [2,3]',
        },
        400,
      )
    const number = c.req.param('number')
    const { visitor, link } = await orderVisitor(app, c.req.raw, number)
    const read = await readOrder(orderDeps(app), visitor, { number, statuses, locale: localeOf(c) })
    if (read.ok) return c.json(read.order)
    return failed(c, link.kind === 'expired' ? orderFailure('orderLinkExpired', localeOf(c)) : read)
  })

  /**
   * An order's documents, for its owner or whoever opens them through its signed link (`acces`,
   * docs/decisions/039): the booking confirmation, and the balance invoice with its QR-bill while a
   * balance is due. A link past its day answers 410 with what to do; any other refusal is the 404.
   */
  const documentOf = async (c: Ctx): Promise<{ ok: true; document: OrderDocument } | OrderFailure> => {
    const app = c.get('app')
    const number = c.req.param('number') ?? ''
    const { visitor, link } = await orderVisitor(app, c.req.raw, number)
    const found = await ownedOrderDocument(orderDeps(app), visitor, { number, locale: localeOf(c) })
    return !found.ok && link.kind === 'expired' ? orderFailure('orderLinkExpired', localeOf(c)) : found
  }
  const pdf = (c: Ctx, bytes: Buffer, name: string) =>
    c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    })

  api.get('/cart/:number/confirmation', async (c) => {
    const found = await documentOf(c)
    if (!found.ok) return failed(c, found)
    return pdf(c, await renderConfirmationPdf(found.document), `${found.document.number}.pdf`)
  })
  api.get('/cart/:number/balance-invoice', async (c) => {
    const found = await documentOf(c)
    if (!found.ok) return failed(c, found)
    if (found.document.status !== 3 || !found.document.due) return failed(c, orderFailure('nothingDue', localeOf(c)))
    return pdf(c, await renderBalanceInvoicePdf(found.document), `${found.document.number}-solde.pdf`)
  })
  api.put('/order/:number/user/add', async (c) => {
    const app = c.get('app')
    const locale = localeOf(c) === 'en' ? 'en' : 'fr'
    const read = readAccountBody(accountFromOrderInput, recordBody(c), locale)
    if (!read.ok) return invalidAccountForm(c, locale, read.errors)
    const body = read.value
    const result = await attachNewAccount(accountDeps(app), await cartVisitor(app, c.req.raw), {
      number: c.req.param('number'),
      username: body.username,
      password: body.password,
      password_confirm: body.password_confirm,
      locale,
      clientAddress: clientAddress(c.req.raw, { trustProxy: app.trustProxy }),
    })
    if ('ok' in result) return failed(c, result)
    if (result.status === 'invalid') return invalidAccountForm(c, locale, result.errors)
    if (result.status === 'rate_limited') return tooManyAttempts(c, locale, result.retryAfterSeconds)
    if (result.status === 'exists') return accountFailure(c, locale, 409, 'user_already_exists')
    openSession(c, result.session)
    const { user } = result.session
    // SPEC §7: "response has the user with id".
    return c.json(
      {
        code: 'signed_up',
        message: accountMessage('signed_up', locale),
        user: { id: user.id, username: user.username, firstName: user.firstName, lastName: user.lastName, roles: user.roles },
        token: result.session.accessToken,
      },
      201,
    )
  })
  return api
}

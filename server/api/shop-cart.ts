import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { parseLocale } from '../../domain/catalogue/query'
import { cartMessage, SPEC_MESSAGES } from '../../domain/shop/cart/messages'
import {
  addItem,
  applyReduction,
  bulkCreate,
  type CartOutcome,
  createOrSyncCart,
  deleteItem,
  readVisitorCart,
  removeReduction,
  setShippingContact,
  updateVisitorCart,
} from '../../domain/shop/cart/service.server'
import type { AppEnv } from '../env'
import { jsonBody } from './body'

type Ctx = Context<AppEnv>

/** The asked language (`locale`, default fr), or a 400 answer for an unknown one. */
function localeOf(c: Ctx): { locale: string } | { error: Response } {
  const parsed = parseLocale(c.req.query('locale'))
  return parsed.ok
    ? { locale: parsed.value }
    : { error: c.json({ code: 'BAD_LOCALE', message: cartMessage('badLocale', 'en') }, 400) }
}

/** The cart (200) with its cookie when it was just created, or the shop error shape. */
function answer(c: Ctx, outcome: CartOutcome): Response {
  if (outcome.ok) {
    if (outcome.setCookie) c.header('Set-Cookie', outcome.setCookie, { append: true })
    return c.json(outcome.cart)
  }
  const { ok: _ok, status, retryAfterSeconds, ...error } = outcome
  if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds))
  return c.json(error, status as ContentfulStatusCode)
}

type Handler = (c: Ctx, locale: string, body: unknown) => Promise<CartOutcome>

function handle(run: Handler, options: { body?: boolean } = {}) {
  return async (c: Ctx) => {
    const l = localeOf(c)
    if ('error' in l) return l.error
    // The body was read and checked at the input boundary; a form or no body is no context.
    return answer(c, await run(c, l.locale, options.body ? jsonBody(c) : undefined))
  }
}

/**
 * The cart calls of /shop/api/store (SPEC §7): every call takes `locale` (fr by default) and answers
 * the visitor's cart, or `{code, message, errors?}`. The visitor is known by the httpOnly cart cookie
 * (or the signed-in account); another visitor's cart or item answers 404.
 */
export function shopCartApi() {
  const api = new Hono<AppEnv>()
  const app = (c: Ctx) => c.get('app')

  api.get('/cart', async (c) => {
    const l = localeOf(c)
    if ('error' in l) return l.error
    const cart = await readVisitorCart(app(c), c.req.raw, l.locale)
    return cart ? c.json(cart) : c.json({ code: 'CART_NOT_FOUND', message: SPEC_MESSAGES.cartNotFound }, 404)
  })
  api.post('/cart', handle((c, locale) => createOrSyncCart(app(c), c.req.raw, locale)))

  const missingOrderId = handle(async () => ({ ok: false, status: 404, code: 'MISSING_ORDER_ID', message: SPEC_MESSAGES.missingOrderId }))
  api.post('/cart/update', missingOrderId)
  api.post('/cart/update/', missingOrderId)
  api.post('/cart/update/:id', handle((c, locale, body) => updateVisitorCart(app(c), c.req.raw, c.req.param('id'), body, locale), { body: true }))

  const missingProductId = handle(async () => ({ ok: false, status: 404, code: 'MISSING_PRODUCT_ID', message: SPEC_MESSAGES.missingProductId }))
  for (const path of ['/cart/add', '/cart/add/', '/cart/bulkcreate', '/cart/bulkcreate/']) api.put(path, missingProductId)
  api.put('/cart/add/:productId', handle((c, locale, body) => addItem(app(c), c.req.raw, c.req.param('productId'), body, locale), { body: true }))
  api.put('/cart/bulkcreate/:productId', handle((c, locale, body) => bulkCreate(app(c), c.req.raw, c.req.param('productId'), body, locale), { body: true }))

  api.delete('/cart/delete/:itemId', handle((c, locale) => deleteItem(app(c), c.req.raw, c.req.param('itemId'), locale)))

  const contact = handle((c, locale, body) => setShippingContact(app(c), c.req.raw, body, locale), { body: true })
  api.put('/contact/add', contact)
  api.put('/cart/shipping-contact', contact)

  api.post('/cart/reduction', handle((c, locale, body) => applyReduction(app(c), c.req.raw, body, locale), { body: true }))
  api.delete('/cart/reduction', handle((c, locale) => removeReduction(app(c), c.req.raw, locale)))

  return api
}

import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { readLocale } from '../../domain/i18n/locales'
import { addItem } from '../../domain/shop/cart/add-item.server'
import { applyReduction } from '../../domain/shop/cart/apply-reduction.server'
import { bulkCreate } from '../../domain/shop/cart/bulk-create.server'
import { changeQuantity } from '../../domain/shop/cart/change-quantity.server'
import { deleteItem } from '../../domain/shop/cart/delete-item.server'
import { holdRentals } from '../../domain/shop/cart/hold-rentals.server'
import type { CartDeps, CartVisitor } from '../../domain/shop/cart/deps'
import { cartMessage, SPEC_MESSAGES } from '../../domain/shop/cart/messages'
import { type CartOutcome, CartError, cartFailure } from '../../domain/shop/cart/outcome'
import { readCart } from '../../domain/shop/cart/read-cart.server'
import { removeReduction } from '../../domain/shop/cart/remove-reduction.server'
import { setShippingContact } from '../../domain/shop/cart/set-shipping-contact.server'
import { syncCart } from '../../domain/shop/cart/sync-cart.server'
import { updateVisitorCart } from '../../domain/shop/cart/update-cart.server'
import type { AppEnv } from '../env'
import { newCartCookie } from '../shop/cart-cookie'
import { addItemBody, bulkLinesBody, contactBody, quantityBody, reductionCodeBody, updateCartBody } from '../shop/cart-input'
import { shopDeps, cartVisitor } from '../shop/visitor.server'
import { jsonBody } from './body'

type Ctx = Context<AppEnv>

/** The asked language (`locale`, default fr), or a 400 answer for an unknown one. */
function localeOf(c: Ctx): { locale: string } | { error: Response } {
  const parsed = readLocale(c.req.query('locale'))
  return parsed.ok
    ? { locale: parsed.value }
    : { error: c.json({ code: 'BAD_LOCALE', message: cartMessage('badLocale', 'en') }, 400) }
}

/** The cart (200) with its cookie when it was just created, or the shop error shape. */
function answer(c: Ctx, outcome: CartOutcome): Response {
  if (outcome.ok) {
    const cookie = newCartCookie(outcome, c.get('app').auth.secureCookies)
    if (cookie) c.header('Set-Cookie', cookie, { append: true })
    return c.json(outcome.cart)
  }
  const { ok: _ok, status, retryAfterSeconds, ...error } = outcome
  if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds))
  return c.json(error, status as ContentfulStatusCode)
}

/** One cart call: who asks, what the body says (read and checked at the input boundary), in a language. */
type Call = { deps: CartDeps; visitor: CartVisitor; locale: string; body: unknown; param: (name: string) => string | undefined }

function handle(run: (call: Call) => Promise<CartOutcome>) {
  return async (c: Ctx) => {
    const l = localeOf(c)
    if ('error' in l) return l.error
    const app = c.get('app')
    const call = { deps: shopDeps(app), visitor: await cartVisitor(app, c.req.raw), locale: l.locale, body: jsonBody(c), param: (name: string) => c.req.param(name) }
    try {
      return answer(c, await run(call))
    } catch (error) {
      // A body its schema refuses (server/shop/cart-input.ts).
      if (error instanceof CartError) return answer(c, error.failure)
      throw error
    }
  }
}

/** A call without the id SPEC §5 asks for: the failure, in no visitor's name. */
function missing(code: string, message: string) {
  return async (c: Ctx) => {
    const l = localeOf(c)
    return 'error' in l ? l.error : answer(c, cartFailure(404, code, message))
  }
}

/**
 * The cart calls of /shop/api/store (SPEC §7): every call takes `locale` (fr by default) and answers
 * the visitor's cart, or `{code, message, errors?}`. The visitor is known by the httpOnly cart cookie
 * (or the signed-in account); another visitor's cart or item answers 404.
 */
export function shopCartApi() {
  const api = new Hono<AppEnv>()

  api.get('/cart', async (c) => {
    const l = localeOf(c)
    if ('error' in l) return l.error
    const app = c.get('app')
    const cart = await readCart(shopDeps(app), await cartVisitor(app, c.req.raw), { locale: l.locale })
    return cart ? c.json(cart) : c.json({ code: 'CART_NOT_FOUND', message: SPEC_MESSAGES.cartNotFound }, 404)
  })
  api.post('/cart', handle(({ deps, visitor, locale }) => syncCart(deps, visitor, { locale })))

  const missingOrderId = missing('MISSING_ORDER_ID', SPEC_MESSAGES.missingOrderId)
  api.post('/cart/update', missingOrderId)
  api.post('/cart/update/', missingOrderId)
  api.post(
    '/cart/update/:id',
    handle(({ deps, visitor, locale, body, param }) => updateVisitorCart(deps, visitor, { cartId: param('id'), ...updateCartBody(body, locale), locale })),
  )

  const missingProductId = missing('MISSING_PRODUCT_ID', SPEC_MESSAGES.missingProductId)
  for (const path of ['/cart/add', '/cart/add/', '/cart/bulkcreate', '/cart/bulkcreate/']) api.put(path, missingProductId)
  api.put(
    '/cart/add/:productId',
    handle(({ deps, visitor, locale, body, param }) => addItem(deps, visitor, { productId: param('productId'), ...addItemBody(body, locale), locale })),
  )
  api.put(
    '/cart/bulkcreate/:productId',
    handle(({ deps, visitor, locale, body, param }) => bulkCreate(deps, visitor, { productId: param('productId'), lines: bulkLinesBody(body, locale), locale })),
  )

  // How many of an item: the server checks and prices it again; 0 removes it.
  api.put(
    '/cart/quantity/:itemId',
    handle(({ deps, visitor, locale, body, param }) => changeQuantity(deps, visitor, { itemId: param('itemId'), quantity: quantityBody(body, locale), locale })),
  )
  api.delete('/cart/delete/:itemId', handle(({ deps, visitor, locale, param }) => deleteItem(deps, visitor, { itemId: param('itemId'), locale })))

  const contact = handle(({ deps, visitor, locale, body }) => setShippingContact(deps, visitor, { contact: contactBody(body, locale), locale }))
  api.put('/contact/add', contact)
  api.put('/cart/shipping-contact', contact)

  // Entering the payment step: a 20-minute hold on each rental of the cart (docs/decisions/023).
  api.post('/cart/hold', handle(({ deps, visitor, locale }) => holdRentals(deps, visitor, { locale })))

  api.post('/cart/reduction', handle(({ deps, visitor, locale, body }) => applyReduction(deps, visitor, { code: reductionCodeBody(body, locale), locale })))
  api.delete('/cart/reduction', handle(({ deps, visitor, locale }) => removeReduction(deps, visitor, { locale })))

  return api
}

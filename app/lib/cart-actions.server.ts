import { data, redirect } from 'react-router'
import type { AppContext } from '../../server/context'
import { newCartCookie } from '../../server/shop/cart-cookie'
import { cartVisitor, shopDeps } from '../../server/shop/visitor.server'
import { applyReduction } from '../../domain/shop/cart/apply-reduction.server'
import { changeQuantity } from '../../domain/shop/cart/change-quantity.server'
import { deleteItem } from '../../domain/shop/cart/delete-item.server'
import type { CartDeps, CartVisitor } from '../../domain/shop/cart/deps'
import { cartMessage } from '../../domain/shop/cart/messages'
import type { CartOutcome } from '../../domain/shop/cart/outcome'
import { removeReduction } from '../../domain/shop/cart/remove-reduction.server'
import { CART_STATUS_PARAM, CART_STATUS_VALUES, type CartActionData, type CartEvent } from '../components/shop/cart-action-data'
import { type Locale, localizePath } from '../i18n/config'
import { sameSitePath } from '../../domain/navigation/same-site-path'

/** A path of this site to come back to (never another site's address), else the cart page. */
export function safeReturnPath(value: FormDataEntryValue | string | null, locale: Locale): string {
  return sameSitePath(value) ?? localizePath('/commande/mon-panier', locale)
}

/** `path` with `?panier=…` (any earlier status removed). */
export function withCartStatus(path: string, event: CartEvent | null): string {
  const url = new URL(path, 'http://site.invalid')
  url.searchParams.delete(CART_STATUS_PARAM)
  if (event) url.searchParams.set(CART_STATUS_PARAM, CART_STATUS_VALUES[event])
  return `${url.pathname}${url.search}${url.hash}`
}

const SUCCESS_EVENT: Record<string, CartEvent> = {
  remove: 'deleted',
  reduction: 'reductionApplied',
  'reduction-remove': 'reductionRemoved',
  quantity: 'quantityChanged',
}

/** What a refusal shows after a plain form post (`?panier=…`); the other intents' pages render their own. */
const FAILURE_EVENT: Record<string, CartEvent> = { remove: 'error', quantity: 'quantityRefused' }

export type CartIntentResult = { body: CartActionData; status: number; setCookie?: string }

type CartIntent = (deps: CartDeps, visitor: CartVisitor, locale: Locale, form: FormData) => Promise<CartOutcome>

const INTENTS: Record<string, CartIntent> = {
  remove: (deps, visitor, locale, form) => deleteItem(deps, visitor, { itemId: form.get('itemId'), locale }),
  reduction: (deps, visitor, locale, form) => applyReduction(deps, visitor, { code: form.get('code'), locale }),
  'reduction-remove': (deps, visitor, locale) => removeReduction(deps, visitor, { locale }),
  // 0 removes the item; the server checks and prices the new quantity (docs/decisions/019).
  quantity: (deps, visitor, locale, form) => changeQuantity(deps, visitor, { itemId: form.get('itemId'), quantity: form.get('quantity'), locale }),
}

/** Runs one cart form intent: remove (itemId), quantity (itemId, quantity), reduction (code) or reduction-remove. */
export async function runCartIntent(context: AppContext, request: Request, locale: Locale, form: FormData): Promise<CartIntentResult> {
  const intent = String(form.get('intent') ?? '')
  const run = Object.hasOwn(INTENTS, intent) ? INTENTS[intent] : undefined
  if (!run) {
    const message = cartMessage('badIntent', locale)
    return { body: { intent, ok: false, code: 'BAD_INTENT', event: 'error', message, errors: {}, at: Date.now() }, status: 400 }
  }
  const outcome = await run(shopDeps(context), await cartVisitor(context, request), locale, form)
  if (outcome.ok) {
    return {
      body: { intent, ok: true, code: null, event: SUCCESS_EVENT[intent] ?? null, message: null, errors: {}, at: Date.now() },
      status: 200,
      setCookie: newCartCookie(outcome, context.auth.secureCookies),
    }
  }
  return {
    body: { intent, ok: false, code: outcome.code, event: FAILURE_EVENT[intent] ?? null, message: outcome.errors?.quantity ?? outcome.message, errors: outcome.errors ?? {}, at: Date.now() },
    status: outcome.status,
  }
}

/**
 * The answer of a cart form: data for a fetcher (`_js=1`), otherwise 303 back to `returnTo` with the
 * event in `?panier=…` (errors other than a removal's are for pages that render their own answer).
 */
export function cartIntentResponse(result: CartIntentResult, form: FormData, locale: Locale) {
  const headers = new Headers()
  if (result.setCookie) headers.append('Set-Cookie', result.setCookie)
  if (form.get('_js') === '1') return data(result.body, { status: result.status, headers })
  const back = safeReturnPath(form.get('returnTo'), locale)
  return redirect(withCartStatus(back, result.body.event), { status: 303, headers })
}

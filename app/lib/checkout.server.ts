import { redirect } from 'react-router'
import type { AppContext } from '../../server/context'
import { userFromRequest } from '../../server/auth/identity.server'
import { readVisitorCart } from '../../domain/shop/cart/service.server'
import type { CartView } from '../../domain/shop/cart/types'
import { isLocale, type Locale, localizePath, stripLocale } from '../i18n/config'
import { withCartStatus } from './cart-actions.server'
import type { CartEvent } from '../components/shop/cart-action-data'
import { CHECKOUT_PATHS } from './checkout-paths'

export { CHECKOUT_PATHS }


const STEPS: readonly string[] = Object.values(CHECKOUT_PATHS)

export type CheckoutPlace = { locale: Locale; keepFr: boolean }

export function placeOf(params: { lang?: string }): CheckoutPlace {
  return { locale: isLocale(params.lang) ? params.lang : 'fr', keepFr: params.lang === 'fr' }
}

/** A checkout path in the visitor's language (keeping a /fr prefix they chose). */
export function checkoutPath(path: string, place: CheckoutPlace, event: CartEvent | null = null): string {
  return withCartStatus(localizePath(path, place.locale, place.keepFr), event)
}

/** The step after the contact form: one of the checkout steps named by `next`, else the cart step. */
export function nextStep(value: string | null): string {
  const bare = value ? stripLocale(value.split(/[?#]/)[0] ?? '') : ''
  return STEPS.includes(bare) ? bare : CHECKOUT_PATHS.cart
}

/**
 * The visitor's cart for a checkout step. An empty cart (or none) sends the visitor to the cart step
 * with "Your shopping cart is empty" (SPEC §8).
 */
export async function requireCart(context: AppContext, request: Request, place: CheckoutPlace): Promise<CartView> {
  const cart = await readVisitorCart(context, request, place.locale)
  if (!cart || cart.items.length === 0) throw redirect(checkoutPath(CHECKOUT_PATHS.cart, place, 'empty'))
  return cart
}

export async function signedInUser(context: AppContext, request: Request) {
  return userFromRequest(request, context)
}

import { redirect } from 'react-router'
import { savedContact } from '../../domain/shop/cart/placeholders'
import type { AppContext } from '../../server/context'
import { accessCookie } from '../../server/auth/cookies'
import { type SessionUser, userFromRequest } from '../../server/auth/identity.server'
import { signAccessToken } from '../../domain/accounts/access-token.server'
import { contactFormValues, getProfile, updateContact } from '../../domain/accounts/accounts.server'
import { tokenUserOf } from '../../domain/accounts/sessions.server'
import { sameSitePath } from '../../domain/navigation/same-site-path'
import type { CartView, ShippingContactView } from '../../domain/shop/cart/types'
import { SHIPPING_CONTACT_FIELDS, type ShippingContactValues } from '../../domain/shop/shipping-contact'
import { flashHeader } from '../components/account/session.server'
import { isLocale, type Locale, localizePath, stripLocale } from '../i18n/config'
import { withCartStatus } from './cart-actions.server'
import { pageCart } from './cart.server'
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

/** The step after the contact form: one of the checkout steps named by `next`, else the summary (the step after it). */
export function nextStep(value: string | null): string {
  const path = sameSitePath(value)
  const bare = path ? stripLocale(new URL(path, 'http://site.invalid').pathname) : ''
  return STEPS.includes(bare) ? bare : CHECKOUT_PATHS.summary
}

/**
 * The visitor's cart for a checkout step. An empty cart (or none) sends the visitor to the cart step
 * with "Your shopping cart is empty" (SPEC §8).
 */
export async function requireCart(context: AppContext, request: Request, place: CheckoutPlace): Promise<CartView> {
  const cart = await pageCart(context, request, place.locale)
  if (!cart || cart.orderItems.length === 0) throw redirect(checkoutPath(CHECKOUT_PATHS.cart, place, 'empty'))
  return cart
}

export async function signedInUser(context: AppContext, request: Request): Promise<SessionUser | null> {
  return userFromRequest(request, context)
}

/** Who orders, as the checkout pages show it: the account's name and e-mail (its username). */
export type CheckoutAccount = { name: string; username: string }

export function checkoutAccount(user: SessionUser | null): CheckoutAccount | null {
  if (!user) return null
  return { name: `${user.firstName} ${user.lastName}`.trim() || user.username, username: user.username }
}

/** The form's text values of a stored contact (booleans as "true"/"false"). */
function formValues(contact: ShippingContactView): Record<string, string> {
  const values: Record<string, string> = {}
  for (const field of SHIPPING_CONTACT_FIELDS) {
    const value = contact[field]
    values[field] = typeof value === 'boolean' ? String(value) : value
  }
  return values
}

export type ContactPrefill = { values: Record<string, string>; source: 'cart' | 'account' | null }

/**
 * What the contact step shows first: the cart's own contact when it has one; else, for a signed-in
 * customer, the contact of their profile (users.contactId) with the account's e-mail, terms unticked
 * (they are accepted for each order); else the empty form.
 */
export async function contactPrefill(context: AppContext, cart: CartView, user: SessionUser | null): Promise<ContactPrefill> {
  const saved = savedContact(cart)
  if (saved) return { values: formValues(saved), source: 'cart' }
  if (!user) return { values: {}, source: null }
  const profile = await getProfile(context.db, user.id)
  if (!profile) return { values: {}, source: null }
  return { values: { ...contactFormValues(profile.shippingContact), email: profile.username, cg: 'false' }, source: 'account' }
}

/**
 * The customer asked to keep the contact they ordered with ("Save these details in my account"): it
 * becomes their profile contact, with the profile's own rules (the checkout's minus the terms box).
 * Answers the Set-Cookie values to send: a new access token (the names may have changed) and the
 * one-time "personal data updated" status; none when the profile refused the values.
 */
export async function saveContactToAccount(
  context: AppContext,
  user: SessionUser,
  values: ShippingContactValues,
  locale: Locale,
): Promise<string[]> {
  const result = await updateContact({ db: context.db }, { userId: user.id, values, locale })
  if (result.status !== 'saved') {
    context.log.warn({ user: user.id, fields: Object.keys(result.errors) }, 'checkout contact not saved to the account')
    return []
  }
  const token = await signAccessToken(context.auth, tokenUserOf(result.user))
  return [accessCookie(token, undefined, { secure: context.auth.secureCookies }), flashHeader('saved_personal_data', context)]
}

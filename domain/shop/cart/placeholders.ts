/**
 * SPEC §3: "A new order without contact or user gets a placeholder contact and user with id
 * 'default'. An order has a user only if the user id is not default." The cart answers always carry
 * both; these read them back as "none" (docs/decisions/053). Browser-safe and without imports: the
 * pages' code takes it (the placeholder contact itself is built by the server, in view.server.ts).
 */
import type { CartView, ShippingContactView } from './types'

export const PLACEHOLDER_ID = 'default'

/** The cart's contact once one was given; null while it is the placeholder. */
export const savedContact = (cart: Pick<CartView, 'shippingContact'>): ShippingContactView | null =>
  cart.shippingContact.id === PLACEHOLDER_ID ? null : cart.shippingContact

/** The account the cart belongs to; null for a guest's cart (its user is the placeholder). */
export const accountIdOf = (cart: Pick<CartView, 'user'>): number | null => (cart.user.id === PLACEHOLDER_ID ? null : cart.user.id)

import { hasErrors, validate } from '../../validation'
import { shippingContactRules, type ShippingContactValues } from '../shipping-contact'
import { storedContact } from '../stored-contact'
import type { CartDeps, CartVisitor } from './deps'
import { lookUpGuestEmail } from './account-lookup.server'
import { type CartOutcome, cartNotFound, refusal } from './outcome'
import { insertContact, isProfileContact, updateCart, updateContact } from './repository.server'
import { changeVisitorCart, findVisitorCart } from './transaction.server'

/**
 * PUT /cart/shipping-contact, PUT /contact/add and the checkout's contact step: checks the contact
 * (`contact`: the form's values as read by readShippingContact) with the rules of SPEC §5 (the
 * server's verdict) and stores it as the cart's own copy. A guest who gives the e-mail of an existing
 * account gets 409 user_already_exists (SPEC §8): they log in and the cart follows them. That answer
 * tells whether an address has an account, so it is given only to a visitor who has a cart
 * (otherwise 404 before anything is looked up) and under the limits of account-lookup.server.ts:
 * an e-mail found to have an account counts on the sign-up limit of the address, a guest's own
 * new e-mail does not (guests share addresses).
 */
export async function setShippingContact(
  deps: CartDeps,
  visitor: CartVisitor,
  input: { contact: ShippingContactValues; locale: string },
): Promise<CartOutcome> {
  const { contact, locale } = input
  if (!(await findVisitorCart(deps.db, visitor))) return cartNotFound()
  const errors = validate(shippingContactRules(contact), contact, locale)
  if (hasErrors(errors)) return refusal(400, 'form_errors', 'formErrors', locale, {}, { errors })
  const stored = storedContact(contact)
  if (visitor.userId === null) {
    const lookup = await lookUpGuestEmail(deps.db, { clientAddress: visitor.clientAddress, email: stored.email, now: deps.now() })
    if (lookup.blocked) return refusal(429, 'TOO_MANY_ATTEMPTS', 'tooManyAttempts', locale, {}, { retryAfterSeconds: lookup.retryAfterSeconds })
    if (lookup.hasAccount) return refusal(409, 'user_already_exists', 'userAlreadyExists', locale)
  }
  return changeVisitorCart(deps, visitor, { locale, create: false }, async (tx, cart) => {
    const own = cart.shippingContactId !== null && !(await isProfileContact(tx, cart.shippingContactId))
    if (own) {
      await updateContact(tx, cart.shippingContactId as number, stored)
    } else {
      const id = await insertContact(tx, stored)
      await updateCart(tx, cart.id, { shippingContactId: id })
    }
  })
}

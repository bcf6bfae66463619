import { attemptKeys, countAttempt } from '../../accounts/attempts.server'
import { parseSwissDate } from '../../format/date'
import { hasErrors, isTicked, toE164, validate } from '../../validation'
import { shippingContactRules, type ShippingContactValues } from '../shipping-contact'
import type { CartDeps, CartVisitor } from './deps'
import { type CartOutcome, cartNotFound, refusal } from './outcome'
import { type ContactValues, findUserIdByUsername, insertContact, isProfileContact, updateCart, updateContact } from './repository.server'
import { changeVisitorCart, findVisitorCart } from './transaction.server'

/** The contact's values as stored: phone in E.164, birthdate ISO, booleans. */
function contactValues(values: ShippingContactValues): ContactValues {
  const text = (name: keyof ShippingContactValues) => (values[name] ?? '').trim()
  const country = text('country') || 'CH'
  return {
    title: text('title') || 'mr',
    firstName: text('firstName'),
    lastName: text('lastName'),
    street: text('street'),
    streetNumber: text('streetNumber'),
    complement: text('complement'),
    zip: text('zip'),
    city: text('city'),
    country,
    state: text('state'),
    phone: toE164(text('phone'), country) ?? text('phone'),
    birthdate: parseSwissDate(text('birthdate')),
    email: text('email').toLowerCase(),
    cg: isTicked(text('cg')),
    dataUse: isTicked(text('dataUse')),
  }
}

/**
 * PUT /cart/shipping-contact, PUT /contact/add and the checkout's contact step: checks the contact
 * (`contact`: the form's values as read by readShippingContact) with the rules of SPEC §5 (the
 * server's verdict) and stores it as the cart's own copy. A guest who gives the e-mail of an existing
 * account gets 409 user_already_exists (SPEC §8): they log in and the cart follows them. That answer
 * tells whether an address has an account, so it is given only to a visitor who has a cart
 * (otherwise 404 before anything is looked up) and under the sign-up limit of their address (same
 * counter: 10 in 15 minutes, whichever of the two calls probes).
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
  const stored = contactValues(contact)
  if (visitor.userId === null) {
    const limited = await countAttempt(deps.db, attemptKeys('signup', visitor.clientAddress, null), undefined, deps.now())
    if (limited.blocked) {
      return refusal(429, 'TOO_MANY_ATTEMPTS', 'tooManyAttempts', locale, {}, { retryAfterSeconds: limited.retryAfterSeconds })
    }
    if ((await findUserIdByUsername(deps.db, stored.email)) !== null) return refusal(409, 'user_already_exists', 'userAlreadyExists', locale)
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

/**
 * What a cart command answers: the visitor's cart, or a failure with a stable code, an HTTP status
 * and a message in the asked language (French or English, from the cart's messages; the texts SPEC §5
 * quotes stay in English). One failure type for every command, the API and the pages.
 */
import { firstErrors } from '../context/check'
import { type CartMessageKey, type CartMessageParams, cartMessage, SPEC_MESSAGES } from './messages'
import type { CartView } from './types'

export type CartFailure = {
  ok: false
  status: 400 | 404 | 409 | 429
  code: string
  message: string
  /** field → message (forms). */
  errors?: Record<string, string>
  /** Per data entry (context line) field → message, for context forms. */
  entries?: Array<Record<string, string>>
  /** With 429: seconds until the limit's window ends (the Retry-After header, not the body). */
  retryAfterSeconds?: number
  /** The cart as it now stands, when the refusal marks some of its items (a rental taken at the hold). */
  cart?: CartView
}

/**
 * `newCartToken`: the command created the visitor's cart; the server gives the visitor this token in
 * the cart cookie (the database keeps only its hash).
 */
export type CartSuccess = { ok: true; cart: CartView; newCartToken?: string }
export type CartOutcome = CartSuccess | CartFailure

type FailureDetails = Pick<CartFailure, 'errors' | 'entries' | 'retryAfterSeconds' | 'cart'>

export function cartFailure(status: CartFailure['status'], code: string, message: string, details: FailureDetails = {}): CartFailure {
  return { ok: false, status, code, message, ...details }
}

/** A failure whose message is one of the cart's texts, in the asked language. */
export function refusal(
  status: CartFailure['status'],
  code: string,
  key: CartMessageKey,
  locale: string,
  params: CartMessageParams = {},
  details: FailureDetails = {},
): CartFailure {
  return cartFailure(status, code, cartMessage(key, locale, params), details)
}

/**
 * A failure thrown: inside a cart transaction it rolls the change back and becomes the answer; the
 * pages' adapters throw it to the route, which shows it in its form.
 */
export class CartError extends Error {
  readonly status: CartFailure['status']
  readonly code: string
  readonly errors: Record<string, string>
  readonly entries: Array<Record<string, string>>
  constructor(readonly failure: CartFailure) {
    super(failure.message)
    this.name = 'CartError'
    this.status = failure.status
    this.code = failure.code
    this.errors = failure.errors ?? {}
    this.entries = failure.entries ?? []
  }
}

/** Another visitor's cart answers exactly like one that does not exist (docs/decisions/011). */
export const cartNotFound = (): CartFailure => cartFailure(404, 'CART_NOT_FOUND', SPEC_MESSAGES.cartNotFound)

export const itemNotFound = (locale: string): CartFailure => refusal(404, 'ITEM_NOT_FOUND', 'itemNotFound', locale)

/** form_errors with the errors of each context line and, for the form, each field's first message. */
export function formErrors(locale: string, entries: Array<Record<string, string>>): CartFailure {
  return refusal(400, 'form_errors', 'formErrors', locale, {}, { errors: firstErrors(entries), entries })
}

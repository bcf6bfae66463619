import type { ContextEntry } from '../../../domain/shop/context'

/**
 * The fetcher the product form posts through with JavaScript (no navigation: the page stays where
 * it is and the cart slide-in can open); the cart's status message listens to it for "Added to cart".
 */
export const PRODUCT_FETCHER_KEY = 'product-form'

/** Field the form sends when JavaScript posts it: the action then answers data, not a redirect. */
export const JS_FIELD = '_js'

/** What the product page's action answers; the form shows it again (with JavaScript or without). */
export type ProductActionData =
  | { status: 'added'; cartCount: number; entries: ContextEntry[] }
  | {
      /** invalid: field errors; edit: a line was added or removed; error: the cart refused. */
      status: 'invalid' | 'edit' | 'error'
      entries: ContextEntry[]
      /** Per line, field → message in the page's language. */
      errors: Array<Record<string, string>>
      message: string | null
    }

/** The price shown beside the form, as the server last computed it. */
export type PriceState =
  | { state: 'incomplete' }
  | { state: 'loading' }
  | { state: 'priced'; total: number; currency: string }
  | { state: 'unavailable'; message: string | null }

/** The server's answer to POST /product/check/price/{id}, read as a price state. */
export function priceStateOf(status: number, body: unknown): PriceState {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  if (status === 400) return { state: 'incomplete' }
  if (status !== 200) return { state: 'unavailable', message: null }
  if (typeof answer.total === 'number' && Number.isFinite(answer.total)) {
    return { state: 'priced', total: answer.total, currency: typeof answer.currency === 'string' ? answer.currency : 'CHF' }
  }
  return { state: 'unavailable', message: typeof answer.message === 'string' ? answer.message : null }
}

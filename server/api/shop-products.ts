import { Hono } from 'hono'
import { MAX_QUERY_LENGTH } from '../../domain/address/types'
import type { AppEnv } from '../env'

/** The shop's language: English when asked, French otherwise (German and Italian fall back to it). */
export function shopLocale(value: string | undefined): 'fr' | 'en' {
  return value?.trim() === 'en' ? 'en' : 'fr'
}

/**
 * /shop/api/store: products, their contexts and prices, and address suggestions (SPEC §7).
 * Errors answer {code, message}, plus `errors` (field → message) for an invalid context.
 */
export function shopProductsApi() {
  const api = new Hono<AppEnv>()

  /** GET /address/suggestions?q=…&locale=… → {suggestions}: the fullAddress autocomplete. */
  api.get('/address/suggestions', async (c) => {
    const query = (c.req.query('q') ?? '').slice(0, MAX_QUERY_LENGTH)
    const suggestions = await c.get('app').address.suggest(query, shopLocale(c.req.query('locale')))
    return c.json({ suggestions })
  })

  return api
}

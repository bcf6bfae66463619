/**
 * The rent of a period of weekly rental: the sum over its weeks of the special-offer price when there
 * is one, else the week's price. Amounts are integer centimes. Pure; the server is the authority
 * (a total computed by a browser is only a display).
 */

export type PricedWeek = { startDate: string; endDate: string; price: number; specialPrice: number | null }

/** One week of a quote: `price` is what is charged, `regularPrice` the week's list price. */
export type QuotedWeek = { startDate: string; endDate: string; price: number; regularPrice: number }

export type WeeksQuote = { ok: true; total: number; weeks: QuotedWeek[] } | { ok: false; missing: string[] }

/** What a week costs: its special-offer price when set, else its price. */
export function chargedPrice(week: Pick<PricedWeek, 'price' | 'specialPrice'>): number {
  return week.specialPrice ?? week.price
}

/**
 * The special-offer price a displayed price shows beside its regular one, or null: only a lower one.
 * A card's "from" prices are the lowest of each kind over all weeks, so its lowest special price may
 * be above its lowest regular price.
 */
export function lowerSpecialPrice(offer: { price: number; specialPrice: number | null }): number | null {
  return offer.specialPrice !== null && offer.specialPrice < offer.price ? offer.specialPrice : null
}

/**
 * Prices the weeks starting on each of `starts` from the given price weeks; fails with the start
 * dates that have no price.
 */
export function quoteWeeks(priced: readonly PricedWeek[], starts: readonly string[]): WeeksQuote {
  const byStart = new Map(priced.map((w) => [w.startDate, w]))
  const missing = starts.filter((start) => !byStart.has(start))
  if (missing.length > 0 || starts.length === 0) return { ok: false, missing }
  const weeks = starts.map((start) => {
    const week = byStart.get(start) as PricedWeek
    return { startDate: week.startDate, endDate: week.endDate, price: chargedPrice(week), regularPrice: week.price }
  })
  return { ok: true, total: weeks.reduce((sum, w) => sum + w.price, 0), weeks }
}

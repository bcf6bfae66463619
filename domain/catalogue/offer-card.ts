/**
 * What a list shows of a rental or a sale besides its text (a search result). Browser-safe.
 */
import type { CatalogueImage } from './types'

/** A rental or a sale named elsewhere (a search result). */
export type OfferRef = { kind: 'location' | 'sale'; id: number }

/**
 * Its first picture and its list price, as the catalogue lists show it (lowest upcoming weekly
 * price and special price of a holiday rental, the monthly rent of an annual rental, the price of
 * a sale), in centimes.
 */
export type OfferCard = {
  image: CatalogueImage | null
  price: number | null
  specialPrice: number | null
  per: 'week' | 'month' | null
  /** A lowest price ("from"). */
  from: boolean
}

export const offerKey = (ref: OfferRef): string => `${ref.kind}-${ref.id}`

/** The offer a search result stands for, or null for a news item, a job, a page… */
export function offerOfResult(result: { type: string; id: number }): OfferRef | null {
  if (result.type === 'location' || result.type === 'annual_location') return { kind: 'location', id: result.id }
  if (result.type === 'sale') return { kind: 'sale', id: result.id }
  return null
}

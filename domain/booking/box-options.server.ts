/**
 * The options the booking box offers under a stay (docs/decisions/023): the seeded options sold
 * under a rental, less those the rental includes, each with its price for the stay shown (the final
 * cleaning for the rental's rooms, the laundry kits for every guest). The cart prices them again
 * when they are added: this price is only what the box shows.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { type IncludedItems, type Localized, products, PUBLISHED } from '../../db/schema'
import type { DbOrTx } from '../../db/types'
import { priceContext } from '../shop/pricing'
import { BOX_OPTION_REFERENCES, isIncludedOption, optionEntry } from './rental-options'
import { textIn } from '../i18n/bilingual'

export type BoxOption = { id: number; reference: string; title: string; price: number | null }

type RentalOf = { included: Partial<IncludedItems> | null; rooms: number; persons: number }

export async function boxOptions(db: DbOrTx, rental: RentalOf, locale: string): Promise<BoxOption[]> {
  const rows = await db
    .select({ id: products.id, reference: products.reference, title: products.title, basePrice: products.basePrice, pricing: products.pricing, bulk: products.bulk })
    .from(products)
    .where(and(inArray(products.reference, [...BOX_OPTION_REFERENCES]), eq(products.status, PUBLISHED)))
  // Any stay: the price depends on the rooms and the party, not on the dates.
  const stay = { arrival: '2000-01-01', departure: '2000-01-08', rooms: rental.rooms, persons: rental.persons }
  return rows
    .filter((row) => !isIncludedOption(row.reference, rental.included))
    .sort((a, b) => BOX_OPTION_REFERENCES.indexOf(a.reference as never) - BOX_OPTION_REFERENCES.indexOf(b.reference as never))
    .map((row) => ({
      id: row.id,
      reference: row.reference,
      title: textIn(row.title as Localized, locale),
      price: priceContext(row, [optionEntry(row.reference, stay)]),
    }))
}

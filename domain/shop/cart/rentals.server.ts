/**
 * What the cart shows of its rental items beyond their amounts (docs/decisions/023): the location
 * they book (SPEC §3 `subscriber`) and the hold of the payment step. Queries only.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { bookings, images, type Localized, locations, locationTranslations } from '../../../db/schema'
import type { DbOrTx } from '../../../db/types'
import type { CartHold, CartSubscriber } from './types'

/** The locations sold by these rental products, by product id, in a language. */
export async function subscribersOf(db: DbOrTx, productIds: readonly number[], locale: string): Promise<Map<number, CartSubscriber>> {
  if (productIds.length === 0) return new Map()
  const rows = await db
    .select({
      productId: locations.productId,
      id: locations.id,
      reference: locations.reference,
      persons: locations.persons,
      rooms: locations.numberOfRooms,
      included: locations.included,
      title: locationTranslations.title,
      slug: locationTranslations.slug,
      locale: locationTranslations.locale,
    })
    .from(locations)
    .innerJoin(locationTranslations, eq(locationTranslations.locationId, locations.id))
    .where(inArray(locations.productId, [...productIds]))
  const pictures = await picturesOf(db, [...new Set(rows.map((r) => r.id))])
  const found = new Map<number, CartSubscriber>()
  for (const row of rows) {
    if (row.productId === null || (found.has(row.productId) && row.locale !== locale)) continue
    found.set(row.productId, {
      id: row.id,
      reference: row.reference,
      title: row.title,
      slug: row.slug,
      numberOfPersons: row.persons,
      numberOfRooms: row.rooms,
      images: pictures.get(row.id) ?? [],
      included: row.included,
    })
  }
  return found
}

type Formats = Record<string, { url?: string }>

async function picturesOf(db: DbOrTx, locationIds: number[]): Promise<Map<number, CartSubscriber['images']>> {
  if (locationIds.length === 0) return new Map()
  const rows = await db
    .select({ ownerId: images.ownerId, formats: images.formats, caption: images.caption })
    .from(images)
    .where(and(eq(images.zone, 'location'), inArray(images.ownerId, locationIds)))
    .orderBy(asc(images.position), asc(images.id))
  const byOwner = new Map<number, CartSubscriber['images']>()
  for (const row of rows) {
    const formats = row.formats as Formats
    const url = formats.large?.url ?? formats.base?.url
    if (!url) continue
    const caption = (row.caption as Localized | null)?.fr ?? ''
    byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), { largeFormat: url, caption }])
  }
  return byOwner
}

/** The live holds of these items (a hold whose time has not run out), with their expiry. */
export async function liveHoldsOf(db: DbOrTx, itemIds: readonly number[]): Promise<Map<number, CartHold>> {
  if (itemIds.length === 0) return new Map()
  const rows = await db
    .select({ itemId: bookings.orderItemId, expiresAt: bookings.expiresAt })
    .from(bookings)
    .where(and(inArray(bookings.orderItemId, [...itemIds]), eq(bookings.status, 'hold'), sql`${bookings.expiresAt} > now()`))
    .orderBy(desc(bookings.expiresAt))
  const holds = new Map<number, CartHold>()
  for (const row of rows) {
    if (row.itemId !== null && row.expiresAt && !holds.has(row.itemId)) {
      holds.set(row.itemId, { status: 'held', expiresAt: new Date(row.expiresAt).toISOString() })
    }
  }
  return holds
}

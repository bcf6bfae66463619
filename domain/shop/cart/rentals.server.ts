/**
 * What the cart shows of its rental items beyond their amounts (docs/decisions/023): the location
 * they book (SPEC §3 `subscriber`) and the hold of the payment step. Queries only.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { bookings, images, locations, locationTranslations } from '../../../db/schema'
import type { DbOrTx } from '../../../db/types'
import { imageColumns, toImage } from '../../catalogue/images.repository.server'
import type { CartHold, CartSubscriber } from './types'

/** The location a rental product sells; the party booked (`numberOfPersons`) is the item's own. */
export type RentalLocation = Omit<CartSubscriber, 'numberOfPersons'>

/** The locations sold by these rental products, by product id, in a language. */
export async function subscribersOf(db: DbOrTx, productIds: readonly number[], locale: string): Promise<Map<number, RentalLocation>> {
  if (productIds.length === 0) return new Map()
  const rows = await db
    .select({
      productId: locations.productId,
      id: locations.id,
      reference: locations.reference,
      rooms: locations.numberOfRooms,
      included: locations.included,
      title: locationTranslations.title,
      slug: locationTranslations.slug,
      locale: locationTranslations.locale,
    })
    .from(locations)
    .innerJoin(locationTranslations, eq(locationTranslations.locationId, locations.id))
    .where(inArray(locations.productId, [...productIds]))
  const pictures = await picturesOf(db, [...new Set(rows.map((r) => r.id))], locale)
  const found = new Map<number, RentalLocation>()
  for (const row of rows) {
    if (row.productId === null || (found.has(row.productId) && row.locale !== locale)) continue
    found.set(row.productId, {
      id: row.id,
      reference: row.reference,
      title: row.title,
      slug: row.slug,
      numberOfRooms: row.rooms,
      images: pictures.get(row.id) ?? [],
      included: row.included,
    })
  }
  return found
}

/** A rental's pictures with `largeFormat`, the address SPEC §3 names for a subscriber's images. */
async function picturesOf(db: DbOrTx, locationIds: number[], locale: string): Promise<Map<number, CartSubscriber['images']>> {
  if (locationIds.length === 0) return new Map()
  const rows = await db
    .select(imageColumns)
    .from(images)
    .where(and(eq(images.zone, 'location'), inArray(images.ownerId, locationIds)))
    .orderBy(asc(images.position), asc(images.id))
  const byOwner = new Map<number, CartSubscriber['images']>()
  for (const row of rows) {
    const url = row.formats.large?.url ?? row.formats.base?.url
    if (!url) continue
    byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), { ...toImage(row, locale), largeFormat: url }])
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

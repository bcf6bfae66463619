/**
 * Rentals and their options in a cart (docs/decisions/023), inside a cart transaction: a stay is put
 * once (the same rental and period again changes its party instead of adding a second item: a double
 * submission adds nothing); an option hangs only under a rental item, is refused when the rental
 * includes it, takes the rental's period (what includedInRentalDates judges) and, for the final
 * cleaning, the rental's rooms.
 */
import { eq } from 'drizzle-orm'
import { locations } from '../../../db/schema'
import { isIncludedOption, withRentalRooms } from '../../booking/rental-options'
import { isOnePerStay, quantityAllowed } from '../../booking/one-per-stay'
import { rentalSubTitle } from '../../booking/rental-product'
import type { DbOrTx, Tx } from '../../../db/types'
import type { ContextEntry } from '../context'
import type { ItemPrice } from '../pricing/price-item.server'
import type { CartDeps } from './deps'
import { checkAndPrice, newItem, parseId } from './items.server'
import { CartError, itemNotFound, refusal } from './outcome'
import { type CartRow, insertItems, type ItemRow, listItems, type ProductRow, updateItem } from './repository.server'

/** A stay's period as its context names it. */
const periodOf = (entries: readonly ContextEntry[]) => `${entries[0]?.startPeriod ?? ''}/${entries[0]?.endPeriod ?? ''}`

/** Puts a checked and priced stay in the cart, or changes the party of the same stay already there. The item's id. */
export async function putRental(tx: Tx, cart: CartRow, product: ProductRow, entries: ContextEntry[], price: ItemPrice): Promise<number> {
  const subTitle = price.stay ? rentalSubTitle({ arrival: price.stay.arrival, departure: price.stay.departure, persons: price.stay.guests.total }) : null
  const items = await listItems(tx, cart.id)
  const same = items.find((item) => item.productId === product.id && periodOf(item.context) === periodOf(entries))
  if (same) {
    await updateItem(tx, same.id, { context: entries, ...(subTitle ? { subTitle } : {}) })
    return same.id
  }
  const item = newItem(product, entries, price, null)
  const [id] = await insertItems(tx, cart.id, [subTitle ? { ...item, subTitle } : item])
  return id as number
}

/** The rental item of the cart an option names as its parent: another id is ITEM_NOT_FOUND, another item refused. */
export async function rentalParent(tx: Tx, cart: CartRow, linked: unknown, locale: string): Promise<ItemRow> {
  const id = parseId(linked)
  const parent = id === null ? undefined : (await listItems(tx, cart.id)).find((item) => item.id === id)
  if (!parent) throw new CartError(itemNotFound(locale))
  if (parent.product.category !== 'rental') throw new CartError(refusal(400, 'option_needs_rental', 'optionNeedsRental', locale))
  return parent
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The quantity a body asks for: the sum over its entries (1 each when not given). */
function sentQuantity(raw: unknown): number {
  const list = Array.isArray(raw) ? raw : isRecord(raw) && Array.isArray(raw.data) ? raw.data : raw === undefined ? [{}] : [raw]
  return list.reduce<number>((sum, entry) => sum + (isRecord(entry) && entry.quantity !== undefined ? Number(entry.quantity) : 1), 0)
}

/**
 * The entries of a body (a list, one entry or {data}) with the rental's period carried, and its rooms
 * for the cleaning. An option sold once per stay (the insurance) is one entry of quantity 1.
 */
function underRental(raw: unknown, parent: ItemRow, reference: string, rooms: number): unknown[] {
  const list = Array.isArray(raw) ? raw : isRecord(raw) && Array.isArray(raw.data) ? raw.data : raw === undefined ? [] : [raw]
  if (isOnePerStay(reference)) {
    const entry = isRecord(list[0]) ? list[0] : {}
    return [{ ...entry, startPeriod: parent.startPeriod, endPeriod: parent.endPeriod, quantity: 1 }]
  }
  return list.map((entry) =>
    withRentalRooms(reference, { ...(isRecord(entry) ? entry : {}), startPeriod: parent.startPeriod, endPeriod: parent.endPeriod }, rooms),
  )
}

/**
 * An option's context as the cart takes it under a rental: the rental's period, and its rooms for
 * the cleaning, whatever the client sent (adding it, or changing it later by POST /cart/update).
 */
export async function optionContextUnder(db: DbOrTx, parent: ItemRow, reference: string, raw: unknown): Promise<unknown[]> {
  const [rental] = await db.select({ rooms: locations.numberOfRooms }).from(locations).where(eq(locations.productId, parent.productId))
  return underRental(raw, parent, reference, rental?.rooms ?? 1)
}

/**
 * Puts an option under a rental item of the cart. `skipPresent`: an option of the same product
 * already under it is kept as it is (a double submission of the booking box adds nothing).
 */
export async function putOption(
  tx: Tx,
  deps: CartDeps,
  input: { cart: CartRow; parent: ItemRow; product: ProductRow; raw: unknown; locale: string; on: string; skipPresent?: boolean },
): Promise<void> {
  const { cart, parent, product, locale, on } = input
  const [rental] = await tx
    .select({ included: locations.included, rooms: locations.numberOfRooms })
    .from(locations)
    .where(eq(locations.productId, parent.productId))
  if (rental && isIncludedOption(product.reference, rental.included)) {
    throw new CartError(refusal(400, 'option_included', 'optionIncluded', locale))
  }
  if (isOnePerStay(product.reference) && !quantityAllowed(product.reference, sentQuantity(input.raw))) {
    throw new CartError(refusal(400, 'quantity_not_changeable', 'quantityNotChangeable', locale))
  }
  // A double submission adds nothing; an option sold once per stay is never there twice.
  if (input.skipPresent || isOnePerStay(product.reference)) {
    const items = await listItems(tx, cart.id)
    if (items.some((item) => item.linkedToItemId === parent.id && item.productId === product.id)) return
  }
  const raw = underRental(input.raw, parent, product.reference, rental?.rooms ?? 1)
  const checked = await checkAndPrice({ ...deps, db: tx }, { product, raw, locale, on })
  if (!checked.ok) throw new CartError(checked.failure)
  await insertItems(tx, cart.id, [newItem(product, checked.entries, checked.price, parent.id)])
}

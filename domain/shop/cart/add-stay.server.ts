/**
 * The rental page's "Book" (docs/decisions/023): a stay put in the visitor's cart as a rental item,
 * with the options the booking box ticked, all in one transaction (a refused option leaves no stay
 * behind). Sent twice (a double click, a form sent again), it adds nothing more: the same stay
 * changes its party, an option already under it stays as it is.
 */
import { eq } from 'drizzle-orm'
import { locations } from '../../../db/schema'
import { optionEntry } from '../../booking/rental-options'
import { rentalEntry } from '../../booking/rental-product'
import type { Guests } from '../../booking/rules/capacity'
import type { Stay } from '../../booking/rules/stay-rules'
import type { CartDeps, CartVisitor } from './deps'
import { todayInResort } from '../../booking/rules/calendar'
import { checkAndPrice, productOf } from './items.server'
import { CartError, type CartOutcome, cartFailure } from './outcome'
import { putOption, putRental } from './rental-items.server'
import { listItems } from './repository.server'
import { changeVisitorCart } from './transaction.server'
import { SPEC_MESSAGES } from './messages'

export type AddStayInput = {
  locationId: number
  stay: Stay
  guests: Guests
  /** Product ids of the options ticked in the box (unknown ones are refused as products are). */
  optionIds: readonly number[]
  locale: string
}

export async function addStay(deps: CartDeps, visitor: CartVisitor, input: AddStayInput): Promise<CartOutcome> {
  const { locale } = input
  const [rental] = await deps.db
    .select({ productId: locations.productId, rooms: locations.numberOfRooms })
    .from(locations)
    .where(eq(locations.id, input.locationId))
  if (!rental || rental.productId === null) return cartFailure(404, 'PRODUCT_NOT_FOUND', SPEC_MESSAGES.productNotFound)
  const found = await productOf(deps, rental.productId)
  if ('failure' in found) return found.failure
  const entry = rentalEntry(input.stay, input.guests)
  const checked = await checkAndPrice(deps, { product: found.product, raw: [entry], locale, on: todayInResort(deps.now()) })
  if (!checked.ok) return checked.failure
  const persons = input.guests.adults + input.guests.childAges.length
  return changeVisitorCart(deps, visitor, { locale, create: true }, async (tx, cart, on) => {
    const rentalId = await putRental(tx, cart, found.product, checked.entries, checked.price)
    const parent = (await listItems(tx, cart.id)).find((item) => item.id === rentalId)
    if (!parent) throw new Error('the rental item just put is missing')
    for (const optionId of new Set(input.optionIds)) {
      const option = await productOf({ db: tx }, optionId)
      if ('failure' in option) throw new CartError(option.failure)
      const raw = [optionEntry(option.product.reference, { ...input.stay, persons, rooms: rental.rooms })]
      await putOption(tx, deps, { cart, parent, product: option.product, raw, locale, on, skipPresent: true })
    }
  })
}

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/client.server'
import { locations, locationTranslations, productCategories, products } from '../../../db/schema'
import { createRentalProducts } from '../../booking/rental-products.server'
import { newWeeklyRental, saturdayIn, weeksFrom } from '../../booking/fixtures.test-data'
import { formatDate } from '../../format/date'
import { vatIncluded } from '../../vat/rates'
import { priceItem } from '../pricing/price-item.server'
import { addItem } from './add-item.server'
import { addStay } from './add-stay.server'
import type { CartDeps } from './deps'
import { cartDatabase, holderOf, newVisitor, testCartDeps } from './fixtures.test-data'
import { holdRentals } from './hold-rentals.server'
import { updateVisitorCart } from './update-cart.server'
import { findProduct } from './repository.server'

/**
 * Rentals in the cart on a database of their own (PGlite, or PostgreSQL with TEST_DATABASE_URL): the
 * `rental` branch of the one pricing function, options only under a rental and never one it
 * includes, and the holds of the payment step.
 */

let database: Database
let close: () => Promise<void>
let deps: CartDeps
let rentalProduct: number
let includingProduct: number
let cleaning: number
let kit: number
const week = weeksFrom(saturdayIn(1))
const stayEntry = (extra: Record<string, unknown> = {}) => [{ startPeriod: week.arrival, endPeriod: week.departure, adults: 2, children: '3,10', ...extra }]

async function rentalOf(db: Database['db'], title: string, included: Record<string, boolean> | null): Promise<number> {
  const id = await newWeeklyRental(db)
  if (included) await db.update(locations).set({ included: { ...included, deposit: null } as never }).where(eq(locations.id, id))
  await db.insert(locationTranslations).values([
    { locationId: id, locale: 'fr', title, slug: 'chalet' },
    { locationId: id, locale: 'en', title, slug: 'chalet' },
  ])
  return id
}

async function option(db: Database['db'], reference: string, categoryId: number, fields: unknown[], pricing: unknown): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({
      categoryId,
      reference,
      type: 'option',
      title: { fr: reference },
      basePrice: 6_000,
      contextModel: { code: 'o', title: { fr: 'o' }, bulk: false, carried: ['startPeriod', 'endPeriod'], fields },
      pricing: pricing as Record<string, unknown>,
    })
    .returning()
  return row.id
}

beforeAll(async () => {
  const opened = await cartDatabase('rental_items')
  ;({ database, close } = opened)
  const { db } = database
  deps = testCartDeps(db)
  await db.insert(productCategories).values({ code: 'rental', label: { fr: 'Location', en: 'Rental' } })
  const [options] = await db.insert(productCategories).values({ code: 'option', label: { fr: 'Option', en: 'Option' } }).returning()
  const plain = await rentalOf(db, 'Chalet Simple', { finalCleaning: false, bedSheets: false, touristTax: false })
  const including = await rentalOf(db, 'Chalet Tout Compris', { finalCleaning: true, bedSheets: true, touristTax: false })
  await createRentalProducts(db)
  const ids = await db.select({ id: locations.id, productId: locations.productId }).from(locations)
  rentalProduct = ids.find((r) => r.id === plain)?.productId as number
  includingProduct = ids.find((r) => r.id === including)?.productId as number
  const rooms = { name: 'rooms', type: 'select', label: { fr: 'Pièces' }, rules: [{ kind: 'required' }], min: 1, max: 8 }
  const dateFrom = { name: 'dateFrom', type: 'date', label: { fr: 'Date' }, rules: [{ kind: 'required' }, { kind: 'includedInRentalDates' }] }
  cleaning = await option(db, 'OPT-CLEANING', options.id, [rooms, dateFrom], { kind: 'perUnit', units: ['rooms'], minimum: 15_000 })
  kit = await option(db, 'OPT-TOWELS', options.id, [dateFrom], { kind: 'fixed' })
}, 120_000)
afterAll(async () => {
  await close?.()
})

describe('the rental branch of priceItem', () => {
  it('prices a stay by the quote: rent + tourist tax, the VAT on the rent only', async () => {
    const product = (await findProduct(database.db, rentalProduct)) as NonNullable<Awaited<ReturnType<typeof findProduct>>>
    const pricing = await priceItem({ db: database.db }, { product, entries: stayEntry(), on: saturdayIn(0) })
    if (pricing.status !== 'priced') throw new Error(pricing.status)
    // 1'500.00 a week; two adults at 3.00 and a child of 10 at 1.50 for 7 nights, the child of 3 free.
    const touristTax = 7 * (2 * 300 + 150)
    expect(pricing.price).toMatchObject({ total: 150_000 + touristTax, touristTax, vatRate: 380, startPeriod: week.arrival, endPeriod: week.departure })
    expect(pricing.price.totalExcludingTax).toBe(150_000 + touristTax - vatIncluded(150_000, 380))
    expect(pricing.price.stay).toMatchObject({ rent: 150_000, nights: 7, guests: { adults: 2, total: 4 } })
  })

  it('answers the rules refusal of a stay they refuse', async () => {
    const product = (await findProduct(database.db, rentalProduct)) as NonNullable<Awaited<ReturnType<typeof findProduct>>>
    const sunday = await priceItem({ db: database.db }, { product, entries: stayEntry({ startPeriod: '2030-01-06' }), on: saturdayIn(0) })
    expect(sunday).toMatchObject({ status: 'refused', code: 'arrival_weekday' })
    const crowd = await priceItem({ db: database.db }, { product, entries: stayEntry({ adults: 9 }), on: saturdayIn(0) })
    expect(crowd).toMatchObject({ status: 'refused', code: 'over_capacity' })
  })
})

describe('options under a rental', () => {
  it('go only under a rental item, take its period and its rooms, and refuse a date outside the stay', async () => {
    const visitor = newVisitor()
    const first = await addItem(deps, visitor, { productId: rentalProduct, entries: stayEntry(), locale: 'fr' })
    const holder = holderOf(first, visitor)
    if (!first.ok) throw new Error(first.code)
    const parent = first.cart.orderItems[0]
    const withCleaning = await addItem(deps, holder, { productId: cleaning, entries: [{ rooms: 1, dateFrom: formatDate(week.departure) }], linkedToItem: parent.id, locale: 'fr' })
    if (!withCleaning.ok) throw new Error(withCleaning.message)
    // newWeeklyRental has 3 rooms: 3 × 60.00 = 180.00.
    expect(withCleaning.cart.orderItems[1]).toMatchObject({ linkedToItem: parent.id, total: 18_000, context: { data: [{ rooms: 3, startPeriod: week.arrival }] } })
    const outside = await addItem(deps, holder, { productId: kit, entries: [{ dateFrom: '01.01.2031' }], linkedToItem: parent.id, locale: 'fr' })
    expect(outside).toMatchObject({ ok: false, code: 'form_errors', errors: { dateFrom: 'Veuillez saisir une date comprise dans les dates choisies pour la location' } })
    // Changed later, the option keeps the rental's rooms and period, whatever the client sends.
    const changed = await updateVisitorCart(deps, holder, {
      cartId: withCleaning.cart.id,
      items: [{ id: withCleaning.cart.orderItems[1].id, context: [{ rooms: 1, dateFrom: '01.01.2031', startPeriod: '2031-01-01', endPeriod: '2031-01-31' }] }],
      locale: 'fr',
    })
    expect(changed).toMatchObject({ ok: false, code: 'form_errors' })
    const kept = await updateVisitorCart(deps, holder, {
      cartId: withCleaning.cart.id,
      items: [{ id: withCleaning.cart.orderItems[1].id, context: [{ rooms: 1, dateFrom: formatDate(week.arrival) }] }],
      locale: 'fr',
    })
    expect(kept.ok && kept.cart.orderItems[1]).toMatchObject({ total: 18_000, context: { data: [{ rooms: 3, endPeriod: week.departure }] } })
    const underOption = await addItem(deps, holder, { productId: kit, entries: [{ dateFrom: formatDate(week.arrival) }], linkedToItem: withCleaning.cart.orderItems[1].id, locale: 'en' })
    expect(underOption).toMatchObject({ ok: false, status: 400, code: 'option_needs_rental', message: 'An option is added under a rental of your cart.' })
  })

  it('refuses an option the rental includes, and the booking box never adds one twice', async () => {
    const visitor = newVisitor()
    const refused = await addStay(deps, visitor, { locationId: await locationOf(includingProduct), stay: week, guests: { adults: 2, childAges: [] }, optionIds: [cleaning], locale: 'fr' })
    expect(refused).toMatchObject({ ok: false, code: 'option_included', message: 'Cette prestation est déjà comprise dans la location.' })
    const input = { locationId: await locationOf(rentalProduct), stay: weeksFrom(saturdayIn(3)), guests: { adults: 2, childAges: [] }, optionIds: [cleaning, kit], locale: 'fr' }
    const first = await addStay(deps, visitor, input)
    const again = await addStay(deps, holderOf(first, visitor), input)
    if (!again.ok) throw new Error(again.message)
    expect(again.cart.orderItems.map((i) => i.product.category)).toEqual(['rental', 'option', 'option'])
  })
})

async function locationOf(productId: number): Promise<number> {
  const [row] = await database.db.select({ id: locations.id }).from(locations).where(eq(locations.productId, productId))
  return row.id
}

describe('holds at the payment step', () => {
  it('holds the stay for the visitor, and answers "No availability" with the item marked to the next one', async () => {
    const stay = weeksFrom(saturdayIn(5))
    const entries = [{ startPeriod: stay.arrival, endPeriod: stay.departure, adults: 2 }]
    const a = newVisitor()
    const b = newVisitor()
    const holderA = holderOf(await addItem(deps, a, { productId: rentalProduct, entries, locale: 'fr' }), a)
    const holderB = holderOf(await addItem(deps, b, { productId: rentalProduct, entries, locale: 'fr' }), b)
    const held = await holdRentals(deps, holderA, { locale: 'fr' })
    if (!held.ok) throw new Error(held.message)
    expect(held.cart.orderItems[0]).toMatchObject({ available: true, hold: { status: 'held' } })
    const taken = await holdRentals(deps, holderB, { locale: 'fr' })
    expect(taken).toMatchObject({ ok: false, status: 409, code: 'no_availability', message: 'Pas de disponibilité' })
    expect(!taken.ok && taken.cart?.orderItems[0]).toMatchObject({ available: false, hold: { status: 'taken', expiresAt: null } })
  })
})

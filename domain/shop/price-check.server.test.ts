import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.server'
import { productCategories, products } from '../../db/schema'
import { addItem } from './cart/add-item.server'
import type { CartDeps } from './cart/deps'
import { cartDatabase, newVisitor, testCartDeps } from './cart/fixtures.test-data'
import { MAX_ITEM_TOTAL } from './cart/limits'
import type { CartOutcome } from './cart/outcome'
import { checkPrice, type PriceCheck } from './price-check.server'

/**
 * The price check (POST /product/check/price/{id}, the product page's live price) and the cart price
 * a context with the one pricing function: for the same context they give the same amounts, the same
 * VAT rate and the same refusals.
 */

let close: () => Promise<void>
let deps: CartDeps
const ids: Record<string, number> = {}

const people = { name: 'people', type: 'select', label: { fr: 'Personnes' }, rules: [{ kind: 'required' }], min: 1, max: 8 }
const days = { name: 'days', type: 'select', label: { fr: 'Jours' }, rules: [{ kind: 'required' }], min: 1, max: 7 }
const dateFrom = { name: 'dateFrom', type: 'date', label: { fr: 'Date' }, rules: [{ kind: 'required' }] }
const model = (fields: unknown[], bulk = false) => ({ code: 'test', title: { fr: 'Test' }, bulk, carried: [], fields })

async function seed(db: Db) {
  const [service] = await db.insert(productCategories).values({ code: 'service', label: { fr: 'Service', en: 'Service' } }).returning()
  const rows = {
    transfer: { basePrice: 5_000, contextModel: model([people, dateFrom]), pricing: { kind: 'perUnit', units: ['people'] } },
    skiPass: {
      basePrice: 0,
      bulk: true,
      contextModel: model([people, days, dateFrom], true),
      pricing: { kind: 'table', field: 'days', prices: { '1': 7_300, '2': 14_100, '3': 20_333 }, units: ['people'] },
    },
    cleaning: { basePrice: 6_000, vatKind: 'accommodation', contextModel: model([dateFrom]), pricing: { kind: 'fixed' } },
    unpriced: { basePrice: 5_000, contextModel: model([people]), pricing: { kind: 'onRequest' } },
    villa: { basePrice: MAX_ITEM_TOTAL / 2 + 1, contextModel: model([people]), pricing: { kind: 'perUnit', units: ['people'] } },
  }
  for (const [reference, values] of Object.entries(rows)) {
    const [row] = await db
      .insert(products)
      .values({ categoryId: service.id, reference, type: 'service', title: { fr: reference }, ...values })
      .returning()
    ids[reference] = row.id
  }
}

beforeAll(async () => {
  const opened = await cartDatabase('price_check')
  close = opened.close
  deps = testCartDeps(opened.database.db)
  await seed(opened.database.db)
}, 120_000)
afterAll(async () => {
  await close?.()
})

/** The same context through both doors: the price check's answer and the item the cart stored. */
async function bothDoors(product: string, context: unknown[], locale = 'fr'): Promise<{ check: PriceCheck; cart: CartOutcome }> {
  const productId = ids[product] as number
  const check = await checkPrice(deps, { productId, raw: context, locale })
  const cart = await addItem(deps, newVisitor(), { productId, entries: context, locale })
  return { check, cart }
}

const amountsOf = (answer: { total: number; totalExcludingTax: number; vatRate: number; startPeriod: string | null }) => ({
  total: answer.total,
  totalExcludingTax: answer.totalExcludingTax,
  vatRate: answer.vatRate,
  startPeriod: answer.startPeriod,
})

describe('the price check and the cart', () => {
  const cases: Array<[string, unknown[]]> = [
    ['transfer', [{ people: 1, dateFrom: '15.01.2030' }]],
    ['transfer', [{ people: 3, dateFrom: '15.12.2023' }]],
    ['skiPass', [{ people: 2, days: 3, dateFrom: '02.02.2030' }, { people: 1, days: 1, dateFrom: '02.02.2030', quantity: 2 }]],
    ['cleaning', [{ dateFrom: '09.02.2030' }]],
  ]
  it.each(cases)('give the same amounts, VAT rate and service date for a %s', async (product, context) => {
    const { check, cart } = await bothDoors(product, context)
    if (check.status !== 'priced' || !cart.ok) throw new Error(`not priced: ${check.status}, ${cart.ok ? '' : cart.code}`)
    const [item] = cart.cart.orderItems
    expect(amountsOf({ ...item, startPeriod: item.context.startPeriod })).toEqual(amountsOf(check.price))
    expect(cart.cart.total).toBe(check.price.total)
  })

  it('round the VAT the same way: 50.00 at 8.1 % is 46.25 without VAT through both doors', async () => {
    const { check, cart } = await bothDoors('transfer', [{ people: 1, dateFrom: '15.01.2030' }])
    expect(check).toMatchObject({ status: 'priced', price: { total: 5_000, totalExcludingTax: 4_625, vatRate: 810 } })
    expect(cart.ok && cart.cart.orderItems[0]).toMatchObject({ total: 5_000, totalExcludingTax: 4_625, vatRate: 810 })
  })

  it('both answer "Unavailable price" for a context the product cannot price', async () => {
    const { check, cart } = await bothDoors('unpriced', [{ people: 2 }], 'en')
    expect(check.status).toBe('unavailable')
    expect(cart).toMatchObject({ ok: false, status: 400, code: 'price_unavailable', message: 'Unavailable price' })
  })

  it('both refuse an item above the largest amount sold online', async () => {
    const { check, cart } = await bothDoors('villa', [{ people: 2 }])
    expect(check.status).toBe('too_high')
    expect(cart).toMatchObject({ ok: false, status: 400, code: 'item_amount_too_high' })
  })

  it('both refuse an invalid context with the same field errors', async () => {
    const { check, cart } = await bothDoors('transfer', [{ people: 12 }], 'en')
    if (check.status !== 'invalid' || cart.ok) throw new Error('expected both to refuse')
    expect(cart.entries).toEqual(check.errors)
    expect(Object.keys(check.errors[0] ?? {})).toEqual(expect.arrayContaining(['people', 'dateFrom']))
  })
})

import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../client.server'
import { orderItems, orders, productCategories, products, reductionCodes, shippingContacts } from '../schema'
import { buildReductionCodes } from './data/reduction-codes'
import { clearCartsBeforeSeed, SeedRefusedError, seedReductionCodes } from './shop.server'
import { newDataDir } from '../../tests/support/templates'

let database: Database
let productId: number
let seq = 0

beforeAll(async () => {
  database = await openDatabase({ dataDir: newDataDir('seed-shop-test', 'migrated') })
  const [category] = await database.db.insert(productCategories).values({ code: 'service', label: { fr: 'Service' } }).returning()
  const [product] = await database.db
    .insert(products)
    .values({ categoryId: category.id, reference: 'S-1', type: 'service', title: { fr: 'Service' }, basePrice: 1000 })
    .returning()
  productId = product.id
}, 120_000)
afterAll(async () => {
  await database?.close()
})
beforeEach(async () => {
  await database.db.execute(sql`delete from orders`)
  await database.db.execute(sql`delete from reduction_codes`)
})

async function order(status: number, withContact = false) {
  seq++
  const contactId = withContact
    ? (
        await database.db
          .insert(shippingContacts)
          .values({ firstName: 'A', lastName: 'B', street: 'S', streetNumber: '1', zip: '3963', city: 'C', phone: '+41791234567', email: 'a@b.ch' })
          .returning()
      )[0].id
    : null
  const [row] = await database.db.insert(orders).values({ number: `${1_000_000_000 + seq}`, status, shippingContactId: contactId }).returning()
  await database.db.insert(orderItems).values({ orderId: row.id, productId, reference: 'S-1', title: { fr: 'S' }, total: 1000, totalExcludingTax: 925, vatRate: 810 })
  return row
}

const messages: string[] = []
const log = (m: string) => messages.push(m)

describe('seed and orders', () => {
  it('refuses to seed, with a clear message, when paid, deposit-paid or cancelled orders exist', async () => {
    for (const status of [2, 3, 4]) {
      await database.db.execute(sql`delete from orders`)
      const kept = await order(status)
      await order(1)
      const attempt = database.db.transaction((tx) => clearCartsBeforeSeed(tx, log))
      await expect(attempt).rejects.toThrow(SeedRefusedError)
      await expect(database.db.transaction((tx) => clearCartsBeforeSeed(tx, log))).rejects.toThrow(
        /Refusing to seed: this database holds 1 paid, deposit-paid or cancelled order/,
      )
      expect(await database.db.select().from(orders).where(eq(orders.id, kept.id))).toHaveLength(1)
    }
  })
  it('deletes open carts on purpose and says so, with their own contacts and the uses they held', async () => {
    messages.length = 0
    await database.db.insert(reductionCodes).values({ code: 'X', kind: 'percent', value: 100, usedCount: 2 })
    const cart = await order(1, true)
    await order(1)
    await database.db.transaction((tx) => clearCartsBeforeSeed(tx, log))
    expect(await database.db.select().from(orders)).toEqual([])
    expect(await database.db.select().from(shippingContacts).where(eq(shippingContacts.id, cart.shippingContactId as number))).toEqual([])
    expect((await database.db.select().from(reductionCodes))[0].usedCount).toBe(0)
    expect(messages).toEqual(['seed: 2 open cart(s) deleted with their items (their products are seeded again)'])
  })
  it('seeds the demo reduction codes, again without duplicates', async () => {
    await database.db.transaction((tx) => seedReductionCodes(tx, '2026-11-20'))
    await database.db.update(reductionCodes).set({ usedCount: 1 }).where(eq(reductionCodes.code, 'VIP100'))
    await database.db.transaction((tx) => seedReductionCodes(tx, '2026-11-21'))
    const rows = await database.db.select().from(reductionCodes)
    expect(rows.map((r) => r.code).sort()).toEqual(buildReductionCodes('2026-11-21').map((c) => c.code).sort())
    const vip = rows.find((r) => r.code === 'VIP100')
    expect(vip).toMatchObject({ kind: 'fixed', value: 10_000, usageLimit: 1, usedCount: 1 })
    expect(rows.find((r) => r.code === 'AUTOMNE20')?.validTo).toBe('2026-10-22')
  })
})

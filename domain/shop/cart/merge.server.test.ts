import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../../db/client.server'
import { orderItems, orders, productCategories, products, reductionCodes, users } from '../../../db/schema'
import type { AppContext } from '../../../server/context'
import { CART_COOKIE } from './cookie.server'
import { mergeGuestCart } from './merge.server'
import { insertCart } from './repository.server'
import { addItem, applyReduction, type CartOutcome } from './service.server'

let database: Database
let context: AppContext
let productId: number
let userSeq = 0
const date = '15.01.2030'

beforeAll(async () => {
  database = await openDatabase({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'cart-merge-test-')) })
  const { db } = database
  const [category] = await db.insert(productCategories).values({ code: 'service', label: { fr: 'Service', en: 'Service' } }).returning()
  const [product] = await db
    .insert(products)
    .values({ categoryId: category.id, reference: 'T-1', type: 'service', title: { fr: 'Transfert' }, basePrice: 5_000,
      contextModel: {
        code: 'transfer',
        title: { fr: 'Transfert' },
        bulk: false,
        carried: [],
        fields: [
          { name: 'people', type: 'select', label: { fr: 'Personnes' }, rules: [{ kind: 'required' }], min: 1, max: 8 },
          { name: 'dateFrom', type: 'date', label: { fr: 'Date' }, rules: [{ kind: 'required' }] },
        ],
      },
      pricing: { kind: 'perUnit', units: ['people'] },
    })
    .returning()
  productId = product.id
  await db.insert(reductionCodes).values([
    { code: 'GUEST', kind: 'percent', value: 1000, usageLimit: 10 },
    { code: 'ACCOUNT', kind: 'fixed', value: 500, usageLimit: 10 },
  ])
  context = {
    db,
    settings: { publicUrl: 'http://shop.test' },
    auth: { secureCookies: false },
    log: pino({ level: 'silent' }),
    trustProxy: false,
  } as unknown as AppContext
}, 120_000)
afterAll(async () => {
  await database?.close()
})

function requestWith(cookie?: string) {
  return new Request('http://shop.test/', { headers: cookie ? { cookie } : {} })
}

function cookieOf(outcome: CartOutcome): string {
  if (!outcome.ok || !outcome.setCookie) throw new Error('expected a new cart')
  return outcome.setCookie.split(';')[0] as string
}

async function newUser(): Promise<number> {
  userSeq++
  const [user] = await database.db
    .insert(users)
    .values({ username: `u${userSeq}@example.ch`, passwordHash: 'x', firstName: 'U', lastName: String(userSeq) })
    .returning()
  return user.id
}

async function guestCart(people: number[]) {
  let cookie: string | undefined
  let outcome: CartOutcome | undefined
  for (const n of people) {
    outcome = await addItem(context, requestWith(cookie), productId, [{ people: n, dateFrom: date }], 'fr')
    cookie ??= cookieOf(outcome)
  }
  if (!outcome?.ok || !cookie) throw new Error('no cart')
  return { cookie, cart: outcome.cart }
}

describe('mergeGuestCart', () => {
  it('gives the guest cart to an account that has no open cart', async () => {
    const userId = await newUser()
    const { cookie, cart } = await guestCart([2])
    const merged = await database.db.transaction((tx) => mergeGuestCart(tx, { userId, request: requestWith(cookie) }))
    expect(merged).toBe(cart.id)
    const [row] = await database.db.select().from(orders).where(eq(orders.id, cart.id))
    expect(row.userId).toBe(userId)
  })

  it("moves the guest's items into the account's open cart, recomputes it and deletes the guest cart", async () => {
    const userId = await newUser()
    const account = await database.db.transaction((tx) => insertCart(tx, { session: `s-${userId}`, userId, locale: 'en' }))
    await database.db.insert(orderItems).values({
      orderId: account.id,
      productId,
      reference: 'T-1',
      title: { fr: 'Transfert' },
      context: [{ people: 1, dateFrom: date }],
      total: 5_000,
      totalExcludingTax: 4_625,
      vatRate: 810,
    })
    const { cookie, cart } = await guestCart([2, 3])
    await applyReduction(context, requestWith(cookie), { code: 'GUEST' }, 'fr')

    const merged = await database.db.transaction((tx) => mergeGuestCart(tx, { userId, request: requestWith(cookie) }))
    expect(merged).toBe(account.id)
    expect(await database.db.select().from(orders).where(eq(orders.id, cart.id))).toEqual([])
    const items = await database.db.select().from(orderItems).where(eq(orderItems.orderId, account.id))
    expect(items).toHaveLength(3)
    const [row] = await database.db.select().from(orders).where(eq(orders.id, account.id))
    // 1 + 2 + 3 people at 50.00, and the guest's 10 % code now on the account's cart.
    expect(row.subTotal).toBe(30_000)
    expect(row.reduction).toBe(3_000)
    expect(row.total).toBe(27_000)
    expect(row.locale).toBe('en')
  })

  it("keeps the account's code when both carts have one, and no code's uses change", async () => {
    const userId = await newUser()
    const account = await guestCart([1])
    await applyReduction(context, requestWith(account.cookie), { code: 'ACCOUNT' }, 'fr')
    await database.db.transaction((tx) => mergeGuestCart(tx, { userId, request: requestWith(account.cookie) }))
    const guest = await guestCart([1])
    await applyReduction(context, requestWith(guest.cookie), { code: 'GUEST' }, 'fr')
    const uses = async () => (await database.db.select().from(reductionCodes).orderBy(reductionCodes.code)).map((c) => [c.code, c.usedCount])
    const before = await uses()

    await database.db.transaction((tx) => mergeGuestCart(tx, { userId, request: requestWith(guest.cookie) }))
    expect(await uses()).toEqual(before)
    expect(before).toEqual([['ACCOUNT', 0], ['GUEST', 0]])
    const [row] = await database.db.select().from(orders).where(eq(orders.id, account.cart.id))
    expect(row.reduction).toBe(500)
  })

  it('does nothing without a guest cart cookie', async () => {
    const userId = await newUser()
    expect(await database.db.transaction((tx) => mergeGuestCart(tx, { userId, request: requestWith() }))).toBeNull()
    expect(
      await database.db.transaction((tx) => mergeGuestCart(tx, { userId, request: requestWith(`${CART_COOKIE}=${'a'.repeat(43)}`) })),
    ).toBeNull()
  })
})

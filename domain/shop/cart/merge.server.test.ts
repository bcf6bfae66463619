import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/client.server'
import { orderItems, orders, reductionCodes, users } from '../../../db/schema'
import { addItem } from './add-item.server'
import { applyReduction } from './apply-reduction.server'
import type { CartDeps, CartVisitor } from './deps'
import { cartDatabase, holderOf, insertTransfer, newVisitor, testCartDeps } from './fixtures.test-data'
import { mergeGuestCart } from './merge.server'
import type { CartOutcome } from './outcome'
import { insertCart } from './repository.server'
import { hashCartToken } from './session.server'

let database: Database
let close: () => Promise<void>
let deps: CartDeps
let productId: number
let userSeq = 0
const date = '15.01.2030'

beforeAll(async () => {
  ;({ database, close } = await cartDatabase('cart_merge'))
  const { db } = database
  productId = await insertTransfer(db, [{ name: 'dateFrom', type: 'date', label: { fr: 'Date' }, rules: [{ kind: 'required' }] }])
  await db.insert(reductionCodes).values([
    { code: 'GUEST', kind: 'percent', value: 1000, usageLimit: 10 },
    { code: 'ACCOUNT', kind: 'fixed', value: 500, usageLimit: 10 },
  ])
  deps = testCartDeps(db)
}, 120_000)
afterAll(async () => {
  await close?.()
})

async function newUser(): Promise<number> {
  userSeq++
  const [user] = await database.db
    .insert(users)
    .values({ username: `u${userSeq}@example.ch`, passwordHash: 'x', firstName: 'U', lastName: String(userSeq) })
    .returning()
  return user.id
}

/** A guest's cart with one item per count of people; `visitor` holds its cookie. */
async function guestCart(people: number[]) {
  let visitor: CartVisitor = newVisitor()
  let outcome: CartOutcome | undefined
  for (const n of people) {
    outcome = await addItem(deps, visitor, { productId, entries: [{ people: n, dateFrom: date }], locale: 'fr' })
    if (visitor.session === null) visitor = holderOf(outcome, visitor)
  }
  if (!outcome?.ok || visitor.session === null) throw new Error('no cart')
  return { visitor, cartSession: visitor.session, cart: outcome.cart }
}

describe('mergeGuestCart', () => {
  it('gives the guest cart to an account that has no open cart', async () => {
    const userId = await newUser()
    const { cartSession, cart } = await guestCart([2])
    const merged = await database.db.transaction((tx) => mergeGuestCart(tx, { userId, cartSession }))
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
    const { visitor, cartSession, cart } = await guestCart([2, 3])
    await applyReduction(deps, visitor, { code: 'GUEST', locale: 'fr' })

    const merged = await database.db.transaction((tx) => mergeGuestCart(tx, { userId, cartSession }))
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
    await applyReduction(deps, account.visitor, { code: 'ACCOUNT', locale: 'fr' })
    await database.db.transaction((tx) => mergeGuestCart(tx, { userId, cartSession: account.cartSession }))
    const guest = await guestCart([1])
    await applyReduction(deps, guest.visitor, { code: 'GUEST', locale: 'fr' })
    const uses = async () => (await database.db.select().from(reductionCodes).orderBy(reductionCodes.code)).map((c) => [c.code, c.usedCount])
    const before = await uses()

    await database.db.transaction((tx) => mergeGuestCart(tx, { userId, cartSession: guest.cartSession }))
    expect(await uses()).toEqual(before)
    expect(before).toEqual([['ACCOUNT', 0], ['GUEST', 0]])
    const [row] = await database.db.select().from(orders).where(eq(orders.id, account.cart.id))
    expect(row.reduction).toBe(500)
  })

  it('does nothing without a guest cart cookie', async () => {
    const userId = await newUser()
    expect(await database.db.transaction((tx) => mergeGuestCart(tx, { userId, cartSession: null }))).toBeNull()
    expect(
      await database.db.transaction((tx) => mergeGuestCart(tx, { userId, cartSession: hashCartToken('a'.repeat(43)) })),
    ).toBeNull()
  })
})

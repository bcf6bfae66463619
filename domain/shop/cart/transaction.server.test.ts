import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/client.server'
import { orders, users } from '../../../db/schema'
import { addItem } from './add-item.server'
import type { CartDeps } from './deps'
import { cartDatabase, holderOf, insertTransfer, newVisitor, testCartDeps } from './fixtures.test-data'
import { readCart } from './read-cart.server'
import { hashCartToken } from './session.server'
import { findVisitorCart } from './transaction.server'
import { updateVisitorCart } from './update-cart.server'

/** The transaction every cart command shares: find or create, lock, change, recompute, answer. */

let database: Database
let close: () => Promise<void>
let deps: CartDeps
let productId: number
const entries = [{ people: 2 }]

beforeAll(async () => {
  const opened = await cartDatabase('cart_tx')
  ;({ database, close } = opened)
  deps = testCartDeps(database.db)
  productId = await insertTransfer(database.db)
}, 120_000)
afterAll(async () => {
  await close?.()
})

const cartCount = async () => (await database.db.select({ n: count() }).from(orders))[0]?.n ?? 0

describe('a cart change', () => {
  it('creates the cart of a first addition and hands its token once; the database keeps only its hash', async () => {
    const visitor = newVisitor()
    const first = await addItem(deps, visitor, { productId, entries, locale: 'fr' })
    if (!first.ok || !first.newCartToken) throw new Error('expected a new cart')
    const holder = holderOf(first, visitor)
    const [row] = await database.db.select().from(orders).where(eq(orders.id, first.cart.id))
    expect(row.session).toBe(hashCartToken(first.newCartToken))
    const second = await addItem(deps, holder, { productId, entries, locale: 'fr' })
    expect(second.ok && second.cart.id).toBe(first.cart.id)
    expect(second.ok && second.newCartToken).toBeUndefined()
    expect(second.ok && second.cart.total).toBe(20_000)
  })

  it('refused inside the transaction leaves nothing behind, not even the cart it would have created', async () => {
    const before = await cartCount()
    const visitor = newVisitor()
    const refused = await addItem(deps, visitor, { productId, entries, linkedToItem: 999_999, locale: 'en' })
    expect(refused).toEqual({ ok: false, status: 404, code: 'ITEM_NOT_FOUND', message: 'This item is not in your cart.' })
    expect(await cartCount()).toBe(before)
  })

  it("answers another visitor's cart id as one that does not exist", async () => {
    const owner = newVisitor()
    const created = await addItem(deps, owner, { productId, entries, locale: 'fr' })
    if (!created.ok) throw new Error('no cart')
    const stranger = holderOf(await addItem(deps, newVisitor(), { productId, entries, locale: 'fr' }), newVisitor())
    const answer = await updateVisitorCart(deps, stranger, { cartId: String(created.cart.id), remarks: 'mine now', items: [], locale: 'fr' })
    expect(answer).toEqual({ ok: false, status: 404, code: 'CART_NOT_FOUND', message: 'Cart not found' })
  })

  it("makes a guest's cart the signed-in visitor's when they read it", async () => {
    const [user] = await database.db.insert(users).values({ username: 'tx@example.ch', passwordHash: 'x', firstName: 'T', lastName: 'X' }).returning()
    const guest = holderOf(await addItem(deps, newVisitor(), { productId, entries, locale: 'fr' }), newVisitor())
    const signedIn = { ...guest, userId: user.id }
    const cart = await readCart(deps, signedIn, { locale: 'en' })
    expect(cart?.user).toEqual({ id: user.id })
    expect((await findVisitorCart(database.db, { session: null, userId: user.id }))?.id).toBe(cart?.id)
    expect(await readCart(deps, guest, { locale: 'fr' })).toBeNull()
  })
})

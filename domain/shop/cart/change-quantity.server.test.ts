import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/client.server'
import { addItem } from './add-item.server'
import { changeQuantity } from './change-quantity.server'
import type { CartDeps, CartVisitor } from './deps'
import { cartDatabase, holderOf, insertTransfer, newVisitor, testCartDeps } from './fixtures.test-data'

/** One configuration, one line: additions of the same one add up, and the quantity changes in the cart. */

let database: Database
let close: () => Promise<void>
let deps: CartDeps
let productId: number

beforeAll(async () => {
  ;({ database, close } = await cartDatabase('cart_qty'))
  deps = testCartDeps(database.db)
  productId = await insertTransfer(database.db)
}, 120_000)
afterAll(async () => {
  await close?.()
})

/** A visitor whose cart holds one transfer for two people (CHF 100.00); answers the visitor and the item id. */
async function cartWithOneItem(): Promise<{ visitor: CartVisitor; itemId: number }> {
  const first = await addItem(deps, newVisitor(), { productId, entries: [{ people: 2 }], locale: 'fr' })
  if (!first.ok) throw new Error('no cart')
  return { visitor: holderOf(first, newVisitor()), itemId: first.cart.orderItems[0]!.id }
}

describe('adding the same configuration again', () => {
  it('raises the quantity of the line already there, priced again', async () => {
    const { visitor } = await cartWithOneItem()
    await addItem(deps, visitor, { productId, entries: [{ people: 2 }], locale: 'fr' })
    const third = await addItem(deps, visitor, { productId, entries: [{ people: '2' }], locale: 'fr' })
    if (!third.ok) throw new Error(third.message)
    expect(third.cart.orderItems.map((i) => [i.quantity, i.total])).toEqual([[3, 30_000]])
    expect(third.cart.total).toBe(30_000)
  })

  it('keeps another configuration on its own line', async () => {
    const { visitor } = await cartWithOneItem()
    const other = await addItem(deps, visitor, { productId, entries: [{ people: 3 }], locale: 'fr' })
    expect(other.ok && other.cart.orderItems.map((i) => i.quantity)).toEqual([1, 1])
  })

  it('refuses a sum above the maximum quantity with the field message and changes nothing', async () => {
    const { visitor } = await cartWithOneItem()
    const many = await addItem(deps, visitor, { productId, entries: [{ people: 2, quantity: 99 }], locale: 'en' })
    expect(many).toMatchObject({ ok: false, status: 400, code: 'form_errors', errors: { quantity: 'The quantity must be between 1 and 99' } })
  })
})

describe('changing the quantity of an item', () => {
  it('prices the item again at the new quantity', async () => {
    const { visitor, itemId } = await cartWithOneItem()
    const changed = await changeQuantity(deps, visitor, { itemId: String(itemId), quantity: '4', locale: 'fr' })
    if (!changed.ok) throw new Error(changed.message)
    expect(changed.cart.orderItems.map((i) => [i.id, i.quantity, i.total])).toEqual([[itemId, 4, 40_000]])
    expect(changed.cart.subTotal).toBe(40_000)
  })

  it('removes the item at 0', async () => {
    const { visitor, itemId } = await cartWithOneItem()
    const removed = await changeQuantity(deps, visitor, { itemId, quantity: 0, locale: 'fr' })
    expect(removed.ok && removed.cart.orderItems).toEqual([])
  })

  it.each([-1, '-2', 1.5, '2.5', 100, '1000000', 'deux', '', null, {}])('refuses %j with the quantity field message, in both languages', async (quantity) => {
    const { visitor, itemId } = await cartWithOneItem()
    const en = await changeQuantity(deps, visitor, { itemId, quantity, locale: 'en' })
    expect(en).toMatchObject({ ok: false, status: 400, code: 'form_errors', errors: { quantity: 'The quantity must be between 1 and 99' } })
    const fr = await changeQuantity(deps, visitor, { itemId, quantity, locale: 'fr' })
    expect(fr).toMatchObject({ ok: false, status: 400, errors: { quantity: 'La quantité doit être comprise entre 1 et 99' } })
  })

  it("answers another visitor's item as one not in the cart, and leaves it alone", async () => {
    const owner = await cartWithOneItem()
    const stranger = await cartWithOneItem()
    const answer = await changeQuantity(deps, stranger.visitor, { itemId: owner.itemId, quantity: 5, locale: 'en' })
    expect(answer).toEqual({ ok: false, status: 404, code: 'ITEM_NOT_FOUND', message: 'This item is not in your cart.' })
    const zero = await changeQuantity(deps, stranger.visitor, { itemId: owner.itemId, quantity: 0, locale: 'en' })
    expect(zero).toMatchObject({ ok: false, status: 404, code: 'ITEM_NOT_FOUND' })
    const again = await changeQuantity(deps, owner.visitor, { itemId: owner.itemId, quantity: 1, locale: 'en' })
    expect(again.ok && again.cart.orderItems.map((i) => i.quantity)).toEqual([1])
  })

  it('answers a visitor without a cart as the cart not found', async () => {
    const answer = await changeQuantity(deps, newVisitor(), { itemId: 1, quantity: 2, locale: 'fr' })
    expect(answer).toEqual({ ok: false, status: 404, code: 'CART_NOT_FOUND', message: 'Cart not found' })
  })
})

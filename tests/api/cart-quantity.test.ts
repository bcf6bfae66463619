import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartOf, type Shop, startShop, Visitor, zurichSwissDate } from '../support/shop-fixtures'

/**
 * One configuration, one cart line (PUT /cart/add merges), and the quantity of a line changed
 * through PUT /cart/quantity/{itemId}: the server prices it again and refuses what it cannot take
 * with the shop API's `{code, message, errors}`, never a 500. On PGlite, or PostgreSQL with
 * TEST_DATABASE_URL (where two identical additions at once must still end as one line).
 */

let shop: Shop
const visitor = () => new Visitor(shop.server.url)
const date = zurichSwissDate(30)

type Item = { id: number; quantity: number; total: number; product: { id: number } }
type Cart = { id: number; orderItems: Item[]; subTotal: number; total: number }

const transfer = (people = 2) => ({ data: [{ people, dateFrom: date }] })
const add = (v: Visitor, people = 2) => v.call('PUT', `/cart/add/${shop.ids.transfer}?locale=fr`, transfer(people))
const setQuantity = (v: Visitor, itemId: unknown, quantity: unknown, locale = 'en') =>
  v.call('PUT', `/cart/quantity/${String(itemId)}?locale=${locale}`, { quantity })

beforeAll(async () => {
  shop = await startShop()
}, 180_000)
afterAll(async () => {
  await shop?.stop()
})

describe('PUT /cart/add with a configuration already in the cart', () => {
  it('raises the quantity of its line instead of adding another "1 ×" line', async () => {
    const v = visitor()
    for (let i = 0; i < 3; i++) expect((await add(v)).status).toBe(200)
    const cart = cartOf<Cart>(await v.call('GET', '/cart?locale=fr'))
    const unit = shop.products.transfer.basePrice * 2
    expect(cart.orderItems.map((i) => [i.quantity, i.total])).toEqual([[3, 3 * unit]])
    expect(cart.total).toBe(3 * unit)
  })

  it('keeps a different configuration on its own line', async () => {
    const v = visitor()
    await add(v, 2)
    const cart = cartOf<Cart>(await add(v, 3))
    expect(cart.orderItems.map((i) => i.quantity)).toEqual([1, 1])
  })

  it('ends two identical additions sent at once as one line of quantity 2', async () => {
    for (let round = 0; round < 5; round++) {
      const v = visitor()
      await v.call('POST', '/cart?locale=fr')
      const answers = await Promise.all([add(v), add(v)])
      expect(answers.map((a) => a.status)).toEqual([200, 200])
      const cart = cartOf<Cart>(await v.call('GET', '/cart'))
      expect(cart.orderItems.map((i) => i.quantity)).toEqual([2])
      expect(cart.total).toBe(2 * 2 * shop.products.transfer.basePrice)
    }
  })
})

describe('PUT /cart/quantity/{itemId}', () => {
  async function cartWithOne() {
    const v = visitor()
    const cart = cartOf<Cart>(await add(v))
    return { v, itemId: cart.orderItems[0]!.id }
  }

  it('sets the quantity and prices the line again on the server', async () => {
    const { v, itemId } = await cartWithOne()
    const r = await setQuantity(v, itemId, 5)
    expect(r.status).toBe(200)
    const cart = cartOf<Cart>(r)
    expect(cart.orderItems.map((i) => [i.id, i.quantity, i.total])).toEqual([[itemId, 5, 5 * 2 * shop.products.transfer.basePrice]])
    expect(cartOf<Cart>(await setQuantity(v, itemId, '2')).total).toBe(2 * 2 * shop.products.transfer.basePrice)
  })

  it('removes the line at 0', async () => {
    const { v, itemId } = await cartWithOne()
    const r = await setQuantity(v, itemId, 0)
    expect(r.status).toBe(200)
    expect(cartOf<Cart>(r).orderItems).toEqual([])
  })

  it.each([-1, 1.5, '2,5', 100, 1e21, '99999999999999999999', 'trois', null, true, [], {}])(
    'refuses %j with the quantity field message, in French and English',
    async (quantity) => {
      const { v, itemId } = await cartWithOne()
      const en = await setQuantity(v, itemId, quantity, 'en')
      expect(en.status).toBe(400)
      expect(en.json).toEqual({
        code: 'form_errors',
        message: 'The form contains errors: please check the fields shown.',
        errors: { quantity: 'The quantity must be between 1 and 99' },
      })
      const fr = await setQuantity(v, itemId, quantity, 'fr')
      expect(fr.json).toMatchObject({ code: 'form_errors', errors: { quantity: 'La quantité doit être comprise entre 1 et 99' } })
      expect(cartOf<Cart>(await v.call('GET', '/cart')).orderItems.map((i) => i.quantity)).toEqual([1])
    },
  )

  it('refuses a body without a quantity, and one that is no JSON object, without a 500', async () => {
    const { v, itemId } = await cartWithOne()
    expect((await v.call('PUT', `/cart/quantity/${itemId}`, {})).status).toBe(400)
    const broken = await v.call('PUT', `/cart/quantity/${itemId}`, undefined, '{"quantity":')
    expect(broken.status).toBe(400)
    expect(broken.json).toHaveProperty('code')
  })

  it("answers another visitor's item, or an id that is none, as not in the cart", async () => {
    const owner = await cartWithOne()
    const stranger = await cartWithOne()
    for (const id of [owner.itemId, 'abc', -3, 99_999_999]) {
      const r = await setQuantity(stranger.v, id, 4)
      expect(r.status).toBe(404)
      expect(r.json).toEqual({ code: 'ITEM_NOT_FOUND', message: 'This item is not in your cart.' })
    }
    expect((await setQuantity(stranger.v, owner.itemId, 0)).status).toBe(404)
    expect(cartOf<Cart>(await owner.v.call('GET', '/cart')).orderItems.map((i) => i.quantity)).toEqual([1])
  })

  it('leaves a rental at one stay: its quantity is not changed here, and the same stay again stays one item', async () => {
    const v = visitor()
    const stay = [{ people: 4, startPeriod: zurichSwissDate(40), endPeriod: zurichSwissDate(47) }]
    const first = cartOf<Cart>(await v.call('PUT', `/cart/add/${shop.ids.rental}?locale=fr`, stay))
    const again = cartOf<Cart>(await v.call('PUT', `/cart/add/${shop.ids.rental}?locale=fr`, stay))
    expect(again.orderItems.map((i) => [i.id, i.quantity])).toEqual([[first.orderItems[0]!.id, 1]])
    const r = await setQuantity(v, first.orderItems[0]!.id, 2, 'fr')
    expect(r.status).toBe(400)
    expect(r.json).toEqual({ code: 'quantity_not_changeable', message: 'La quantité de cet article ne se change pas ici : modifiez-le sur sa page.' })
  })

  it('answers a visitor without a cart "Cart not found"', async () => {
    const r = await setQuantity(visitor(), 1, 2)
    expect(r.status).toBe(404)
    expect(r.json).toEqual({ code: 'CART_NOT_FOUND', message: 'Cart not found' })
  })
})

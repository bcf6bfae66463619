import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vatIncluded, vatRateOn } from '../../domain/vat/rates'
import { cartOf, EXISTING_ACCOUNT, PASSWORD, type Shop, startShop, Visitor, zurichDate, zurichSwissDate } from '../support/shop-fixtures'
import { ACCOUNT_RATE_LIMIT } from '../../domain/accounts/attempts.server'
import { mainText } from '../support/http'

/**
 * The cart calls of /shop/api/store (SPEC §5, §7, §8), on a shop of the tests' own (products and
 * reduction codes inserted before the server starts). Amounts are checked against each product's
 * basePrice: every test product costs base price × people per line.
 */

let shop: Shop
const visitor = () => new Visitor(shop.server.url)
const isoDate = zurichDate(30)
/** A context's dates are typed DD.MM.YYYY. */
const date = zurichSwissDate(30)

/**
 * The timeout of a test that starts with `awayFromWindowEdge`: its wait (up to the 30 s margin) comes
 * on top of its own requests, which the default 30 s timeout would not always leave room for.
 */
const EDGE_TIMEOUT_MS = 90_000

type Item = { id: number; total: number; totalExcludingTax: number; vatRate: number; quantity: number; title: string; subTitle: string; reference: string; context: { startPeriod: string | null; endPeriod: string | null; data: unknown[] }; product: { id: number; category: string }; linkedToItem: number | null }
type Cart = { id: number; number: string; currency: string; locale: string; orderItems: Item[]; subTotal: number; reduction: number; total: number; shippingContact: Record<string, unknown> & { id: number | 'default' }; user: { id: number | 'default' }; reductionCode: { code: string; applicable: boolean; message: string | null } | null; remarks: string }


async function add(v: Visitor, key: string, people = 2, extra: Record<string, unknown> = {}) {
  return v.call('PUT', `/cart/add/${shop.ids[key]}?locale=fr`, { data: [{ people, dateFrom: date }], ...extra })
}

beforeAll(async () => {
  shop = await startShop()
}, 180_000)
afterAll(async () => {
  await shop?.stop()
})

describe('POST /cart', () => {
  it('creates the cart with an httpOnly, SameSite=Lax cookie, then syncs the same cart', async () => {
    const v = visitor()
    const created = await v.call('POST', '/cart?locale=fr')
    expect(created.status).toBe(200)
    expect(created.setCookie).toMatch(/^cart=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/)
    const cart = cartOf<Cart>(created)
    expect(cart).toMatchObject({ currency: 'CHF', locale: 'fr', orderItems: [], subTotal: 0, reduction: 0, total: 0, user: { id: 'default' }, reductionCode: null })
    // SPEC §3: a new cart's placeholder contact has the id 'default' and the form's defaults.
    expect(cart.shippingContact).toEqual({ id: 'default', title: 'mr', firstName: '', lastName: '', street: '', streetNumber: '', complement: '', zip: '', city: '', country: 'CH', state: 'VS', phone: '', birthdate: '', email: '', cg: false, dataUse: false })
    // SPEC §3's other fields of an order: when it was made and paid, and its payment in two parts.
    expect(cart).toMatchObject({ payedAt: null, reportedTotal: 0, gradedPayment: false, gradedToPayAt: null, remarks: '' })
    expect(Date.now() - Date.parse((cart as unknown as { createdAt: string }).createdAt)).toBeLessThan(60_000)
    expect(cart.number).toMatch(/^[1-9]\d{9}$/)

    const synced = await v.call('POST', '/cart?locale=en')
    expect(synced.setCookie).toBeNull()
    expect(cartOf<Cart>(synced)).toMatchObject({ id: cart.id, number: cart.number, locale: 'en' })
  })
  it('gives every visitor a cart of their own with an unpredictable number', async () => {
    const a = cartOf<Cart>(await visitor().call('POST', '/cart'))
    const b = cartOf<Cart>(await visitor().call('POST', '/cart'))
    expect(a.id).not.toBe(b.id)
    expect(Math.abs(Number(a.number) - Number(b.number))).toBeGreaterThan(1)
  })
  it('refuses an unknown language, and answers German in French (SPEC §9)', async () => {
    const r = await visitor().call('POST', '/cart?locale=xx')
    expect(r.status).toBe(400)
    expect(r.json.code).toBe('BAD_LOCALE')
    const german = await visitor().call('POST', '/cart?locale=de')
    expect(german.status).toBe(200)
    expect(cartOf<Cart>(german).locale).toBe('fr')
  })
  it('GET /cart without a cart answers "Cart not found"', async () => {
    const r = await visitor().call('GET', '/cart')
    expect(r.status).toBe(404)
    expect(r.json).toEqual({ code: 'CART_NOT_FOUND', message: 'Cart not found' })
  })
})

describe('PUT /cart/add/{productId}', () => {
  it('creates the cart on the first add and prices the item on the server, VAT split on its service date', async () => {
    const v = visitor()
    const r = await add(v, 'transfer', 3)
    expect(r.status).toBe(200)
    expect(r.setCookie).toMatch(/^cart=/)
    const cart = cartOf<Cart>(r)
    expect(cart.orderItems).toHaveLength(1)
    const [item] = cart.orderItems
    const total = shop.products.transfer.basePrice * 3
    const rate = vatRateOn('standard', isoDate)
    expect(item).toMatchObject({
      quantity: 1,
      reference: 'TEST-TRANSFER',
      title: 'Transfert aéroport de Sion',
      subTitle: 'Service',
      total,
      vatRate: rate,
      totalExcludingTax: total - vatIncluded(total, rate),
      product: { id: shop.ids.transfer, category: 'service' },
      linkedToItem: null,
    })
    expect(item.context.data).toEqual([expect.objectContaining({ people: 3, dateFrom: date })])
    expect(cart).toMatchObject({ subTotal: total, reduction: 0, total })

    // The second add goes into the same cart; titles follow the asked language.
    const second = await v.call('PUT', `/cart/add/${shop.ids.package}?locale=en`, [{ people: 1, dateFrom: date }])
    const both = cartOf<Cart>(second)
    expect(both.id).toBe(cart.id)
    expect(both.orderItems.map((i) => i.title)).toEqual(['Sion airport transfer', 'Serenity package'])
    expect(both.orderItems[1].subTitle).toBe('Package')
    expect(both.subTotal).toBe(total + shop.products.package.basePrice)
    expect(both.total).toBe(both.subTotal)
  })
  it('ignores any amount the browser sends', async () => {
    const honest = cartOf<Cart>(await add(visitor(), 'transfer', 2))
    const v = visitor()
    const tampered = cartOf<Cart>(
      await v.call('PUT', `/cart/add/${shop.ids.transfer}`, {
        data: [{ people: 2, dateFrom: date, total: 1, price: 1 }],
        total: 1,
        subTotal: 1,
        reduction: 999_999,
      }),
    )
    expect(tampered.orderItems[0].total).toBe(honest.orderItems[0].total)
    expect(tampered.total).toBe(shop.products.transfer.basePrice * 2)
    expect(tampered.reduction).toBe(0)
    // Nor on an update.
    const updated = await v.call('POST', `/cart/update/${tampered.id}`, { total: 5, subTotal: 5, orderItems: [] })
    expect(cartOf<Cart>(updated).total).toBe(shop.products.transfer.basePrice * 2)
  })
  it('fails with form_errors when the product has no form data', async () => {
    for (const body of [undefined, {}, { data: [] }, []]) {
      const r = await visitor().call('PUT', `/cart/add/${shop.ids.transfer}?locale=en`, body)
      expect(r.status).toBe(400)
      expect(r.json.code).toBe('form_errors')
      expect(r.json.message).toBe('The form contains errors: please check the fields shown.')
      expect(r.json).toHaveProperty('errors')
    }
    const fr = await visitor().call('PUT', `/cart/add/${shop.ids.transfer}`, {})
    expect(fr.json.message).toBe('Le formulaire contient des erreurs : veuillez vérifier les champs indiqués.')
  })
  it('answers "Product not found" for an unknown or withdrawn product, and asks for an id', async () => {
    for (const id of ['999999', String(shop.ids.retired)]) {
      const r = await visitor().call('PUT', `/cart/add/${id}`, [{ people: 1 }])
      expect(r.status).toBe(404)
      expect(r.json).toEqual({ code: 'PRODUCT_NOT_FOUND', message: 'Product not found' })
    }
    for (const path of ['/cart/add/abc', '/cart/add']) {
      const r = await visitor().call('PUT', path, [{ people: 1 }])
      expect(r.status).toBe(404)
      expect(r.json).toEqual({ code: 'MISSING_PRODUCT_ID', message: "You must provide product's id" })
    }
  })
  it('refuses a body that is not JSON (at the input boundary)', async () => {
    const r = await visitor().call('PUT', `/cart/add/${shop.ids.transfer}?locale=en`, undefined, '{nope')
    expect(r.status).toBe(400)
    expect(r.json).toEqual({ code: 'BAD_BODY', message: 'The body of the request is not valid JSON.' })
  })
  it('attaches an option to a rental of the same cart only', async () => {
    const v = visitor()
    const rental = cartOf<Cart>(await add(v, 'rental', 4)).orderItems[0]
    const withOption = cartOf<Cart>(await add(v, 'option', 1, { linkedToItem: rental.id }))
    expect(withOption.orderItems[1]).toMatchObject({ linkedToItem: rental.id, product: { category: 'option' } })
    const stranger = visitor()
    await add(stranger, 'transfer', 1)
    const refused = await add(stranger, 'option', 1, { linkedToItem: rental.id })
    expect(refused.status).toBe(404)
    expect(refused.json.code).toBe('ITEM_NOT_FOUND')
    // The rental's VAT is the accommodation rate.
    expect(rental.vatRate).toBe(vatRateOn('accommodation', isoDate))
  })
})

describe('PUT /cart/bulkcreate/{productId}', () => {
  it('adds one item per line of a bulk product', async () => {
    const v = visitor()
    const r = await v.call('PUT', `/cart/bulkcreate/${shop.ids.skiPass}?locale=fr`, [
      { people: 2, dateFrom: date },
      { people: 1, dateFrom: date },
      [{ people: 3, dateFrom: date }],
    ])
    expect(r.status).toBe(200)
    const cart = cartOf<Cart>(r)
    expect(cart.orderItems.map((i) => i.total)).toEqual([2, 1, 3].map((n) => n * shop.products.skiPass.basePrice))
    expect(cart.subTotal).toBe(6 * shop.products.skiPass.basePrice)
  })
  it('fails with bulk_creation_disable when the product does not allow bulk', async () => {
    const r = await visitor().call('PUT', `/cart/bulkcreate/${shop.ids.transfer}?locale=en`, [{ people: 1 }])
    expect(r.status).toBe(400)
    expect(r.json).toEqual({ code: 'bulk_creation_disable', message: 'This product cannot be added in several lines.' })
  })
  it('fails with form_errors for an empty list, and adds nothing', async () => {
    const v = visitor()
    const r = await v.call('PUT', `/cart/bulkcreate/${shop.ids.skiPass}`, [])
    expect(r.status).toBe(400)
    expect(r.json.code).toBe('form_errors')
    expect((await v.call('GET', '/cart')).status).toBe(404)
  })
})

describe('DELETE /cart/delete/{itemId}', () => {
  it('removes the item (and the options under a rental) and recomputes the totals', async () => {
    const v = visitor()
    await add(v, 'transfer', 1)
    const rental = cartOf<Cart>(await add(v, 'rental', 2)).orderItems[1]
    const full = cartOf<Cart>(await add(v, 'option', 1, { linkedToItem: rental.id }))
    expect(full.orderItems).toHaveLength(3)
    const r = await v.call('DELETE', `/cart/delete/${rental.id}?locale=fr`)
    expect(r.status).toBe(200)
    const cart = cartOf<Cart>(r)
    expect(cart.orderItems.map((i) => i.reference)).toEqual(['TEST-TRANSFER'])
    expect(cart.subTotal).toBe(shop.products.transfer.basePrice)
    expect(cart.total).toBe(shop.products.transfer.basePrice)
  })
  it("answers 404 for another visitor's item, which stays in their cart", async () => {
    const owner = visitor()
    const item = cartOf<Cart>(await add(owner, 'transfer', 1)).orderItems[0]
    const thief = visitor()
    await thief.call('POST', '/cart')
    const r = await thief.call('DELETE', `/cart/delete/${item.id}?locale=en`)
    expect(r.status).toBe(404)
    expect(r.json).toEqual({ code: 'ITEM_NOT_FOUND', message: 'This item is not in your cart.' })
    expect(cartOf<Cart>(await owner.call('GET', '/cart')).orderItems).toHaveLength(1)
    // Without any cart at all.
    const nobody = await visitor().call('DELETE', `/cart/delete/${item.id}`)
    expect(nobody.status).toBe(404)
    expect(nobody.json).toEqual({ code: 'CART_NOT_FOUND', message: 'Cart not found' })
  })
})

describe('POST /cart/update/{id}', () => {
  it("requires the order's id", async () => {
    for (const path of ['/cart/update', '/cart/update/abc']) {
      const r = await visitor().call('POST', path, {})
      expect(r.status).toBe(404)
      expect(r.json).toEqual({ code: 'MISSING_ORDER_ID', message: "You must provide order's id" })
    }
  })
  it("answers 'Cart not found' for another visitor's cart and changes nothing", async () => {
    const owner = visitor()
    const cart = cartOf<Cart>(await add(owner, 'transfer', 1))
    const other = visitor()
    await add(other, 'transfer', 1)
    const r = await other.call('POST', `/cart/update/${cart.id}`, { remarks: 'hijacked' })
    expect(r.status).toBe(404)
    expect(r.json).toEqual({ code: 'CART_NOT_FOUND', message: 'Cart not found' })
    expect(cartOf<Cart>(await owner.call('GET', '/cart')).remarks).toBe('')
    expect((await visitor().call('POST', `/cart/update/${cart.id}`, {})).status).toBe(404)
  })
  it('saves remarks and a new context of an item, priced again', async () => {
    const v = visitor()
    const cart = cartOf<Cart>(await add(v, 'transfer', 1))
    const r = await v.call('POST', `/cart/update/${cart.id}`, {
      remarks: 'Arrivée tardive',
      orderItems: [{ id: cart.orderItems[0].id, context: [{ people: 4, dateFrom: date }], total: 1 }],
    })
    expect(r.status).toBe(200)
    const updated = cartOf<Cart>(r)
    expect(updated.remarks).toBe('Arrivée tardive')
    expect(updated.orderItems[0].total).toBe(4 * shop.products.transfer.basePrice)
    expect(updated.total).toBe(4 * shop.products.transfer.basePrice)
    const bad = await v.call('POST', `/cart/update/${cart.id}?locale=en`, { orderItems: [{ id: cart.orderItems[0].id, context: [] }] })
    expect(bad.status).toBe(400)
    expect(bad.json.code).toBe('form_errors')
  })
  it('takes back the cart it answered, with an item’s context data changed (SPEC §3 names)', async () => {
    const v = visitor()
    const cart = cartOf<Cart>(await add(v, 'transfer', 1))
    const [item] = cart.orderItems
    const data = (item.context.data as Record<string, unknown>[]).map((entry) => ({ ...entry, people: 2 }))
    const r = await v.call('POST', `/cart/update/${cart.id}`, { ...cart, remarks: 'Deux personnes', orderItems: [{ ...item, context: { ...item.context, data } }] })
    expect(r.status).toBe(200)
    const updated = cartOf<Cart>(r)
    expect(updated.remarks).toBe('Deux personnes')
    expect(updated.orderItems[0].total).toBe(2 * shop.products.transfer.basePrice)
    expect(updated.orderItems[0].context).toMatchObject({ startPeriod: item.context.startPeriod, endPeriod: null, data: [expect.objectContaining({ people: 2 })] })
  })
})

const contact = {
  title: 'mrs',
  firstName: 'Anne',
  lastName: 'Rey',
  street: 'Route du Rawyl',
  streetNumber: '12',
  complement: '',
  zip: '3963',
  city: 'Crans-Montana',
  country: 'CH',
  state: 'VS',
  phone: '079 123 45 67',
  birthdate: '14.02.1980',
  email: 'Anne.Rey@example.ch',
  cg: true,
  dataUse: false,
}

describe('PUT /cart/shipping-contact and PUT /contact/add', () => {
  it('stores the contact on the cart, phone in E.164', async () => {
    for (const path of ['/cart/shipping-contact', '/contact/add']) {
      const v = visitor()
      await add(v, 'transfer', 1)
      const r = await v.call('PUT', `${path}?locale=fr`, contact)
      expect(r.status).toBe(200)
      expect(cartOf<Cart>(r).shippingContact).toEqual({ ...contact, id: expect.any(Number), phone: '+41791234567', email: 'anne.rey@example.ch' })
      // A second submission changes the same contact.
      const again = await v.call('PUT', path, { ...contact, city: 'Lens', total: 1 })
      expect(cartOf<Cart>(again).shippingContact?.city).toBe('Lens')
    }
  })
  it('answers form_errors with the messages of SPEC §5, in French and English', async () => {
    const v = visitor()
    await add(v, 'transfer', 1)
    const fr = await v.call('PUT', '/cart/shipping-contact?locale=fr', { ...contact, firstName: '', cg: false, birthdate: '01.01.2020', phone: '12', email: 'nope' })
    expect(fr.status).toBe(400)
    expect(fr.json.code).toBe('form_errors')
    expect(fr.json.errors).toEqual({
      firstName: 'Ce champ est requis',
      cg: 'Ce champ est requis',
      birthdate: "Vous n'êtes pas majeur",
      phone: 'Ce champ doit être un numéro de téléphone valide',
      email: 'Ce champ doit être une adresse e-mail valide',
    })
    const en = await v.call('PUT', '/cart/shipping-contact?locale=en', { ...contact, state: 'XX', cg: false })
    expect(en.json.errors).toEqual({ state: 'This field is invalid', cg: 'This field is mandatory' })
    expect(cartOf<Cart>(await v.call('GET', '/cart')).shippingContact.id).toBe('default')
  })
  it('answers 409 user_already_exists for a guest giving the e-mail of an account', async () => {
    const v = visitor()
    await add(v, 'transfer', 1)
    const fr = await v.call('PUT', '/cart/shipping-contact?locale=fr', { ...contact, email: EXISTING_ACCOUNT.toUpperCase() })
    expect(fr.status).toBe(409)
    expect(fr.json).toEqual({ code: 'user_already_exists', message: 'Erreur : Utilisateur déjà existant' })
    const en = await v.call('PUT', '/contact/add?locale=en', { ...contact, email: EXISTING_ACCOUNT })
    expect(en.json).toEqual({ code: 'user_already_exists', message: 'Error : user already exists' })
  })
  it('answers "Cart not found" without a cart, before looking up the e-mail of an account', async () => {
    for (const path of ['/cart/shipping-contact', '/contact/add']) {
      for (const body of [contact, { ...contact, email: EXISTING_ACCOUNT }, { email: EXISTING_ACCOUNT }]) {
        const r = await visitor().call('PUT', path, body)
        expect(r.status).toBe(404)
        expect(r.json).toEqual({ code: 'CART_NOT_FOUND', message: 'Cart not found' })
      }
    }
  })
  it('counts a guest’s e-mail check on the sign-up limit of their address only when it finds an account: ten found, then 429', { timeout: EDGE_TIMEOUT_MS }, async () => {
    await awayFromWindowEdge()
    const v = visitor()
    await add(v, 'transfer', 1)
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      statuses.push((await v.call('PUT', '/cart/shipping-contact', { ...contact, email: `probe.${i}.${process.pid}@example.ch` })).status)
      statuses.push((await v.call('PUT', i % 3 === 0 ? '/contact/add' : '/cart/shipping-contact', { ...contact, email: EXISTING_ACCOUNT })).status)
    }
    expect(statuses).toEqual(Array.from({ length: 10 }, () => [200, 409]).flat())
    const limited = await v.call('PUT', '/contact/add?locale=en', { ...contact, email: EXISTING_ACCOUNT })
    expect(limited.status).toBe(429)
    expect(limited.json).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts, please try again in a few minutes' })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await v.call('PUT', '/cart/shipping-contact', contact)).status).toBe(429)
    // The same counter as sign-up: that address cannot go on probing there either.
    const signUp = await v.call('POST', '/sign-up?locale=en', { ...contact, username: `probe.signup.${process.pid}@example.ch`, password: PASSWORD, password_confirm: PASSWORD })
    expect(signUp.status).toBe(429)
  })
  it('lets 25 guests behind one address (a hotel) give their contact and reach the payment page; its sign-ups and failed logins stay limited', { timeout: EDGE_TIMEOUT_MS }, async () => {
    await awayFromWindowEdge()
    const hotel = `203.0.113.${(process.pid % 200) + 20}`
    for (let i = 0; i < 25; i++) {
      const guest = new Visitor(shop.server.url, hotel)
      const cart = cartOf<Cart>(await add(guest, 'transfer', 1))
      const email = `hotel.guest.${i}.${process.pid}@example.ch`
      // Half by the API, half by the checkout page without JavaScript.
      const given = i % 2 === 0 ? (await guest.call('PUT', '/cart/shipping-contact', { ...contact, email })).status : (await guest.page('/commande/mes-donnees', { ...contactForm, email })).status
      expect(given, `guest ${i + 1}`).toBe(i % 2 === 0 ? 200 : 303)
      const payment = await guest.call('POST', `/order/${cart.id}/payment/checkout?locale=fr`, {})
      expect(payment.status, `guest ${i + 1}`).toBe(200)
      expect(String(payment.json.paymentUrl)).toContain('/payment/test/')
    }
    const from = new Visitor(shop.server.url, hotel)
    const signUps: number[] = []
    for (let i = 0; i < 11; i++) {
      const username = `hotel.signup.${i}.${process.pid}@example.ch`
      signUps.push((await from.call('POST', '/sign-up?locale=en', { ...contact, username, password: PASSWORD, password_confirm: PASSWORD })).status)
    }
    expect(signUps).toEqual([...Array(10).fill(201), 429])
    const logins: number[] = []
    for (let i = 0; i < 11; i++) logins.push((await from.call('POST', '/auth/login?locale=en', { email: `nobody.${i}.${process.pid}@example.ch`, password: 'wrong-password-1' })).status)
    expect(logins).toEqual([...Array(10).fill(401), 429])
  })
})

describe('reduction codes', () => {
  async function cartWith(people: number) {
    const v = visitor()
    const cart = cartOf<Cart>(await add(v, 'transfer', people))
    return { v, cart }
  }

  it('takes a percentage off the subtotal, half up to the centime', async () => {
    const { v, cart } = await cartWith(3) // 3 × 45.50 = 136.50
    const r = await v.call('POST', '/cart/reduction?locale=fr', { code: ' test10 ' })
    expect(r.status).toBe(200)
    const reduced = cartOf<Cart>(r)
    const expected = Math.round(cart.subTotal / 10)
    expect(reduced).toMatchObject({ subTotal: cart.subTotal, reduction: expected, total: cart.subTotal - expected })
    expect(reduced.reductionCode).toMatchObject({ code: 'TEST10', applicable: true, message: null })
    // Adding an item recomputes the reduction from the new subtotal.
    const more = cartOf<Cart>(await add(v, 'transfer', 1))
    expect(more.reduction).toBe(Math.round(more.subTotal / 10))
    expect(more.total).toBe(more.subTotal - more.reduction)
  })
  it('takes a fixed amount, never more than the subtotal', async () => {
    const { v, cart } = await cartWith(1) // 45.50
    const r = cartOf<Cart>(await v.call('POST', '/cart/reduction', { code: 'TESTFIX' }))
    expect(r.reduction).toBe(Math.min(2_000, cart.subTotal))
    expect(r.total).toBe(cart.subTotal - r.reduction)
  })
  it('says clearly why a code is refused, in French and English', async () => {
    const { v, cart } = await cartWith(1)
    const cases: Array<[string, number, string, string, string]> = [
      ['NOPE', 404, 'reduction_unknown', "Le code de réduction NOPE n'existe pas", 'The reduction code NOPE does not exist'],
      ['TESTOLD', 400, 'reduction_expired', `Le code de réduction TESTOLD a expiré le ${swiss(zurichDate(-1))}`, `The reduction code TESTOLD expired on ${swiss(zurichDate(-1))}`],
      ['TESTSOON', 400, 'reduction_not_yet_valid', `Le code de réduction TESTSOON est valable à partir du ${swiss(zurichDate(5))}`, `The reduction code TESTSOON is valid from ${swiss(zurichDate(5))}`],
      ['TESTGONE', 400, 'reduction_exhausted', 'Le code de réduction TESTGONE a déjà été utilisé le nombre maximal de fois', 'The reduction code TESTGONE has reached its usage limit'],
      ['TESTMIN', 400, 'reduction_minimum_not_reached', "Le code de réduction TESTMIN s'applique dès CHF 999'999.00 d'achat", "The reduction code TESTMIN applies to orders of CHF 999'999.00 or more"],
      ['', 400, 'reduction_required', 'Veuillez saisir un code de réduction', 'Please enter a reduction code'],
    ]
    for (const [code, status, key, fr, en] of cases) {
      const rf = await v.call('POST', '/cart/reduction?locale=fr', { code })
      expect(rf.status).toBe(status)
      expect(rf.json).toEqual({ code: key, message: fr, errors: { code: fr } })
      const re = await v.call('POST', '/cart/reduction?locale=en', { code })
      expect(re.json.message).toBe(en)
    }
    const unchanged = cartOf<Cart>(await v.call('GET', '/cart'))
    expect(unchanged).toMatchObject({ reduction: 0, total: cart.subTotal, reductionCode: null })
  })
  it('refuses a code on an empty cart and without a cart', async () => {
    const v = visitor()
    await v.call('POST', '/cart')
    const empty = await v.call('POST', '/cart/reduction?locale=en', { code: 'TEST10' })
    expect(empty.status).toBe(400)
    expect(empty.json.code).toBe('reduction_empty_cart')
    const none = await visitor().call('POST', '/cart/reduction', { code: 'TEST10' })
    expect(none.status).toBe(404)
    expect(none.json).toEqual({ code: 'CART_NOT_FOUND', message: 'Cart not found' })
  })
  it('takes no use when a code is attached: a one-use code goes on several carts and comes off again', async () => {
    const first = await cartWith(1)
    expect((await first.v.call('POST', '/cart/reduction', { code: 'TESTLAST' })).status).toBe(200)
    // Applying it again to the same cart is harmless.
    expect((await first.v.call('POST', '/cart/reduction', { code: 'TESTLAST' })).status).toBe(200)
    const second = await cartWith(1)
    const attached = await second.v.call('POST', '/cart/reduction', { code: 'TESTLAST' })
    expect(attached.status).toBe(200)
    expect(cartOf<Cart>(attached).reductionCode).toMatchObject({ code: 'TESTLAST', applicable: true })
    const removed = cartOf<Cart>(await first.v.call('DELETE', '/cart/reduction'))
    expect(removed).toMatchObject({ reduction: 0, reductionCode: null, total: removed.subTotal })
  })
  it('keeps the code attached but gives nothing once the cart is emptied, with the reason', async () => {
    const { v, cart } = await cartWith(2)
    await v.call('POST', '/cart/reduction', { code: 'TEST10' })
    const emptied = cartOf<Cart>(await v.call('DELETE', `/cart/delete/${cart.orderItems[0].id}?locale=en`))
    expect(emptied).toMatchObject({ subTotal: 0, reduction: 0, total: 0 })
    expect(emptied.reductionCode).toMatchObject({ code: 'TEST10', applicable: false })
    expect(emptied.reductionCode?.message).toBe('Your shopping cart is empty: add a service before entering a reduction code')
  })
  it('lets 203 throwaway carts attach a 200-use code, some at the same time, and it stays usable', async () => {
    const answers: Array<{ status: number; json: Record<string, unknown> }> = []
    // Eight carts at a time, 203 in all (the 30 attempts per address are each visitor's own).
    for (let start = 0; start < 203; start += 8) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(8, 203 - start) }, async () => {
          const { v } = await cartWith(1)
          return v.call('POST', '/cart/reduction?locale=en', { code: 'TEST200' })
        }),
      )
      answers.push(...batch)
    }
    expect(answers).toHaveLength(203)
    expect(answers.filter((a) => a.status === 200)).toHaveLength(203)
    expect(answers.every((a) => cartOf<Cart>(a).reductionCode?.applicable === true && cartOf<Cart>(a).reduction > 0)).toBe(true)
    // A real customer can still use it.
    const { v } = await cartWith(2)
    expect(cartOf<Cart>(await v.call('POST', '/cart/reduction', { code: 'TEST200' })).reductionCode).toMatchObject({ code: 'TEST200', applicable: true })
  }, 120_000)
})

function swiss(iso: string): string {
  const [y, m, d] = iso.split('-')
  return `${d}.${m}.${y}`
}

const contactForm = { ...contact, cg: 'on', dataUse: '' } as unknown as Record<string, string>

describe('checkout pages without JavaScript', () => {
  it('sends a visitor with an empty cart back to the cart step with a message', async () => {
    const v = visitor()
    for (const path of ['/commande/sign-in', '/commande/mes-donnees', '/commande/recapitulatif-paiement']) {
      const r = await v.page(path)
      expect(r.status).toBe(302)
      expect(r.location).toBe('/commande/mon-panier?panier=vide')
    }
    const en = await v.page('/en/commande/mes-donnees')
    expect(en.location).toBe('/en/commande/mon-panier?panier=vide')
    const page = mainText((await v.page('/en/commande/mon-panier?panier=vide')).html)
    expect(page).toContain('Your shopping cart is empty: add a rental or a service before ordering.')
    expect(page).toContain('Your shopping cart is empty')
    expect(mainText((await v.page('/commande/mon-panier')).html)).toContain('Votre panier est vide')
  })

  it('shows the cart step with its sections and totals, and removes an item by a plain form', async () => {
    const v = visitor()
    await add(v, 'transfer', 2, { data: [{ people: 2, dateFrom: date, roundTrip: true }] })
    const cart = cartOf<Cart>(await add(v, 'package', 1))
    const page = mainText((await v.page('/commande/mon-panier')).html)
    expect(page).toContain('Packages')
    expect(page).toContain('Services')
    expect(page).toContain('Transfert aéroport de Sion')
    expect(page).toContain('Aller-retour Oui')
    expect(page).toContain(`Total TVA incluse CHF 1'341.00`)

    const removed = await v.page('/panier', { intent: 'remove', itemId: String(cart.orderItems[1].id), returnTo: '/commande/mon-panier' })
    expect(removed.status).toBe(303)
    expect(removed.location).toBe('/commande/mon-panier?panier=supprime')
    const after = mainText((await v.page(removed.location as string)).html)
    expect(after).toContain('Supprimé du panier')
    expect(after).not.toContain('Pack Sérénité')

    // Someone else's item: refused, and it stays in its cart.
    const other = visitor()
    await other.call('POST', '/cart')
    const refused = await other.page('/en/panier', { intent: 'remove', itemId: String(cart.orderItems[0].id), returnTo: 'https://evil.example/' })
    expect(refused.location).toBe('/en/commande/mon-panier?panier=erreur')
    expect(cartOf<Cart>(await v.call('GET', '/cart')).orderItems).toHaveLength(1)
  })

  it('offers to order as a guest or to log in or sign up, coming back to the contact step', async () => {
    const v = visitor()
    await add(v, 'transfer', 1)
    const fr = (await v.page('/commande/sign-in')).html
    expect(mainText(fr)).toContain("Commander en tant qu'invité")
    expect(fr).toContain('href="/login?destination=%2Fcommande%2Fmes-donnees"')
    expect(fr).toContain('href="/mon-compte/inscription?destination=%2Fcommande%2Fmes-donnees"')
    const en = (await v.page('/en/commande/sign-in')).html
    expect(mainText(en)).toContain('Order as guest')
    expect(mainText(en)).toContain('I have an account')
    expect(mainText(en)).toContain("I don't have an account")
    expect(en).toContain('href="/en/login?destination=%2Fen%2Fcommande%2Fmes-donnees"')
  })

  it('checks the contact on the server, then goes to the next step given as a parameter', async () => {
    const v = visitor()
    await add(v, 'transfer', 1)
    const form = (await v.page('/commande/mes-donnees')).html
    expect(form).toMatch(/<input[^>]*value="mr"[^>]*checked|<input[^>]*checked[^>]*value="mr"/)
    expect(form).toMatch(/<option value="CH" selected/)
    expect(form).toMatch(/<option value="VS" selected/)

    const invalid = await v.page('/en/commande/mes-donnees', { ...contactForm, cg: '', birthdate: '31.02.1990', next: '/commande/mon-panier' })
    expect(invalid.status).toBe(400)
    const text = mainText(invalid.html)
    expect(text).toContain('This field is mandatory')
    expect(text).toContain('This field is invalid')
    expect(invalid.html).toContain('aria-invalid="true"')

    const saved = await v.page('/commande/mes-donnees', { ...contactForm, next: '/commande/recapitulatif-paiement' })
    expect(saved.status).toBe(303)
    expect(saved.location).toBe('/commande/recapitulatif-paiement?panier=donnees-enregistrees')
    // Prefilled from the cart's contact afterwards.
    expect((await v.page('/commande/mes-donnees')).html).toContain('value="Route du Rawyl"')
    // Another site is never a next step.
    const elsewhere = await v.page('/commande/mes-donnees', { ...contactForm, next: 'https://evil.example/' })
    expect(elsewhere.location).toBe('/commande/recapitulatif-paiement?panier=donnees-enregistrees')
  })

  it('shows 409 for the e-mail of an existing account as the form error, with a way to log in', async () => {
    const v = visitor()
    await add(v, 'transfer', 1)
    const r = await v.page('/commande/mes-donnees', { ...contactForm, email: EXISTING_ACCOUNT })
    expect(r.status).toBe(409)
    expect(mainText(r.html)).toContain('Erreur : Utilisateur déjà existant')
    expect(r.html).toContain('/login?destination=')
  })

  it('limits the contact step like the API: after 10 e-mail checks from one address, 429 with a message', { timeout: EDGE_TIMEOUT_MS }, async () => {
    await awayFromWindowEdge()
    const v = visitor()
    await add(v, 'transfer', 1)
    for (let i = 0; i < 10; i++) {
      const r = await v.page('/commande/mes-donnees', { ...contactForm, email: EXISTING_ACCOUNT })
      expect(r.status).toBe(409)
    }
    const limited = await v.page('/en/commande/mes-donnees', { ...contactForm, email: EXISTING_ACCOUNT })
    expect(limited.status).toBe(429)
    expect(mainText(limited.html)).toContain('Too many attempts, please try again in a few minutes')
    expect(mainText(limited.html)).not.toContain('user already exists')
  })

  it('shows the summary with the contact and applies or refuses a reduction code', async () => {
    const v = visitor()
    const cart = cartOf<Cart>(await add(v, 'transfer', 4))
    const first = await v.page('/commande/recapitulatif-paiement')
    expect(first.status).toBe(302)
    expect(first.location).toBe('/commande/mes-donnees?next=%2Fcommande%2Frecapitulatif-paiement')
    await v.call('PUT', '/cart/shipping-contact', contact)

    const summary = mainText((await v.page('/commande/recapitulatif-paiement')).html)
    expect(summary).toContain('Anne Rey')
    expect(summary).toContain('+41 79 123 45 67')
    expect(summary).toContain('Valais')
    expect(summary).toContain(`Total TVA incluse CHF 182.00`)

    const unknown = await v.page('/en/commande/recapitulatif-paiement', { intent: 'reduction', code: 'nope' })
    expect(unknown.status).toBe(404)
    expect(mainText(unknown.html)).toContain('The reduction code NOPE does not exist')
    expect(unknown.html).toContain('aria-describedby="reduction-code-error"')

    const applied = await v.page('/commande/recapitulatif-paiement', { intent: 'reduction', code: 'test10' })
    expect(applied.status).toBe(303)
    expect(applied.location).toBe('/commande/recapitulatif-paiement?panier=code-applique')
    const reduced = mainText((await v.page(applied.location as string)).html)
    expect(reduced).toContain('Le code de réduction a été appliqué')
    expect(reduced).toContain('Réduction (TEST10) − CHF 18.20')
    expect(reduced).toContain(`Total TVA incluse CHF 163.80`)
    expect(cart.subTotal).toBe(18_200)

    const removed = await v.page('/commande/recapitulatif-paiement', { intent: 'reduction-remove' })
    expect(removed.location).toBe('/commande/recapitulatif-paiement?panier=code-retire')
    expect(cartOf<Cart>(await v.call('GET', '/cart')).reduction).toBe(0)
  })
})

describe('a cart and its account', () => {
  const password = PASSWORD
  const account = (username: string) => ({
    title: 'mrs', firstName: 'Anne', lastName: 'Rey', street: 'Route du Rawyl', streetNumber: '12', complement: '',
    zip: '3963', city: 'Crans-Montana', country: 'CH', state: 'VS', phone: '027 481 12 34', birthdate: '14.02.1980',
    username, password, password_confirm: password, dataUse: false,
  })
  const email = (name: string) => `${name}.${process.pid}.${Date.now().toString(36)}@example.ch`

  it('gives the guest cart to the account created from it; the account finds it from another browser', async () => {
    const guest = visitor()
    await add(guest, 'transfer', 2)
    const username = email('guest-to-account')
    expect((await guest.call('POST', '/sign-up?locale=fr', account(username))).status).toBe(201)
    const mine = cartOf<Cart>(await guest.call('GET', '/cart'))
    expect(mine.orderItems).toHaveLength(1)
    expect(mine.user.id).toEqual(expect.any(Number))

    const elsewhere = visitor()
    expect((await elsewhere.call('POST', '/auth/login', { email: username, password })).status).toBe(200)
    const found = cartOf<Cart>(await elsewhere.call('GET', '/cart'))
    expect(found.id).toBe(mine.id)
    expect(found.total).toBe(mine.total)
  })

  it('merges a guest cart into the account’s open cart at login, and keeps it from the signed-out browser', async () => {
    const first = visitor()
    const username = email('merge')
    await first.call('POST', '/sign-up?locale=fr', account(username))
    await add(first, 'transfer', 1)
    const before = cartOf<Cart>(await first.call('GET', '/cart'))
    expect(before.orderItems).toHaveLength(1)

    const second = visitor()
    await add(second, 'package', 2)
    expect((await second.call('POST', '/auth/login', { email: username, password })).status).toBe(200)
    const merged = cartOf<Cart>(await second.call('GET', '/cart'))
    expect(merged.id).toBe(before.id)
    expect(merged.orderItems).toHaveLength(2)
    expect(merged.total).toBe(before.total + 2 * shop.products.package.basePrice)

    await second.call('POST', '/auth/logout')
    const signedOut = await second.call('GET', '/cart')
    expect(signedOut.status).toBe(404)
    expect(signedOut.json).toMatchObject({ message: 'Cart not found' })
  })
})

/**
 * The limits count in fixed 15-minute windows (domain/requests/rate-limit.server.ts): eleven checks
 * that straddle the edge of one would be counted in two. A run that starts less than 30 s before an
 * edge waits for it (bounded: at most 30 s).
 */
async function awayFromWindowEdge(windowMs = ACCOUNT_RATE_LIMIT.windowMs, marginMs = 30_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs)
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100))
}

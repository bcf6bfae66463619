import { describe, expect, inject, it } from 'vitest'
import { vatIncluded } from '../../domain/vat/rates'
import type { LocationDetail } from '../../domain/catalogue/types'
import { cartOf, Visitor } from '../support/shop-fixtures'
import { mainText } from '../support/http'
import { CONTACT } from './auth-support'

/**
 * The checkout as a guest expects it (issue 26), on the shared seeded server: the steps in the order
 * cart → sign in or guest → contact → summary, the redirects of a step reached too early, the total
 * on every step, every country named in French and English with a state asked only where the post
 * names one, and the cancellation insurance once per stay and without VAT.
 */

const base = inject('baseUrl')
const INSURANCE = 20
/** A package of the seed whose form asks only its start date (CHF 1'290.00, 8.1 % VAT). */
const PACKAGE = 14

type Item = { id: number; total: number; vatRate: number; quantity: number; touristTax: number; linkedToItem: number | null; product: { id: number; category: string } }
type Cart = { orderItems: Item[]; subTotal: number; total: number; touristTax: number; vat: Array<{ rate: number; total: number; vat: number }>; shippingContact: Record<string, unknown> }

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

/** A guest with a package in the cart. */
async function guestWithCart(): Promise<Visitor> {
  const v = new Visitor(base)
  const added = await v.call('PUT', `/cart/add/${PACKAGE}?locale=fr`, { data: [{ dateFrom: swissDateIn(40) }] })
  expect(added.status).toBe(200)
  return v
}

function swissDateIn(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000)
  return `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`
}

/** The numbered steps of the checkout's step list, in their order. */
function steps(html: string): string[] {
  const nav = /<nav[^>]*class="checkout-steps[^"]*"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? ''
  return [...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1] as string)
}

const contactForm = (extra: Record<string, string> = {}) => ({ ...CONTACT, email: `steps-${stamp()}@example.ch`, cg: 'on', dataUse: '', ...extra }) as Record<string, string>

describe('the checkout steps in the order a guest expects', () => {
  it('numbers the steps cart → sign in → contact → summary, in French and English', async () => {
    const v = await guestWithCart()
    expect(steps((await v.page('/commande/mon-panier')).html)).toEqual(['/commande/mon-panier', '/commande/sign-in', '/commande/mes-donnees', '/commande/recapitulatif-paiement'])
    const en = (await v.page('/en/commande/sign-in')).html
    expect(steps(en)).toEqual(['/en/commande/mon-panier', '/en/commande/sign-in', '/en/commande/mes-donnees', '/en/commande/recapitulatif-paiement'])
    expect(mainText(en)).toMatch(/1 My cart 2 Sign in 3 My details 4 Summary and payment/)
  })

  it('goes on from the cart to the sign-in step, and back from each step to the one before', async () => {
    const v = await guestWithCart()
    const cart = (await v.page('/commande/mon-panier')).html
    expect(cart).toMatch(/<a[^>]*href="\/commande\/sign-in"[^>]*>Passer à la commande<\/a>/)
    const en = (await v.page('/en/commande/mon-panier')).html
    expect(en).toMatch(/<a[^>]*href="\/en\/commande\/sign-in"[^>]*>Proceed to checkout<\/a>/)
    expect((await v.page('/en/commande/sign-in')).html).toMatch(/<a[^>]*href="\/en\/commande\/mon-panier"[^>]*>Back to the cart<\/a>/)
    expect((await v.page('/commande/sign-in')).html).toMatch(/<a[^>]*href="\/commande\/mes-donnees"[^>]*>Commander en tant qu&#x27;invité<\/a>/)
    expect((await v.page('/commande/mes-donnees')).html).toMatch(/<a[^>]*href="\/commande\/sign-in"[^>]*>Retour : se connecter ou commander en tant qu&#x27;invité<\/a>/)
  })

  it('sends a visitor who skipped a step to it: no cart → the cart, no contact → the contact step; the contact goes on to the summary', async () => {
    const empty = new Visitor(base)
    for (const path of ['/en/commande/sign-in', '/en/commande/mes-donnees', '/en/commande/recapitulatif-paiement']) {
      expect((await empty.page(path)).location).toBe('/en/commande/mon-panier?panier=vide')
    }
    const v = await guestWithCart()
    const early = await v.page('/en/commande/recapitulatif-paiement')
    expect(early.status).toBe(302)
    expect(early.location).toBe('/en/commande/mes-donnees?next=%2Fcommande%2Frecapitulatif-paiement')
    const saved = await v.page('/en/commande/mes-donnees', contactForm())
    expect(saved.status).toBe(303)
    expect(saved.location).toBe('/en/commande/recapitulatif-paiement?panier=donnees-enregistrees')
    expect((await v.page('/en/commande/recapitulatif-paiement')).status).toBe(200)
  })
})

describe('the total on every step', () => {
  it('shows the total with its VAT on the cart, sign-in, contact and summary steps, and the phone bar', async () => {
    const v = await guestWithCart()
    const cart = cartOf<Cart>(await v.call('GET', '/cart?locale=fr'))
    const total = cart.total
    const vat = cart.vat.reduce((sum, line) => sum + line.vat, 0)
    const chf = (centimes: number) => `CHF ${(centimes / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, "'")}`
    for (const path of ['/commande/mon-panier', '/commande/sign-in', '/commande/mes-donnees']) {
      const html = (await v.page(path)).html
      const text = mainText(html)
      expect(text, path).toContain(`Total TVA incluse ${chf(total)}`)
      expect(text, path).toMatch(/dont TVA 8[.,]1\s?%/)
      expect(html, path).toContain('class="checkout-bar"')
      expect(mainText(/<div class="checkout-bar"[\s\S]*?<\/div>/.exec(html)?.[0] ?? ''), path).toContain(`Total ${chf(total)} dont TVA ${chf(vat)}`)
    }
    expect(mainText((await v.page('/en/commande/mes-donnees')).html)).toContain(`Your total Subtotal ${chf(total)}`)
    await v.page('/commande/mes-donnees', contactForm())
    const summary = (await v.page('/commande/recapitulatif-paiement')).html
    expect(mainText(summary)).toContain(`Total TVA incluse ${chf(total)}`)
    expect(summary).toContain('class="checkout-bar"')
  })
})

describe('every country, and a state only where the post names one', () => {
  it('offers every country by name in the page language, Switzerland and its neighbours first, after an empty choice', async () => {
    const v = await guestWithCart()
    for (const [path, choose, gb, us] of [
      ['/commande/mes-donnees', 'Choisir un pays', 'Royaume-Uni', 'États-Unis'],
      ['/en/commande/mes-donnees', 'Choose a country', 'United Kingdom', 'United States'],
    ] as const) {
      const html = (await v.page(path)).html
      const select = /<select[^>]*name="country"[\s\S]*?<\/select>/.exec(html)?.[0] ?? ''
      expect(select).toMatch(/\brequired\b/)
      const options = [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => ({ code: m[1], label: m[2] }))
      expect(options[0]).toEqual({ code: '', label: choose })
      expect(options.slice(1, 7).map((o) => o.code)).toEqual(['CH', 'FR', 'DE', 'IT', 'AT', 'LI'])
      expect(options.length).toBeGreaterThan(245)
      expect(options.find((o) => o.code === 'GB')?.label).toBe(gb)
      expect(options.find((o) => o.code === 'US')?.label).toContain(us)
    }
    // The account's forms offer them too.
    expect((await new Visitor(base).page('/en/mon-compte/inscription')).html).toMatch(/<option value="GB"[^>]*>United Kingdom<\/option>/)
  })

  it('asks a UK guest for no state, a US guest for one, without JavaScript', async () => {
    const v = await guestWithCart()
    const uk = await v.page('/en/commande/mes-donnees', contactForm({ country: 'GB', state: '', zip: 'SW1A 1AA', city: 'London', phone: '020 7946 0958' }))
    expect(uk.status).toBe(303)
    expect(uk.location).toBe('/en/commande/recapitulatif-paiement?panier=donnees-enregistrees')
    expect(cartOf<Cart>(await v.call('GET', '/cart?locale=en')).shippingContact).toMatchObject({ country: 'GB', state: '' })
    const summary = mainText((await v.page('/en/commande/recapitulatif-paiement')).html)
    expect(summary).toContain('SW1A 1AA London United Kingdom')
    // The contact page of a UK address has no state field.
    expect((await v.page('/en/commande/mes-donnees')).html).not.toMatch(/name="state"/)

    // A state typed for a country that names none is not kept.
    await v.page('/commande/mes-donnees', contactForm({ country: 'FR', state: 'Savoie', zip: '74000', city: 'Annecy', phone: '+33 4 50 00 00 00' }))
    expect(cartOf<Cart>(await v.call('GET', '/cart?locale=fr')).shippingContact).toMatchObject({ country: 'FR', state: '' })

    const missing = await v.page('/en/commande/mes-donnees', contactForm({ country: 'US', state: '', zip: '94103', city: 'San Francisco', phone: '(415) 737-2000' }))
    expect(missing.status).toBe(400)
    expect(missing.html).toMatch(/<input[^>]*name="state"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*name="state"/)
    const given = await v.page('/en/commande/mes-donnees', contactForm({ country: 'US', state: 'California', zip: '94103', city: 'San Francisco', phone: '(415) 737-2000' }))
    expect(given.status).toBe(303)
    expect(cartOf<Cart>(await v.call('GET', '/cart?locale=en')).shippingContact).toMatchObject({ country: 'US', state: 'California' })
  })

  it('the API takes any country, refuses an unknown one and asks the state only where it applies', async () => {
    const v = await guestWithCart()
    const body = (extra: Record<string, unknown>) => ({ ...CONTACT, email: `api-${stamp()}@example.ch`, cg: true, ...extra })
    const uk = await v.call('PUT', '/cart/shipping-contact?locale=en', body({ country: 'GB', state: undefined, zip: 'SW1A 1AA', city: 'London', phone: '+44 20 7946 0958' }))
    expect(uk.status).toBe(200)
    const us = await v.call('PUT', '/cart/shipping-contact?locale=en', body({ country: 'US', state: undefined, zip: '94103', city: 'San Francisco', phone: '+1 415 737 2000' }))
    expect(us.status).toBe(400)
    expect(us.json.errors).toHaveProperty('state')
    const unknown = await v.call('PUT', '/cart/shipping-contact?locale=en', body({ country: 'QZ' }))
    expect(unknown.status).toBe(400)
    expect(unknown.json.errors).toHaveProperty('country')
    // A Swiss address still needs its canton, Valais by default.
    expect((await v.call('PUT', '/cart/shipping-contact?locale=fr', body({ state: undefined }))).status).toBe(200)
    expect(cartOf<Cart>(await v.call('GET', '/cart?locale=fr')).shippingContact).toMatchObject({ country: 'CH', state: 'VS' })
  })
})

describe('a product that asks a country (the ski pass)', () => {
  const SKI_PASS = 4
  it('offers every country by the server names and asks the state only where it applies', async () => {
    const html = await (await fetch(`${base}/en/produit/ski-pass-${SKI_PASS}`)).text()
    const select = /<select[^>]*name="[^"]*country[^"]*"[\s\S]*?<\/select>/.exec(html)?.[0] ?? ''
    expect(select).toMatch(/^<select[^>]*>\s*<option value="">Choose a country<\/option>/)
    expect(select).toContain('>United Kingdom</option>')
    const price = (line: Record<string, unknown>) =>
      fetch(`${base}/shop/api/store/product/check/price/${SKI_PASS}?locale=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: [{ dateFrom: swissDateIn(20), days: 1, people: 1, ...line }] }),
      })
    expect((await price({ country: 'GB' })).status).toBe(200)
    const us = await price({ country: 'US', state: '' })
    expect(us.status).toBe(400)
    expect(JSON.stringify(await us.json())).toContain('state')
    expect((await price({ country: 'US', state: 'Colorado' })).status).toBe(200)
  })
})

describe('the cancellation insurance', () => {
  async function stayWithInsurance() {
    const list = (await (await fetch(`${base}/api/locations`)).json()) as { locations: Array<{ id: number; kind: string }> }
    for (const { id } of list.locations.filter((l) => l.kind === 'weekly')) {
      const rental = ((await (await fetch(`${base}/api/locations/${id}`)).json()) as { location: LocationDetail }).location
      if (rental.included?.cancellationInsurance || rental.included?.touristTax !== false) continue
      // A week far enough ahead that the other tests of the seeded server do not take it.
      const week = rental.priceWeeks.filter((w) => w.available).at(-12)
      if (!week) continue
      const v = new Visitor(base)
      const added = await v.call('PUT', `/cart/add/${rental.productId}?locale=fr`, { data: [{ startPeriod: week.startDate, endPeriod: week.endDate, adults: 2 }] })
      if (added.status !== 200) continue
      const stay = cartOf<Cart>(added).orderItems[0] as Item
      const insured = await v.call('PUT', `/cart/add/${INSURANCE}?locale=fr`, { data: [{}], linkedToItem: stay.id })
      expect(insured.status).toBe(200)
      return { v, stay, cart: cartOf<Cart>(insured) }
    }
    throw new Error('no weekly rental without the insurance included has a free week')
  }

  it('bears no VAT: the order VAT lines leave it out', async () => {
    const { cart, stay } = await stayWithInsurance()
    const insurance = cart.orderItems.find((i) => i.product.id === INSURANCE) as Item
    expect(insurance).toMatchObject({ linkedToItem: stay.id, quantity: 1, vatRate: 0, total: 5_900 })
    expect(cart.vat.map((line) => line.rate)).toEqual([380])
    expect(cart.vat[0]).toEqual({ rate: 380, total: stay.total - stay.touristTax, vat: vatIncluded(stay.total - stay.touristTax, 380) })
    expect(cart.total).toBe(stay.total + insurance.total)
  })

  it('is one per stay: the cart refuses quantity 2, and a second one adds nothing', async () => {
    const { v, stay, cart } = await stayWithInsurance()
    const insurance = cart.orderItems.find((i) => i.product.id === INSURANCE) as Item
    const refused = await v.call('PUT', `/cart/quantity/${insurance.id}?locale=en`, { quantity: 2 })
    expect(refused.status).toBe(400)
    expect(refused.json).toMatchObject({ code: 'quantity_not_changeable' })
    const twice = await v.call('PUT', `/cart/add/${INSURANCE}?locale=fr`, { data: [{ quantity: 2 }], linkedToItem: stay.id })
    expect(twice.status).toBe(400)
    const again = cartOf<Cart>(await v.call('PUT', `/cart/add/${INSURANCE}?locale=fr`, { data: [{}], linkedToItem: stay.id }))
    expect(again.orderItems.filter((i) => i.product.id === INSURANCE)).toHaveLength(1)
    expect(cartOf<Cart>(await v.call('GET', '/cart?locale=fr')).orderItems.find((i) => i.id === insurance.id)?.quantity).toBe(1)
    // The cart step offers no quantity field for it (nor for the stay).
    const page = (await v.page('/commande/mon-panier')).html
    expect(page).toContain('Assurance annulation')
    expect(page).not.toContain('name="quantity"')
  })
})

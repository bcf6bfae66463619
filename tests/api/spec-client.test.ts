/**
 * The shop API as a client written from SPEC §3 and §7 alone uses it (docs/decisions/054): the calls,
 * bodies and names of the specification, nothing of the site's own pages. A guest creates a cart,
 * adds a chalet week with an option and a service, gives a contact, pays on the provider's page,
 * reads the order, makes an account of it, and finds the order and the contact in the account.
 * Runs on the embedded database and on PostgreSQL (.ci/run); every answer is also held to the
 * OpenAPI document (tests/support/contract.setup.ts).
 */
import { beforeAll, describe, expect, inject, it } from 'vitest'

const base = inject('baseUrl')
const STORE = '/shop/api/store'

/** A browser running the client: it keeps its cookies, sends them with every call, and the locale. */
class SpecClient {
  private cookies = new Map<string, string>()
  token: string | null = null
  constructor(
    readonly locale: 'fr' | 'en',
    private readonly address: string,
  ) {}

  async call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const url = new URL(path.startsWith('/') && !path.startsWith(STORE) && !path.startsWith('/api') && !path.startsWith('/payment') ? `${STORE}${path}` : path, base)
    if (!url.searchParams.has('locale') && !url.pathname.startsWith('/payment')) url.searchParams.set('locale', this.locale)
    const headers: Record<string, string> = { origin: base, 'x-forwarded-for': this.address, accept: 'application/json' }
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    if (this.token) headers.authorization = `Bearer ${this.token}`
    let sent: string | undefined
    if (body instanceof URLSearchParams) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      sent = body.toString()
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json'
      sent = JSON.stringify(body)
    }
    const response = await fetch(url, { method, headers, body: sent, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      const value = pair.slice(pair.indexOf('=') + 1)
      if (value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    const text = await response.text()
    const type = response.headers.get('content-type') ?? ''
    return { status: response.status, body: (type.includes('json') ? JSON.parse(text) : { location: response.headers.get('location'), text }) as T }
  }
}

type Cart = {
  id: number
  number: string
  currency: string
  locale: string
  createdAt: string
  payedAt: string | null
  subTotal: number
  total: number
  reportedTotal: number
  gradedPayment: boolean
  gradedToPayAt: string | null
  remarks: string | null
  user: { id: number | 'default' }
  shippingContact: Record<string, unknown> & { id: number | 'default' }
  orderItems: Array<{
    id: number
    quantity: number
    reference: string
    title: string
    subTitle: string
    total: number
    totalExcludingTax: number
    context: { startPeriod: string | null; endPeriod: string | null; data: unknown[] }
    product: { id: number; category: string }
    subscriber: { id: number; numberOfPersons: number; images: Array<{ largeFormat: string; zone: string; folder: string; fileName: string; extension: string; hash: string }> } | null
    linkedToItem: number | null
  }>
}

const swiss = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`

describe('the shop API as SPEC §3 and §7 describe it', () => {
  let rental: { id: number; productId: number; persons: number; weeks: Array<{ startDate: string; endDate: string }> }
  let products: Array<{ id: number; reference: string; category: string }>

  beforeAll(async () => {
    const visitor = new SpecClient('fr', '203.0.113.70')
    const list = await visitor.call<{ success: boolean; locations: Array<{ id: number; kind: string }> }>('GET', '/api/locations')
    expect(list.body.success).toBe(true)
    // A weekly rental for four with a free week some months ahead (the other tests take theirs from the end).
    for (const { id } of list.body.locations.filter((l) => l.kind === 'weekly')) {
      const detail = await visitor.call<{ location: { id: number; productId: number; persons: number; priceWeeks: Array<{ startDate: string; endDate: string; available: boolean }> } }>('GET', `/api/locations/${id}`)
      const { location } = detail.body
      const free = location.priceWeeks.slice(8, 30).filter((w) => w.available)
      if (location.persons >= 4 && free.length > 3) {
        // One week for each language's guest, apart from each other.
        rental = { id: location.id, productId: location.productId, persons: location.persons, weeks: [free[1], free[3]] }
        break
      }
    }
    expect(rental).toBeDefined()
    const listed = await visitor.call<{ products: Array<{ id: number; reference: string; category: string }> }>('GET', '/products')
    products = listed.body.products
  })

  const product = (reference: string) => {
    const found = products.find((p) => p.reference === reference)
    expect(found, reference).toBeDefined()
    return found as { id: number; reference: string; category: string }
  }

  for (const locale of ['fr', 'en'] as const) {
    it(`takes a guest from an empty cart to an account holding the paid order (${locale})`, async () => {
      const client = new SpecClient(locale, locale === 'fr' ? '203.0.113.71' : '203.0.113.72')

      // POST /cart: a new cart, with the placeholder contact and user of SPEC §3.
      const created = await client.call<Cart>('POST', '/cart')
      expect(created.status).toBe(200)
      expect(created.body).toMatchObject({ currency: 'CHF', locale, payedAt: null, orderItems: [], user: { id: 'default' }, shippingContact: { id: 'default' } })
      expect(Date.parse(created.body.createdAt)).not.toBeNaN()

      // PUT /cart/add/{productId}: the chalet week (its context's start and end), then an option under it and a service.
      const week = rental.weeks[locale === 'fr' ? 0 : 1]
      const stay = await client.call<Cart>('PUT', `/cart/add/${rental.productId}`, { data: [{ startPeriod: week.startDate, endPeriod: week.endDate, adults: 2, children: [8] }] })
      expect(stay.status).toBe(200)
      const [rentalItem] = stay.body.orderItems
      expect(rentalItem.context).toMatchObject({ startPeriod: week.startDate, endPeriod: week.endDate })
      expect(rentalItem.subscriber).toMatchObject({ id: rental.id, numberOfPersons: 3 })
      expect(rentalItem.subscriber?.images[0]).toMatchObject({ zone: 'location', largeFormat: expect.stringMatching(/^\/media\//) })
      expect(rentalItem.total).toBeGreaterThan(0)

      const insurance = product('OPT-CANCEL-INSURANCE')
      const withOption = await client.call<Cart>('PUT', `/cart/add/${insurance.id}`, { data: [{}], linkedToItem: rentalItem.id })
      expect(withOption.status).toBe(200)
      expect(withOption.body.orderItems.find((item) => item.product.id === insurance.id)).toMatchObject({ linkedToItem: rentalItem.id, subscriber: null })

      const lesson = product('SRV-SKI-LESSON')
      const withService = await client.call<Cart>('PUT', `/cart/add/${lesson.id}`, {
        data: [{ discipline: 'ski', level: 'beginner', dateFrom: swiss(week.startDate), hours: 2, people: 2 }],
      })
      expect(withService.status).toBe(200)
      const cart = withService.body
      expect(cart.orderItems.map((item) => item.product.category).sort()).toEqual(['option', 'rental', 'service'])
      expect(cart.total).toBe(cart.orderItems.reduce((sum, item) => sum + item.total, 0))

      // POST /product/check/price/{productId}: the same service's price, before adding it again.
      const price = await client.call<{ total: number }>('POST', `/product/check/price/${lesson.id}`, { data: [{ discipline: 'ski', level: 'beginner', dateFrom: swiss(week.startDate), hours: 2, people: 2 }] })
      expect(price.body.total).toBe(cart.orderItems.find((item) => item.product.id === lesson.id)?.total)

      // PUT /cart/shipping-contact: the contact of SPEC §3, terms accepted.
      const email = `spec.client.${locale}.${process.pid}.${Date.now().toString(36)}@example.ch`
      const contact = {
        title: 'mrs', firstName: 'Léa', lastName: 'Bonvin', street: 'Route du Rawyl', streetNumber: '12', complement: '',
        zip: '3963', city: 'Crans-Montana', country: 'CH', state: 'VS', phone: '+41 27 481 00 00', birthdate: '14.03.1984', email, cg: true, dataUse: false,
      }
      const withContact = await client.call<Cart>('PUT', '/cart/shipping-contact', contact)
      expect(withContact.status).toBe(200)
      expect(withContact.body.shippingContact).toMatchObject({ firstName: 'Léa', lastName: 'Bonvin', email, country: 'CH' })
      expect(withContact.body.shippingContact.id).not.toBe('default')
      expect(withContact.body.user).toEqual({ id: 'default' })

      // POST /cart/update/{id}: remarks for the agency; the cart keeps its items.
      const updated = await client.call<Cart>('POST', `/cart/update/${cart.id}`, { remarks: 'Arrivée vers 18 h' })
      expect(updated.status).toBe(200)
      expect(updated.body.remarks).toBe('Arrivée vers 18 h')
      expect(updated.body.orderItems).toHaveLength(3)

      // POST /order/{orderId}/payment/checkout → paymentUrl; the browser pays there and comes back.
      const checkout = await client.call<{ paymentUrl: string }>('POST', `/order/${cart.id}/payment/checkout`, { gradedPayment: false })
      expect(checkout.status).toBe(200)
      const paymentPage = new URL(checkout.body.paymentUrl)
      const paid = await client.call<{ location: string }>('POST', paymentPage.pathname, new URLSearchParams({ action: 'pay', cardNumber: '4242 4242 4242 4242' }))
      expect(paid.status).toBe(303)
      const back = await client.call<{ location: string }>('GET', new URL(paid.body.location).pathname)
      expect(back.body.location).toContain(`/commande/confirmation/${cart.number}/succes`)

      // GET /order/{number}?statuses=[2,3]: the paid order.
      const order = await client.call<Cart & { status: number }>('GET', `/order/${cart.number}?locale=${locale}&statuses=[2,3]`)
      expect(order.status).toBe(200)
      expect(order.body).toMatchObject({ number: cart.number, status: 2, total: cart.total, user: { id: 'default' } })
      expect(order.body.payedAt).not.toBeNull()

      // GET /cart/{number}/confirmation: the booking confirmation, a PDF.
      const pdf = await client.call<{ text: string }>('GET', `/cart/${cart.number}/confirmation`)
      expect(pdf.status).toBe(200)
      expect(pdf.body.text.startsWith('%PDF-')).toBe(true)

      // PUT /order/{number}/user/add: an account from the order, answered with the user and its id.
      const account = await client.call<{ user: { id: number; username: string }; token: string }>('PUT', `/order/${cart.number}/user/add`, {
        username: email,
        password: 'Larch-chalet-snow-2026!',
        password_confirm: 'Larch-chalet-snow-2026!',
      })
      expect(account.status).toBe(201)
      expect(account.body.user).toMatchObject({ id: expect.any(Number), username: email })

      // The order now has that user.
      const owned = await client.call<Cart>('GET', `/order/${cart.number}?statuses=[2,3]`)
      expect(owned.body.user).toEqual({ id: account.body.user.id })

      // GET /my-account/orders?statuses=[2,3] and GET /my-account/profile.
      const mine = await client.call<Array<{ number: string; orderItems: Cart['orderItems'] }>>('GET', '/my-account/orders?statuses=[2,3]')
      expect(mine.status).toBe(200)
      const listed = mine.body.find((o) => o.number === cart.number)
      expect(listed?.orderItems.map((item) => item.reference).sort()).toEqual(cart.orderItems.map((item) => item.reference).sort())
      const profile = await client.call<{ username: string; shippingContact: { firstName: string; city: string; dataUse: boolean } }>('GET', '/my-account/profile')
      expect(profile.body).toMatchObject({ username: email, shippingContact: { firstName: 'Léa', city: 'Crans-Montana', dataUse: false } })

      // POST /auth/refresh → a token used as Bearer (SPEC §7), which /auth/me accepts.
      const refreshed = await client.call<{ token: string }>('POST', '/auth/refresh')
      expect(refreshed.status).toBe(200)
      const bearer = new SpecClient(locale, '203.0.113.73')
      bearer.token = refreshed.body.token
      const me = await bearer.call<{ id: number; username: string }>('POST', '/auth/me')
      expect(me.body).toMatchObject({ id: account.body.user.id, username: email })
    })
  }
})

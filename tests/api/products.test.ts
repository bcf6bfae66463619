import { describe, expect, inject, it } from 'vitest'
import { zurichSwissDate } from '../support/shop-fixtures'
import type { ProductDetail, ProductSummary } from '../../domain/shop/products.repository.server'

/**
 * The products side of the shop API (SPEC §7): product list and product with its context, the
 * server's price check of a context, and address suggestions. Runs on the seeded catalogue.
 */

const base = inject('baseUrl')
const API = `${base}/shop/api/store`

type Json = Record<string, unknown>

async function get<T = Json>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(API + path)
  return { status: response.status, body: (await response.json()) as T }
}

async function price(productId: number | string, body: unknown, locale = 'fr', raw = false) {
  const response = await fetch(`${API}/product/check/price/${productId}?locale=${locale}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ? (body as string) : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Json }
}


const HOME = 'Route de la Moubra 6, 3963 Crans-Montana'
const geneva = { trip: 'oneWay', people: 3, dateFrom: zurichSwissDate(30), addressFrom: 'Genève Aéroport', addressTo: HOME }

describe('GET /products', () => {
  it('lists the published catalogue in the asked language', async () => {
    const fr = await get<{ products: ProductSummary[]; total: number }>('/products?locale=fr')
    const en = await get<{ products: ProductSummary[]; total: number }>('/products?locale=en')
    expect(fr.status).toBe(200)
    expect(fr.body.total).toBe(fr.body.products.length)
    expect(fr.body.products.length).toBeGreaterThanOrEqual(19)
    expect(fr.body.products[0]).toMatchObject({ id: 1, category: 'service', type: 'transfer', title: 'Transfert Aéroport de Genève – Crans-Montana', basePrice: 42_000, currency: 'CHF' })
    expect(en.body.products[0]?.title).toBe('Geneva Airport – Crans-Montana transfer')
    expect(en.body.products[0]?.article).toMatchObject({ id: 23, type: 'services', title: 'Our complementary services' })
    expect(fr.body.products[0]).not.toHaveProperty('pricing')
  })
  it('filters by category, type and content page', async () => {
    for (const category of ['option', 'package', 'service'] as const) {
      const { body } = await get<{ products: ProductSummary[] }>(`/products?locale=en&category=${category}`)
      expect(body.products.length).toBeGreaterThan(0)
      expect(body.products.every((p) => p.category === category)).toBe(true)
    }
    const transfers = await get<{ products: ProductSummary[] }>('/products?type=transfer')
    expect(transfers.body.products.map((p) => p.id)).toEqual([1, 2, 3])
    const laundry = await get<{ products: ProductSummary[] }>('/products?content=22')
    expect(laundry.body.products.map((p) => p.type)).toEqual(['laundry', 'laundry'])
    const rentals = await get<{ products: ProductSummary[] }>('/products?category=rental')
    expect(rentals.body.products).toEqual([])
  })
  it('refuses an unknown category with {code, message}', async () => {
    const { status, body } = await get('/products?category=weapons')
    expect(status).toBe(400)
    expect(body).toEqual({ code: 'INVALID_FILTER', message: expect.stringContaining('category') })
  })
})

describe('GET /product/{id}', () => {
  it('answers the product with its context: model, and one empty entry with quantity 1', async () => {
    const { status, body } = await get<ProductDetail>('/product/5?locale=en')
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: 5, category: 'option', type: 'cleaning', title: 'Final cleaning', bulk: false, vta: expect.any(String) })
    expect(Object.keys(body.context).sort()).toEqual(['code', 'data', 'id', 'model', 'title'])
    expect(body.context.model.fields.map((f) => f.name)).toContain('rooms')
    expect(body.context.data).toEqual([{ rooms: null, dateFrom: null, remarks: null, quantity: 1 }])
    expect(body.context.title).toBe('Your cleaning')
  })
  it('says "You must provide product\'s id" without an id, "Product not found" for an unknown one', async () => {
    for (const path of ['/product', '/product/', '/product/abc', '/product/0', '/product/-1']) {
      const { status, body } = await get(path)
      expect(status, path).toBe(400)
      expect(body).toEqual({ code: 'MISSING_PRODUCT_ID', message: "You must provide product's id" })
    }
    const { status, body } = await get('/product/99999')
    expect(status).toBe(404)
    expect(body).toEqual({ code: 'PRODUCT_NOT_FOUND', message: 'Product not found' })
  })
})

describe('POST /product/check/price/{productId}', () => {
  it('prices a one-way transfer, then doubles it for a round trip', async () => {
    const oneWay = await price(1, [geneva])
    expect(oneWay).toEqual({ status: 200, body: { total: 42_000, subTotal: 42_000, currency: 'CHF', totalExcludingTax: expect.any(Number), vatRate: expect.any(Number) } })
    const roundTrip = await price(1, { ...geneva, trip: 'roundTrip', returnDateFrom: zurichSwissDate(37), returnAddressFrom: HOME.toLowerCase(), returnAddressTo: 'Genève Cornavin' })
    expect(roundTrip.status).toBe(200)
    expect(roundTrip.body.total).toBe(84_000)
  })
  it('ignores any total, price or unknown field the body carries', async () => {
    const { body } = await price(1, [{ ...geneva, total: 1, subTotal: 1, price: 1, basePrice: 1 }])
    expect(body.total).toBe(42_000)
  })
  it('sums the bulk lines of a ski pass, each with its people count', async () => {
    const line = { dateFrom: zurichSwissDate(20), days: 6, people: 2, country: 'CH', state: 'VS' }
    const { status, body } = await price(4, { data: [line, { ...line, days: 1, people: 3, country: 'FR', state: 'Savoie' }] })
    expect(status).toBe(200)
    expect(body.total).toBe(2 * 38_900 + 3 * 7_900)
  })
  it('answers 400 form_errors with the field errors of an invalid context, in the asked language', async () => {
    const fr = await price(1, { ...geneva, trip: 'roundTrip', dateFrom: '01.01.2000', addressTo: 'Rue Inconnue 1, 3963 Crans-Montana' })
    expect(fr.status).toBe(400)
    expect(fr.body).toMatchObject({
      code: 'form_errors',
      errors: {
        dateFrom: 'Ce champ est invalide',
        addressTo: 'Veuillez saisir une adresse valide',
        returnDateFrom: 'Ce champ est requis',
        returnAddressFrom: 'Ce champ est requis',
        returnAddressTo: 'Ce champ est requis',
      },
    })
    const en = await price(5, {}, 'en')
    expect(en.status).toBe(400)
    expect(en.body.errors).toEqual({ rooms: 'This field is mandatory', dateFrom: 'This field is mandatory' })
    expect(en.body.lines).toEqual([{ rooms: 'This field is mandatory', dateFrom: 'This field is mandatory' }])
  })
  it('refuses a body that is not JSON (at the input boundary), and takes no body as an empty context', async () => {
    const { status, body } = await price(5, 'not json', 'en', true)
    expect(status).toBe(400)
    expect(body).toEqual({ code: 'BAD_BODY', message: 'The body of the request is not valid JSON.' })
    const empty = await price(5, '', 'en', true)
    expect(empty.status).toBe(400)
    expect(empty.body.code).toBe('form_errors')
  })
  it('refuses a date outside the rental carried with the context (includedInRentalDates)', async () => {
    const start = zurichSwissDate(40)
    const { status, body } = await price(5, { rooms: 3, dateFrom: zurichSwissDate(60), startPeriod: start, endPeriod: zurichSwissDate(47) }, 'en')
    expect(status).toBe(400)
    expect(body.errors).toEqual({ dateFrom: 'Please enter a date within the dates chosen for the rental' })
    expect((await price(5, { rooms: 3, dateFrom: zurichSwissDate(47), startPeriod: start, endPeriod: zurichSwissDate(47) })).body.total).toBe(18_000)
  })
  it('has the missing id and not-found errors of GET /product', async () => {
    expect(await price('', {})).toEqual({ status: 400, body: { code: 'MISSING_PRODUCT_ID', message: "You must provide product's id" } })
    expect(await price(99999, [geneva])).toEqual({ status: 404, body: { code: 'PRODUCT_NOT_FOUND', message: 'Product not found' } })
  })
})

describe('GET /address/suggestions', () => {
  it('suggests resort addresses for what is typed', async () => {
    const { status, body } = await get<{ suggestions: string[] }>('/address/suggestions?q=moubra%206&locale=fr')
    expect(status).toBe(200)
    expect(body.suggestions[0]).toBe(HOME)
  })
  it('answers an empty list for a short or unknown query', async () => {
    expect((await get<{ suggestions: string[] }>('/address/suggestions?q=m')).body).toEqual({ suggestions: [] })
    expect((await get<{ suggestions: string[] }>('/address/suggestions')).body).toEqual({ suggestions: [] })
    expect((await get<{ suggestions: string[] }>('/address/suggestions?q=Paradeplatz%208%20Z%C3%BCrich')).body).toEqual({ suggestions: [] })
  })
})

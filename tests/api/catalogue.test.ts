import { describe, expect, inject, it } from 'vitest'
import { toZurichIsoDate } from '../../domain/format/date'
import { addDays, isSaturday, saturdayOnOrBefore } from '../../domain/catalogue/period'
import { freeRun } from '../support/catalogue'
import type {
  LocationDetail,
  LocationListItem,
  LocationsResponse,
  PriceGrid,
  SaleDetail,
  SalesResponse,
  SelectionResponse,
} from '../../domain/catalogue/types'

const base = inject('baseUrl')

type Json = Record<string, unknown>

async function get<T = Json>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(base + path)
  return { status: response.status, body: (await response.json()) as T, headers: response.headers }
}

const list = async (query = '') => (await get<LocationsResponse>(`/api/locations${query}`)).body.locations
const sales = async (query = '') => (await get<SalesResponse>(`/api/sales${query}`)).body.sales
const detail = async (id: number, query = '') =>
  (await get<{ success: true; location: LocationDetail }>(`/api/locations/${id}${query}`)).body.location

const today = () => toZurichIsoDate(new Date())


function expectOrdered<T>(items: T[], key: (item: T) => number, direction: 'asc' | 'desc') {
  const values = items.map(key)
  const sorted = [...values].sort((a, b) => (direction === 'asc' ? a - b : b - a))
  expect(values).toEqual(sorted)
}

const LOCATION_KEYS = [
  'id',
  'kind',
  'reference',
  'type',
  'typeLabel',
  'title',
  'slug',
  'summary',
  'place',
  'number_of_rooms',
  'bedrooms',
  'bathrooms',
  'persons',
  'surface',
  'livingSpace',
  'comfortClass',
  'price',
  'specialPrice',
  'currency',
  'latitude',
  'longitude',
  'productId',
  'image',
  'monthlyCharges',
  'availableFrom',
]

const SALE_KEYS = [
  'id',
  'reference',
  'type',
  'typeLabel',
  'title',
  'slug',
  'summary',
  'place',
  'number_of_rooms',
  'bedrooms',
  'bathrooms',
  'surface',
  'livingSpace',
  'price',
  'currency',
  'latitude',
  'longitude',
  'image',
]

/** Every 400 answers `{success: false, message}` with the expected message. */
async function expectBadRequest(path: string, message: string | RegExp) {
  const { status, body } = await get(path)
  expect(status, path).toBe(400)
  expect(body.success).toBe(false)
  if (typeof message === 'string') expect(body.message).toBe(message)
  else expect(body.message).toMatch(message)
}

describe('GET /api/locations', () => {
  it('lists the published weekly rentals with the filter options, asked again each time (no-cache)', async () => {
    const { status, body, headers } = await get<LocationsResponse>('/api/locations')
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-cache')
    expect(body.success).toBe(true)
    expect(body.locations.length).toBeGreaterThanOrEqual(40)
    for (const location of body.locations) {
      expect(Object.keys(location)).toEqual(expect.arrayContaining([...LOCATION_KEYS, 'periodTotal']))
      expect(location.kind).toBe('weekly')
      expect(location.currency).toBe('CHF')
      expect(Number.isInteger(location.price)).toBe(true)
      expect(location.periodTotal).toBeNull()
      expect(location.monthlyCharges).toBeNull()
    }
    const withImage = body.locations.find((l) => l.image)
    expect(withImage?.image).toMatchObject({ id: expect.any(Number), caption: expect.any(String), zone: 'location', folder: expect.any(String), fileName: expect.any(String), extension: expect.any(String), hash: expect.any(String) })
    expect(withImage?.image?.formats.thumbnail.url).toMatch(/^\/media\/location\//)
    expect(body.types.map((t) => t.code)).toEqual(['chalet', 'apartment', 'studio', 'duplex', 'attic'])
    expect(body.types).toContainEqual({ code: 'apartment', label: 'Appartement' })
    expect(body.annualTypes.length).toBeGreaterThan(0)
    expect(body.numberOfRooms).toEqual([...new Set(body.locations.map((l) => l.number_of_rooms))].sort((a, b) => a - b))
    expect(body.comfortClasses).toEqual([...new Set(body.locations.map((l) => l.comfortClass))].sort((a, b) => a - b))
  })

  it('gives the lowest upcoming weekly price and special price of each rental', async () => {
    const [first] = await list()
    const location = await detail(first.id)
    const upcoming = location.priceWeeks
    expect(upcoming.length).toBeGreaterThan(0)
    expect(first.price).toBe(Math.min(...upcoming.map((w) => w.price)))
    const specials = upcoming.flatMap((w) => (w.specialPrice === null ? [] : [w.specialPrice]))
    expect(first.specialPrice).toBe(specials.length ? Math.min(...specials) : null)
  })

  it('lists the annual rentals with their monthly rent', async () => {
    const { body } = await get<LocationsResponse>('/api/locations?kind=annual')
    expect(body.locations.length).toBeGreaterThan(0)
    for (const location of body.locations) {
      expect(location.kind).toBe('annual')
      expect(location.price).toBeGreaterThan(0)
      expect(location.specialPrice).toBeNull()
      expect(location.monthlyCharges).toEqual(expect.any(Number))
      expect(location.availableFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
    expect(body.numberOfRooms).toEqual([...new Set(body.locations.map((l) => l.number_of_rooms))].sort((a, b) => a - b))
    const weeklyIds = new Set((await list()).map((l) => l.id))
    expect(body.locations.some((l) => weeklyIds.has(l.id))).toBe(false)
  })

  it('filters by type', async () => {
    for (const type of ['chalet', 'studio']) {
      const found = await list(`?type=${type}`)
      expect(found.length).toBeGreaterThan(0)
      expect(found.every((l) => l.type === type)).toBe(true)
    }
    const annual = await list('?kind=annual&type=apartment')
    expect(annual.length).toBeGreaterThan(0)
    expect(annual.every((l) => l.type === 'apartment' && l.kind === 'annual')).toBe(true)
  })

  it('filters by exact and minimum number of rooms', async () => {
    const three = await list('?rooms=3')
    expect(three.length).toBeGreaterThan(0)
    expect(three.every((l) => l.number_of_rooms === 3)).toBe(true)
    const atLeastFive = await list('?roomsMin=5')
    expect(atLeastFive.length).toBeGreaterThan(0)
    expect(atLeastFive.every((l) => l.number_of_rooms >= 5)).toBe(true)
    const all = await list()
    expect(atLeastFive.length).toBe(all.filter((l) => l.number_of_rooms >= 5).length)
  })

  it('filters by minimum comfort class and capacity', async () => {
    const all = await list()
    const comfortable = await list('?comfortClass=4')
    expect(comfortable.length).toBe(all.filter((l) => l.comfortClass >= 4).length)
    expect(comfortable.every((l) => l.comfortClass >= 4)).toBe(true)
    const large = await list('?persons=8')
    expect(large.length).toBe(all.filter((l) => l.persons >= 8).length)
    expect(large.every((l) => l.persons >= 8)).toBe(true)
  })

  it('filters by list price given in CHF', async () => {
    const all = await list()
    const prices = all.map((l) => l.price as number).sort((a, b) => a - b)
    const min = Math.ceil(prices[Math.floor(prices.length / 4)] / 100)
    const max = Math.floor(prices[Math.floor((prices.length * 3) / 4)] / 100)
    const found = await list(`?priceMin=${min}&priceMax=${max}`)
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((l) => (l.price as number) >= min * 100 && (l.price as number) <= max * 100)).toBe(true)
    expect(found.length).toBe(all.filter((l) => (l.price as number) >= min * 100 && (l.price as number) <= max * 100).length)
    const annual = await list('?kind=annual&priceMax=1500')
    expect(annual.every((l) => (l.price as number) <= 150_000)).toBe(true)
  })

  it('keeps only the rentals with a price for every week of a period, with the period rent', async () => {
    const location = await detail((await list())[0].id)
    const [first, second] = freeRun(location.priceWeeks, 2)
    const found = await list(`?from=${first.startDate}&to=${second.endDate}`)
    const mine = found.find((l) => l.id === location.id)
    expect(mine).toBeDefined()
    expect(mine?.periodTotal).toBe((first.specialPrice ?? first.price) + (second.specialPrice ?? second.price))
    expect(found.every((l) => typeof l.periodTotal === 'number')).toBe(true)
    // Ten years ahead: no price grid yet, so nothing is available.
    const far = saturdayOnOrBefore(addDays(today(), 3650))
    expect(await list(`?from=${far}&to=${addDays(far, 7)}`)).toEqual([])
    // A week that has already started is not available any more.
    const started = saturdayOnOrBefore(addDays(today(), -1))
    expect(await list(`?from=${started}&to=${addDays(started, 7)}`)).toEqual([])
  })

  it('keeps only the rentals with a special offer from today on', async () => {
    const all = await list()
    const special = await list('?special=true')
    expect(special.length).toBeGreaterThan(0)
    expect(special.every((l) => l.specialPrice !== null)).toBe(true)
    expect(special.map((l) => l.id).sort()).toEqual(all.filter((l) => l.specialPrice !== null).map((l) => l.id).sort())
    const withOffer = await detail(special[0].id)
    expect(withOffer.priceWeeks.some((w) => w.specialPrice !== null && w.startDate >= today())).toBe(true)
    expect((await list('?special=false')).length).toBe(all.length)
  })

  it('sorts by price ascending by default, and by each order asked', async () => {
    expectOrdered(await list(), (l) => l.price as number, 'asc')
    expectOrdered(await list('?sort=price_asc'), (l) => l.price as number, 'asc')
    expectOrdered(await list('?sort=price_desc'), (l) => l.price as number, 'desc')
    expectOrdered(await list('?sort=room_asc'), (l) => l.number_of_rooms, 'asc')
    expectOrdered(await list('?sort=room_desc'), (l) => l.number_of_rooms, 'desc')
    expectOrdered(await list('?kind=annual&sort=price_desc'), (l) => l.price as number, 'desc')
  })

  it('answers in English when asked, in French by default', async () => {
    const fr = await list('?sort=room_asc')
    const en = await list('?sort=room_asc&locale=en')
    expect(en.map((l) => l.id)).toEqual(fr.map((l) => l.id))
    expect(en.some((l, i) => l.title !== fr[i].title)).toBe(true)
    const frApartment = fr.find((l) => l.type === 'apartment') as LocationListItem
    const enApartment = en.find((l) => l.id === frApartment.id) as LocationListItem
    expect(frApartment.typeLabel).toBe('Appartement')
    expect(enApartment.typeLabel).toBe('Apartment')
    const { body } = await get<LocationsResponse>('/api/locations?locale=en')
    expect(body.types).toContainEqual({ code: 'attic', label: 'Attic flat' })
    expect((await list('?locale=fr')).map((l) => l.title)).toEqual((await list()).map((l) => l.title))
  })

  it('answers German and Italian in French, the fallback (SPEC §9), and en-US in English', async () => {
    const french = (await list()).map((l) => l.title)
    expect((await list('?locale=de')).map((l) => l.title)).toEqual(french)
    expect((await list('?locale=it')).map((l) => l.title)).toEqual(french)
    expect((await list('?locale=en-US')).map((l) => l.title)).toEqual((await list('?locale=en')).map((l) => l.title))
  })

  it('refuses bad filters with a message', async () => {
    await expectBadRequest('/api/locations?locale=xx', "Unknown locale 'xx': use fr or en.")
    await expectBadRequest('/api/locations?kind=monthly', "Unknown kind 'monthly': use weekly or annual.")
    await expectBadRequest('/api/locations?type=castle', /Unknown type 'castle'/)
    await expectBadRequest('/api/locations?rooms=abc', 'rooms must be a whole number from 1 to 6.')
    await expectBadRequest('/api/locations?rooms=7', 'rooms must be a whole number from 1 to 6.')
    await expectBadRequest('/api/locations?roomsMin=0', 'roomsMin must be a whole number from 1 to 6.')
    await expectBadRequest('/api/locations?comfortClass=6', 'comfortClass must be a whole number from 1 to 5.')
    await expectBadRequest('/api/locations?persons=0', 'persons must be a whole number from 1 to 99.')
    await expectBadRequest('/api/locations?priceMin=cheap', 'priceMin must be a whole amount in CHF, 0 or more.')
    await expectBadRequest('/api/locations?priceMin=3000&priceMax=2000', 'priceMin must not be greater than priceMax.')
    await expectBadRequest('/api/locations?special=yes', 'special must be true or false.')
    await expectBadRequest('/api/locations?sort=name', 'sort must be price_asc, price_desc, room_asc or room_desc.')
    const saturday = saturdayOnOrBefore(addDays(today(), 14))
    await expectBadRequest(
      `/api/locations?from=${addDays(saturday, 1)}&to=${addDays(saturday, 8)}`,
      'You can only select periods from Saturday to Saturday.',
    )
    await expectBadRequest(`/api/locations?from=${saturday}&to=${saturday}`, 'The period selected is less than 1 week.')
    await expectBadRequest(
      `/api/locations?from=${saturday}&to=${addDays(saturday, -7)}`,
      'The end of the period must come after its start.',
    )
    await expectBadRequest(`/api/locations?from=${saturday}`, 'Give both from and to for a period.')
    await expectBadRequest('/api/locations?from=2026-02-30&to=2026-03-07', 'from must be a real date written YYYY-MM-DD.')
    await expectBadRequest(
      `/api/locations?kind=annual&from=${saturday}&to=${addDays(saturday, 7)}`,
      'Periods and special offers apply to weekly rentals only.',
    )
  })
})

describe('GET /api/locations/{id}', () => {
  it('gives a weekly rental with its description, attributes, pictures and upcoming weeks', async () => {
    const [first] = await list()
    const { status, body } = await get<{ success: boolean; location: LocationDetail }>(`/api/locations/${first.id}`)
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    const location = body.location
    expect(Object.keys(location)).toEqual(
      expect.arrayContaining([
        ...LOCATION_KEYS,
        'description',
        'floor',
        'toilets',
        'terraces',
        'balconyArea',
        'parkingType',
        'constructionYear',
        'renovationYear',
        'amenities',
        'included',
        'category',
        'images',
        'priceWeeks',
      ]),
    )
    expect(location).toMatchObject({ id: first.id, title: first.title, price: first.price, image: first.image })
    // The stay rules the server reads with it stay on the server.
    expect(location).not.toHaveProperty('stayRules')
    expect(location.description.length).toBeGreaterThan(50)
    expect(Array.isArray(location.amenities)).toBe(true)
    expect(location.included).toMatchObject({ finalCleaning: expect.any(Boolean), bedSheets: expect.any(Boolean) })
    expect(location.images.length).toBeGreaterThan(0)
    expect(location.images[0]).toEqual(first.image)
    const weeks = location.priceWeeks
    expect(weeks[0]).toMatchObject({
      id: expect.any(Number),
      startDate: expect.any(String),
      endDate: expect.any(String),
      season: expect.any(String),
      price: expect.any(Number),
      available: expect.any(Boolean),
    })
    expect(weeks.some((w) => w.available)).toBe(true)
    expect(weeks.every((w) => w.startDate >= today() && isSaturday(w.startDate) && w.endDate === addDays(w.startDate, 7))).toBe(true)
    expect(weeks.map((w) => w.startDate)).toEqual([...weeks.map((w) => w.startDate)].sort())
  })

  it('gives an annual rental without price weeks', async () => {
    const [annual] = await list('?kind=annual')
    const location = await detail(annual.id, '?locale=en')
    expect(location).toMatchObject({ kind: 'annual', price: annual.price, priceWeeks: [], included: null })
    expect(location.availableFrom).toBe(annual.availableFrom)
  })

  it('answers in the asked language', async () => {
    const [first] = await list()
    const fr = await detail(first.id)
    const en = await detail(first.id, '?locale=en')
    expect(en.title).not.toBe(fr.title)
    expect(en.description).not.toBe(fr.description)
    expect(en.reference).toBe(fr.reference)
  })

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '1.5']) {
      const { status, body } = await get(`/api/locations/${id}`)
      expect(status, id).toBe(404)
      expect(body).toEqual({ success: false, message: 'Location not found' })
    }
  })
})

// GET /api/locations/{id}/price: tests/api/stay-quote.test.ts

describe('GET /api/prices', () => {
  it('gives 12 weeks from the Saturday on or before today by default', async () => {
    const { status, body } = await get<PriceGrid & { success: boolean }>('/api/prices')
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    const first = saturdayOnOrBefore(today())
    expect(body.dates).toEqual(Array.from({ length: 12 }, (_, i) => ({ date: addDays(first, i * 7) })))
    const weekly = await list()
    expect(body.locations.map((l) => l.id).sort((a, b) => a - b)).toEqual(weekly.map((l) => l.id).sort((a, b) => a - b))
    expect(body.locations[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      slug: expect.any(String),
      number_of_rooms: expect.any(Number),
      persons: expect.any(Number),
      type: expect.any(String),
    })
    const dates = new Set(body.dates.map((d) => d.date))
    const ids = new Set(body.locations.map((l) => l.id))
    expect(body.prices.length).toBe(weekly.length * 12)
    for (const price of body.prices) {
      expect(dates.has(price.startDate)).toBe(true)
      expect(ids.has(price.locationId)).toBe(true)
      expect(price).toMatchObject({ id: expect.any(Number), price: expect.any(Number), season: expect.any(String) })
    }
  })

  it('starts where asked, for the asked number of weeks, in the asked language', async () => {
    const location = await detail((await list())[0].id)
    const week = location.priceWeeks[3]
    const { body } = await get<PriceGrid>(`/api/prices?from=${week.startDate}&weeks=3&locale=en`)
    expect(body.dates).toEqual([0, 1, 2].map((i) => ({ date: addDays(week.startDate, i * 7) })))
    expect(body.prices.find((p) => p.locationId === location.id && p.startDate === week.startDate)).toMatchObject({
      id: week.id,
      price: week.price,
      specialPrice: week.specialPrice,
      season: week.season,
    })
    const en = await detail(location.id, '?locale=en')
    expect(body.locations.find((l) => l.id === location.id)?.title).toBe(en.title)
  })

  it('refuses a bad number of weeks or date', async () => {
    await expectBadRequest('/api/prices?weeks=0', 'weeks must be a whole number from 1 to 78.')
    await expectBadRequest('/api/prices?weeks=79', 'weeks must be a whole number from 1 to 78.')
    await expectBadRequest('/api/prices?from=soon', 'from must be a real date written YYYY-MM-DD.')
    await expectBadRequest('/api/prices?locale=english', "Unknown locale 'english': use fr or en.")
  })
})

describe('GET /api/sales', () => {
  it('lists the published sales with types and places', async () => {
    const { status, body, headers } = await get<SalesResponse>('/api/sales')
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-cache')
    expect(body.success).toBe(true)
    expect(body.sales.length).toBeGreaterThanOrEqual(10)
    for (const sale of body.sales) {
      expect(Object.keys(sale)).toEqual(expect.arrayContaining(SALE_KEYS))
      expect(sale.currency).toBe('CHF')
      expect(Number.isInteger(sale.price)).toBe(true)
    }
    expect(body.sales.some((s) => s.image?.formats.base.url.startsWith('/media/sale/'))).toBe(true)
    expect(body.types).toContainEqual({ code: 'plot', label: 'Terrain' })
    expect(body.types.map((t) => t.code)).toEqual(
      ['apartment', 'chalet', 'studio', 'plot', 'commercial'].filter((c) => body.sales.some((s) => s.type === c)),
    )
    expect(body.places).toEqual([...new Set(body.sales.map((s) => s.place))].sort((a, b) => a.localeCompare(b, 'fr')))
    const en = await get<SalesResponse>('/api/sales?locale=en')
    expect(en.body.types).toContainEqual({ code: 'plot', label: 'Plot' })
    expect(en.body.types).toContainEqual({ code: 'commercial', label: 'Commercial premises' })
  })

  it('filters by type, place, rooms and price', async () => {
    const all = await sales()
    const chalets = await sales('?type=chalet')
    expect(chalets.length).toBe(all.filter((s) => s.type === 'chalet').length)
    expect(chalets.every((s) => s.type === 'chalet')).toBe(true)
    const place = all[0].place
    const inPlace = await sales(`?place=${encodeURIComponent(place)}`)
    expect(inPlace.length).toBe(all.filter((s) => s.place === place).length)
    expect(inPlace.every((s) => s.place === place)).toBe(true)
    const three = await sales('?rooms=3')
    expect(three.length).toBe(all.filter((s) => s.number_of_rooms === 3).length)
    const big = await sales('?roomsMin=5')
    expect(big.every((s) => s.number_of_rooms >= 5)).toBe(true)
    const affordable = await sales('?priceMin=500000&priceMax=1000000')
    expect(affordable.length).toBe(all.filter((s) => s.price >= 50_000_000 && s.price <= 100_000_000).length)
    expect(affordable.length).toBeGreaterThan(0)
  })

  it('sorts by price ascending by default, and by each order asked', async () => {
    expectOrdered(await sales(), (s) => s.price, 'asc')
    expectOrdered(await sales('?sort=price_desc'), (s) => s.price, 'desc')
    expectOrdered(await sales('?sort=room_asc'), (s) => s.number_of_rooms, 'asc')
    expectOrdered(await sales('?sort=room_desc'), (s) => s.number_of_rooms, 'desc')
  })

  it('refuses bad filters', async () => {
    await expectBadRequest('/api/sales?type=duplex', /Unknown type 'duplex'/)
    await expectBadRequest('/api/sales?rooms=many', 'rooms must be a whole number from 0 to 20.')
    await expectBadRequest('/api/sales?priceMax=-1', 'priceMax must be a whole amount in CHF, 0 or more.')
    await expectBadRequest('/api/sales?sort=newest', 'sort must be price_asc, price_desc, room_asc or room_desc.')
    await expectBadRequest('/api/sales?locale=xx', "Unknown locale 'xx': use fr or en.")
  })
})

describe('GET /api/sales/{id}', () => {
  it('gives a sale with its description, attributes and pictures, in the asked language', async () => {
    const [first] = await sales()
    const { status, body } = await get<{ success: boolean; sale: SaleDetail }>(`/api/sales/${first.id}`)
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(Object.keys(body.sale)).toEqual(
      expect.arrayContaining([
        ...SALE_KEYS,
        'description',
        'category',
        'floor',
        'toilets',
        'terraces',
        'balconyArea',
        'parkingType',
        'constructionYear',
        'renovationYear',
        'amenities',
        'images',
      ]),
    )
    expect(body.sale).toMatchObject({ id: first.id, title: first.title, price: first.price })
    expect(body.sale.images[0]).toEqual(first.image)
    expect(body.sale.description.length).toBeGreaterThan(50)
    const en = await get<{ sale: SaleDetail }>(`/api/sales/${first.id}?locale=en`)
    expect(en.body.sale.title).not.toBe(first.title)
  })

  it('answers 404 for an unknown sale', async () => {
    for (const id of ['999999', 'abc']) {
      const { status, body } = await get(`/api/sales/${id}`)
      expect(status).toBe(404)
      expect(body).toEqual({ success: false, message: 'Sale not found' })
    }
  })
})

describe('GET /api/selection/{limit}', () => {
  it('gives a stable featured selection of at most `limit` sales and rentals', async () => {
    const { status, body } = await get<SelectionResponse>('/api/selection/4')
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(body.sales).toHaveLength(4)
    expect(body.locations).toHaveLength(4)
    expect(Object.keys(body.locations[0])).toEqual(expect.arrayContaining(LOCATION_KEYS))
    expect(Object.keys(body.sales[0])).toEqual(expect.arrayContaining(SALE_KEYS))
    expect(body.locations.every((l) => l.kind === 'weekly')).toBe(true)
    expectOrdered(body.locations, (l) => l.comfortClass, 'desc')
    const again = await get<SelectionResponse>('/api/selection/4')
    expect(again.body).toEqual(body)
    const one = await get<SelectionResponse>('/api/selection/1?locale=en')
    expect(one.body.locations.map((l) => l.id)).toEqual([body.locations[0].id])
    expect(one.body.sales.map((s) => s.id)).toEqual([body.sales[0].id])
    const many = await get<SelectionResponse>('/api/selection/24')
    expect(many.body.sales.length).toBe((await sales()).length > 24 ? 24 : (await sales()).length)
  })

  it('refuses a limit outside 1 to 24', async () => {
    for (const limit of ['0', '25', 'abc']) {
      await expectBadRequest(`/api/selection/${limit}`, 'limit must be a whole number from 1 to 24.')
    }
  })
})

describe('GET /api/locations in pages and light answers (docs/decisions/047)', () => {
  type Page = { success: true; locations: Array<Partial<LocationListItem>>; next: string | null; types: unknown[] }

  it('gives the whole list page by page with limit and the cursor of next, in the same order', async () => {
    const whole = await list('?sort=price_asc&locale=en')
    const seen: Array<Partial<LocationListItem>> = []
    let path: string | null = '/api/locations?sort=price_asc&locale=en&limit=7'
    for (let pages = 0; path && pages < 50; pages++) {
      const { status, body }: { status: number; body: Page } = await get<Page>(path)
      expect(status).toBe(200)
      expect(body.locations.length).toBeLessThanOrEqual(7)
      expect(body.types.length).toBeGreaterThan(0)
      seen.push(...body.locations)
      path = body.next === null ? null : `/api/locations?sort=price_asc&locale=en&limit=7&cursor=${encodeURIComponent(body.next)}`
    }
    expect(path).toBeNull()
    expect(seen).toEqual(whole)
    // Without limit the answer is the one SPEC §7 describes: no next.
    expect('next' in (await get<Json>('/api/locations')).body).toBe(false)
  })

  it('answers only the asked fields, for map markers', async () => {
    const { body } = await get<Page>('/api/locations?fields=id,title,latitude,longitude,price&limit=100')
    expect(body.locations.length).toBeGreaterThan(0)
    for (const marker of body.locations) expect(Object.keys(marker)).toEqual(['id', 'title', 'latitude', 'longitude', 'price'])
  })

  it('refuses an unknown parameter, a limit out of 1–100, a cursor it did not give and an unknown field, with 400', async () => {
    await expectBadRequest('/api/locations?utm_source=newsletter', /^Unknown parameter "utm_source": this call reads kind, /)
    await expectBadRequest('/api/sales?minPrice=100', /^Unknown parameter "minPrice": this call reads type, place, /)
    await expectBadRequest('/api/locations?limit=101', 'limit must be a whole number from 1 to 100.')
    await expectBadRequest('/api/locations?limit=10&cursor=bm90LW1pbmU', /^cursor is not one this API gave/)
    await expectBadRequest('/api/locations?cursor=bzoxMA', 'cursor goes with limit.')
    await expectBadRequest('/api/locations?fields=id,owner', /^fields lists an unknown field "owner"/)
  })
})

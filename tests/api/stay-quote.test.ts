import { describe, expect, inject, it } from 'vitest'
import type { StayPrice } from '../../domain/booking/stay-price'
import { addDays, saturdayOnOrBefore } from '../../domain/catalogue/period'
import type { LocationDetail, LocationsResponse, PriceWeekView } from '../../domain/catalogue/types'
import { formatDate, toZurichIsoDate } from '../../domain/format/date'
import { freeRun } from '../support/catalogue'

/** GET /api/locations/{id}/price: the stay quote of the booking rules, its refusals in French and English. */

const base = inject('baseUrl')

type Json = Record<string, unknown>
type Refused = { success: false; code: string; message: string; weeks?: string[] }

async function get<T = Json>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(base + path)
  return { status: response.status, body: (await response.json()) as T }
}

const list = async (query = '') => (await get<LocationsResponse>(`/api/locations${query}`)).body.locations
const detail = async (id: number) => (await get<{ location: LocationDetail }>(`/api/locations/${id}`)).body.location
const today = () => toZurichIsoDate(new Date())
const charged = (week: PriceWeekView) => week.specialPrice ?? week.price

/**
 * A weekly rental sleeping at least `persons`, with the tourist tax not in its rent, and (when
 * asked) a run of `freeWeeks` consecutive available weeks.
 */
async function taxedRental(persons: number, freeWeeks = 0): Promise<LocationDetail> {
  for (const item of await list(`?persons=${persons}`)) {
    const location = await detail(item.id)
    if (location.included?.touristTax !== true && freeRun(location.priceWeeks, freeWeeks).length === freeWeeks) return location
  }
  throw new Error(`No weekly rental for ${persons} without the tourist tax in its rent`)
}

/** Expects a refusal with its status, code and message in each language. */
async function expectRefused(path: string, status: number, code: string, messages: { fr: string | RegExp; en: string | RegExp }) {
  for (const locale of ['fr', 'en'] as const) {
    const { status: got, body } = await get<Refused>(`${path}&locale=${locale}`)
    expect(got, `${path} (${locale})`).toBe(status)
    expect(body.success).toBe(false)
    expect(body.code).toBe(code)
    const message = messages[locale]
    if (typeof message === 'string') expect(body.message).toBe(message)
    else expect(body.message).toMatch(message)
  }
}

/** Two consecutive available weeks of one rental, the second a special offer. */
async function freeWeeksWithOffer(): Promise<PriceWeekView[] & { locationId: number }> {
  for (const item of await list('?special=true')) {
    const location = await detail(item.id)
    const index = location.priceWeeks.findIndex((w, i) => i > 0 && w.specialPrice !== null && freeRun(location.priceWeeks.slice(i - 1, i + 1), 2).length === 2)
    if (index > 0) return Object.assign(location.priceWeeks.slice(index - 1, index + 1), { locationId: location.id })
  }
  throw new Error('No rental with an available special-offer week after an available week')
}

describe('GET /api/locations/{id}/price: the quote', () => {
  it('gives the breakdown of a stay with a special-offer week', async () => {
    const weeks = await freeWeeksWithOffer()
    const location = await detail(weeks.locationId)
    const [from, to] = [weeks[0].startDate, weeks[1].endDate]
    const { status, body } = await get<{ success: true; price: StayPrice }>(
      `/api/locations/${location.id}/price?startPeriod=${from}&endPeriod=${to}&adults=2&locale=en`,
    )
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    const rent = weeks.reduce((sum, w) => sum + charged(w), 0)
    const tax = location.included?.touristTax ? 0 : 2 * 14 * 300
    expect(body.price).toMatchObject({
      locationId: location.id,
      arrival: from,
      departure: to,
      from,
      to,
      nights: 14,
      persons: 2,
      guests: { adults: 2, childAges: [], total: 2 },
      rent,
      total: rent + tax,
      currency: 'CHF',
    })
    expect(body.price.weeks).toEqual(
      weeks.map((w) => ({ startDate: w.startDate, endDate: w.endDate, price: charged(w), regularPrice: w.price })),
    )
    expect(body.price.touristTax).toMatchObject({ included: location.included?.touristTax === true, nights: 14, total: tax })
    // The VAT contained in the rent (3.8 % of accommodation since 2024), none on the tourist tax.
    expect(body.price.vat).toEqual({ rate: 380, amount: Math.round((rent * 380) / 10_380) })
  })

  it('counts the tourist tax per night: adults and children from 16 at CHF 3.00, 6 to 15 at CHF 1.50, under 6 free', async () => {
    const location = await taxedRental(6)
    const [week] = location.priceWeeks
    const { status, body } = await get<{ price: StayPrice }>(
      `/api/locations/${location.id}/price?startPeriod=${week.startDate}&endPeriod=${week.endDate}&adults=2&children=5,6,15,16`,
    )
    expect(status).toBe(200)
    expect(body.price.guests).toEqual({ adults: 2, childAges: [5, 6, 15, 16], total: 6 })
    expect(body.price.touristTax).toEqual({
      ok: true,
      included: false,
      nights: 7,
      guests: { adult: 3, child: 2, free: 1 },
      lines: [
        { category: 'adult', guests: 3, nights: 7, perNight: 300, amount: 6_300 },
        { category: 'child', guests: 2, nights: 7, perNight: 150, amount: 2_100 },
        { category: 'free', guests: 1, nights: 7, perNight: 0, amount: 0 },
      ],
      total: 8_400,
    })
    expect(body.price.total).toBe(charged(week) + 8_400)
    // The same party with repeated children[] parameters.
    const repeated = await get<{ price: StayPrice }>(
      `/api/locations/${location.id}/price?startPeriod=${week.startDate}&endPeriod=${week.endDate}&adults=2&children[]=5&children[]=6&children[]=15&children[]=16`,
    )
    expect(repeated.body.price).toEqual(body.price)
  })

  it('charges no tourist tax on top of a rent that includes it, and says so', async () => {
    for (const item of await list()) {
      const location = await detail(item.id)
      if (location.included?.touristTax !== true) continue
      const [week] = location.priceWeeks
      const { body } = await get<{ price: StayPrice }>(
        `/api/locations/${location.id}/price?startPeriod=${week.startDate}&endPeriod=${week.endDate}&adults=2`,
      )
      expect(body.price.touristTax).toEqual({ ok: true, included: true, nights: 7, guests: { adult: 2, child: 0, free: 0 }, lines: [], total: 0 })
      expect(body.price.total).toBe(charged(week))
      return
    }
    throw new Error('No seeded rental includes the tourist tax')
  })

  it('still answers the former parameters from, to and persons (persons as adults)', async () => {
    const location = await taxedRental(3, 5)
    const weeks = freeRun(location.priceWeeks, 5)
    const { status, body } = await get<{ price: StayPrice }>(
      `/api/locations/${location.id}/price?from=${weeks[0].startDate}&to=${weeks[4].endDate}&persons=3`,
    )
    expect(status).toBe(200)
    const rent = weeks.reduce((sum, w) => sum + charged(w), 0)
    expect(body.price).toMatchObject({ from: weeks[0].startDate, to: weeks[4].endDate, persons: 3, rent, total: rent + 3 * 35 * 300 })
    expect(body.price.guests).toEqual({ adults: 3, childAges: [], total: 3 })
    expect(body.price.weeks).toHaveLength(5)
    // Without persons or adults: one adult, as before.
    const alone = await get<{ price: StayPrice }>(`/api/locations/${location.id}/price?from=${weeks[0].startDate}&to=${weeks[0].endDate}`)
    expect(alone.body.price.persons).toBe(1)
  })
})

describe('GET /api/locations/{id}/price: refusals in French and English', () => {
  it('refuses a period the stay rules refuse', async () => {
    const location = await taxedRental(2)
    const [week] = location.priceWeeks
    const path = `/api/locations/${location.id}/price`
    await expectRefused(`${path}?startPeriod=${addDays(week.startDate, 1)}&endPeriod=${addDays(week.endDate, 1)}`, 400, 'arrival_weekday', {
      fr: 'Vous ne pouvez sélectionner que des périodes du samedi au samedi.',
      en: 'You can only select periods from Saturday to Saturday.',
    })
    await expectRefused(`${path}?startPeriod=${week.startDate}&endPeriod=${addDays(week.endDate, 1)}`, 400, 'departure_weekday', {
      fr: 'Vous ne pouvez sélectionner que des périodes du samedi au samedi.',
      en: 'You can only select periods from Saturday to Saturday.',
    })
    await expectRefused(`${path}?startPeriod=${week.startDate}&endPeriod=${week.startDate}`, 400, 'too_short', {
      fr: 'La période sélectionnée est inférieure à 1 semaine.',
      en: 'The period selected is less than 1 week.',
    })
    await expectRefused(`${path}?startPeriod=${week.endDate}&endPeriod=${week.startDate}`, 400, 'end_before_start', {
      fr: 'La fin de la période doit suivre son début.',
      en: 'The end of the period must come after its start.',
    })
    await expectRefused(`${path}?startPeriod=2026-02-30&endPeriod=2026-03-07`, 400, 'invalid_date', {
      fr: 'Les dates de la période doivent être des dates réelles écrites AAAA-MM-JJ.',
      en: 'The dates of the period must be real dates written YYYY-MM-DD.',
    })
    await expectRefused(`${path}?endPeriod=${week.endDate}`, 400, 'missing_period', {
      fr: "Choisissez une date d'arrivée et une date de départ.",
      en: 'Choose an arrival and a departure date.',
    })
  })

  it('refuses 13 weeks: twelve at most', async () => {
    const location = await taxedRental(2, 12)
    const weeks = freeRun(location.priceWeeks, 12)
    await expectRefused(`/api/locations/${location.id}/price?startPeriod=${weeks[0].startDate}&endPeriod=${addDays(weeks[11].endDate, 7)}`, 400, 'too_long', {
      fr: 'La période sélectionnée est supérieure à 12 semaines.',
      en: 'The period selected is longer than 12 weeks.',
    })
    const twelve = await get(`/api/locations/${location.id}/price?startPeriod=${weeks[0].startDate}&endPeriod=${weeks[11].endDate}`)
    expect(twelve.status).toBe(200)
  })

  it('refuses a party the rental cannot take', async () => {
    const location = await taxedRental(2)
    const [week] = location.priceWeeks
    const path = `/api/locations/${location.id}/price?startPeriod=${week.startDate}&endPeriod=${week.endDate}`
    await expectRefused(`${path}&adults=${location.persons}&children=3`, 400, 'over_capacity', {
      fr: `Ce logement accueille au plus ${location.persons} personnes : vous en avez indiqué ${location.persons + 1}.`,
      en: `This rental sleeps at most ${location.persons} persons: you have entered ${location.persons + 1}.`,
    })
    await expectRefused(`${path}&adults=0&children=9`, 400, 'no_adult', {
      fr: 'Le séjour doit compter au moins un adulte.',
      en: 'The stay must include at least one adult.',
    })
    await expectRefused(`${path}&adults=two`, 400, 'invalid_guests', {
      fr: "Le nombre d'adultes doit être un nombre entier.",
      en: 'The number of adults must be a whole number.',
    })
    await expectRefused(`${path}&adults=1&children=18`, 400, 'invalid_child_age', {
      fr: "L'âge de chaque enfant doit être un nombre entier de 0 à 17 ans.",
      en: "Each child's age must be a whole number from 0 to 17.",
    })
  })

  it('names the weeks without a price', async () => {
    const location = await taxedRental(2)
    const last = location.priceWeeks[location.priceWeeks.length - 1]
    const beyond = last.endDate
    await expectRefused(`/api/locations/${location.id}/price?startPeriod=${last.startDate}&endPeriod=${addDays(beyond, 7)}`, 400, 'price_unavailable', {
      fr: `Prix non disponible : semaine du ${formatDate(beyond)}.`,
      en: `Unavailable price: week of ${formatDate(beyond)}.`,
    })
    const { body } = await get<Refused>(`/api/locations/${location.id}/price?startPeriod=${last.startDate}&endPeriod=${addDays(beyond, 14)}`)
    expect(body.weeks).toEqual([beyond, addDays(beyond, 7)])
  })

  it('names the weeks taken (409): the week in progress can no longer be booked', async ({ skip }) => {
    const location = await taxedRental(2)
    const started = saturdayOnOrBefore(today())
    // On a Saturday the week starting today is still free: no week of the demo data is taken then.
    if (started === today()) skip()
    await expectRefused(`/api/locations/${location.id}/price?startPeriod=${started}&endPeriod=${addDays(started, 14)}`, 409, 'no_availability', {
      fr: `Pas de disponibilité : semaine du ${formatDate(started)}.`,
      en: `No availability: week of ${formatDate(started)}.`,
    })
    const { body } = await get<Refused>(`/api/locations/${location.id}/price?startPeriod=${started}&endPeriod=${addDays(started, 7)}`)
    expect(body.weeks).toEqual([started])
  })

  it('answers 404 for an unknown or an annual rental, 400 for an unknown language', async () => {
    const saturday = saturdayOnOrBefore(addDays(today(), 14))
    const period = `startPeriod=${saturday}&endPeriod=${addDays(saturday, 7)}`
    for (const id of ['999999', 'abc', '0']) {
      await expectRefused(`/api/locations/${id}/price?${period}`, 404, 'not_found', { fr: 'Location introuvable', en: 'Location not found' })
    }
    const [annual] = await list('?kind=annual')
    await expectRefused(`/api/locations/${annual.id}/price?${period}`, 404, 'annual_rental', {
      fr: /^Les locations à l'année ne se réservent pas en ligne/,
      en: /^Annual rentals are not booked online/,
    })
    const [weekly] = await list()
    const { status, body } = await get(`/api/locations/${weekly.id}/price?${period}&locale=xx`)
    expect(status).toBe(400)
    expect(body).toEqual({ success: false, message: "Unknown locale 'xx': use fr or en." })
  })
})

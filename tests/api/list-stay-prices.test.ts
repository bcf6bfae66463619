import { describe, expect, inject, it } from 'vitest'
import type { StayPrice } from '../../domain/booking/stay-price'
import { addDays, daysBetween } from '../../domain/catalogue/period'
import type { LocationDetail, LocationsResponse } from '../../domain/catalogue/types'
import { toZurichIsoDate } from '../../domain/format/date'
import { formatMoney } from '../../domain/format/money'
import { freeRun } from '../support/catalogue'

/**
 * The lists' prices once a search gives dates (PBV: the price payable, the tourist tax on its own
 * line): each card and the map's list show the stay's rent for those dates as the server's quote
 * gives it, with the tourist tax; "from … per week" only without dates. And a search for dates that
 * finds nothing offers the nearby weeks (±2, same length) and rentals free then. French and English.
 */

const base = inject('baseUrl')

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(base + path, { redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

const api = async <T>(path: string): Promise<T> => (await (await fetch(base + path)).json()) as T

function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

/** The card (or map list item) whose link leads to `path`. */
function cardOf(html: string, path: string, tag = 'article'): string {
  const at = html.indexOf(`href="${path}`)
  expect(at, `a link to ${path}`).toBeGreaterThan(0)
  const start = html.lastIndexOf(`<${tag}`, at)
  return html.slice(start, html.indexOf(`</${tag}>`, at))
}

const T = {
  fr: {
    prefix: '',
    nights: (n: number) => `pour ${n} nuits`,
    tax: (amount: number) => `+ taxe de séjour ${formatMoney(amount)}`,
    perAdult: `+ taxe de séjour ${formatMoney(300)} par adulte et par nuit`,
    adults: (n: number) => `taxe pour ${n} personnes comptées comme adultes`,
    from: 'dès',
    perWeek: '/ semaine',
  },
  en: {
    prefix: '/en',
    nights: (n: number) => `for ${n} nights`,
    tax: (amount: number) => `+ tourist tax ${formatMoney(amount)}`,
    perAdult: `+ tourist tax ${formatMoney(300)} per adult per night`,
    adults: (n: number) => `tax for ${n} guests counted as adults`,
    from: 'from',
    perWeek: '/ week',
  },
}

type Found = LocationDetail & { path: (prefix: string) => string }

const LOCALE = { '': 'fr', '/en': 'en' } as Record<string, string>

/** A rental for at least `persons` whose rent leaves the tourist tax out, and a free week of it after the next two. */
async function taxedRentalWithFreeWeek(persons: number): Promise<{ rental: Found; week: { startDate: string; endDate: string } }> {
  const list = await api<LocationsResponse>(`/api/locations?persons=${persons}&locale=fr`)
  for (const item of list.locations) {
    const location = (await api<{ location: LocationDetail }>(`/api/locations/${item.id}?locale=fr`)).location
    if (location.included?.touristTax === true) continue
    const [week] = freeRun(location.priceWeeks.slice(2), 1)
    if (!week) continue
    // The slug of the page's language.
    const slugs = { fr: location.slug, en: (await api<{ location: LocationDetail }>(`/api/locations/${item.id}?locale=en`)).location.slug }
    return { rental: { ...location, path: (prefix) => `${prefix}/location/${slugs[LOCALE[prefix] as 'fr' | 'en']}-${location.id}` }, week }
  }
  throw new Error('No taxed rental with a free week')
}

for (const [lang, t] of Object.entries(T) as [keyof typeof T, (typeof T)['fr']][]) {
  describe(`list prices in ${lang}`, () => {
    it("a card found for dates and guests shows the stay's rent, the tourist tax on its own line, as the quote has them", async () => {
      const { rental, week } = await taxedRentalWithFreeWeek(2)
      const quote = await api<{ success: boolean; price: StayPrice }>(
        `/api/locations/${rental.id}/price?startPeriod=${week.startDate}&endPeriod=${week.endDate}&adults=2`,
      )
      expect(quote.success).toBe(true)
      const { status, html } = await page(`${t.prefix}/location?from=${week.startDate}&to=${week.endDate}&persons=2&sort=room_desc`)
      expect(status).toBe(200)
      // The rental may be on another page of the list: its card is looked for on each page.
      let card = ''
      for (let n = 1; n <= 10 && !card; n++) {
        const shown = n === 1 ? html : (await page(`${t.prefix}/location?from=${week.startDate}&to=${week.endDate}&persons=2&sort=room_desc&page=${n}`)).html
        if (shown.includes(`href="${rental.path(t.prefix)}?`)) card = cardOf(shown, `${rental.path(t.prefix)}?`)
      }
      expect(card, 'the rental in the list').not.toBe('')
      expect(card).toContain(`data-stay-price="${quote.price.rent}"`)
      const text = textOf(card)
      expect(text).toContain(`${formatMoney(quote.price.rent)} ${t.nights(7)}`)
      expect(quote.price.touristTax.total).toBe(2 * 7 * 300)
      expect(text).toContain(t.tax(quote.price.touristTax.total))
      expect(text).toContain(t.adults(2))
      expect(text).not.toContain(t.perWeek)
    })

    it('without guests the tax is given per adult and night; without dates the card shows "from" per week only', async () => {
      const { rental, week } = await taxedRentalWithFreeWeek(1)
      const dated = await page(`${t.prefix}/location?from=${week.startDate}&to=${week.endDate}&sort=room_desc`)
      const free = textOf(dated.html)
      expect(free).toContain(t.nights(7))
      expect(free).toContain(t.perAdult)
      const { html } = await page(`${t.prefix}/location`)
      expect(html).not.toContain('data-stay-price')
      const cards = [...html.matchAll(/<article class="card listing-card">[\s\S]*?<\/article>/g)].map((m) => textOf(m[0]))
      expect(cards.length).toBeGreaterThan(0)
      for (const card of cards.filter((c) => c.includes('CHF'))) {
        expect(card).toContain(` ${t.from} `)
        expect(card).toContain(t.perWeek)
      }
      expect(rental.id).toBeGreaterThan(0)
    })

    it("the map's list shows the searched stay's price, and links each rental on that stay", async () => {
      const { rental, week } = await taxedRentalWithFreeWeek(2)
      const { status, html } = await page(`${t.prefix}/location/map?from=${week.startDate}&to=${week.endDate}&persons=2`)
      expect(status).toBe(200)
      const item = cardOf(html, `${rental.path(t.prefix)}?`, 'li')
      const text = textOf(item)
      expect(text).toContain(t.nights(7))
      expect(text).toContain(t.tax(2 * 7 * 300))
      expect(item).toContain(`from=${week.startDate}&amp;to=${week.endDate}&amp;adults=2`)
    })
  })
}

/** The rentals a filter finds for a period, by the API (the list's own rule). */
const found = async (filters: string, from: string, to: string) =>
  (await api<LocationsResponse>(`/api/locations?${filters}&from=${from}&to=${to}`)).locations.map((l) => l.id)

describe('a search for dates that finds nothing', () => {
  it('offers the nearby weeks within two weeks, with what each finds, and rentals free on the nearest', async () => {
    const firstArrival = addDays(toZurichIsoDate(new Date()), 21)
    const all = (await api<LocationsResponse>('/api/locations?locale=fr')).locations
    // A rental its own filters single out, with a taken week that has a free one within two weeks.
    let chosen: { filters: string; id: number; path: string; taken: string; free: string[] } | null = null
    for (const item of all) {
      const filters = `type=${item.type}&rooms=${item.number_of_rooms}&comfortClass=${item.comfortClass}&persons=${item.persons}`
      const same = (await api<LocationsResponse>(`/api/locations?${filters}`)).locations
      if (same.length !== 1) continue
      const weeks = (await api<{ location: LocationDetail }>(`/api/locations/${item.id}`)).location.priceWeeks
      const byStart = new Map(weeks.map((w) => [w.startDate, w]))
      const taken = weeks.find((w) => !w.available && w.startDate >= firstArrival && [-14, -7, 7, 14].some((d) => byStart.get(addDays(w.startDate, d))?.available))
      if (!taken) continue
      const free = [-14, -7, 7, 14].map((d) => addDays(taken.startDate, d)).filter((d) => byStart.get(d)?.available)
      chosen = { filters, id: item.id, path: `/location/${item.slug}-${item.id}`, taken: taken.startDate, free }
      break
    }
    expect(chosen, 'a rental singled out by its filters with a taken week').not.toBeNull()
    if (!chosen) return
    const to = addDays(chosen.taken, 7)
    expect(await found(chosen.filters, chosen.taken, to)).toEqual([])

    const { status, html } = await page(`/location?${chosen.filters}&from=${chosen.taken}&to=${to}`)
    expect(status).toBe(200)
    const weeks = [...html.matchAll(/<li data-from="([^"]+)" data-count="(\d+)"/g)].map((m) => ({ from: m[1], count: Number(m[2]) }))
    expect(weeks.length).toBeGreaterThan(0)
    // Within two weeks either side, never the searched week, never further.
    for (const week of weeks) {
      const offset = daysBetween(chosen.taken, week.from)
      expect(Math.abs(offset)).toBeLessThanOrEqual(14)
      expect(offset).not.toBe(0)
      expect(Math.abs(offset % 7)).toBe(0)
      expect(week.count).toBe((await found(chosen.filters, week.from, addDays(week.from, 7))).length)
    }
    for (const free of chosen.free) expect(weeks.find((w) => w.from === free)?.count).toBe(1)
    const nearest = weeks.filter((w) => w.count > 0).sort((a, b) => Math.abs(daysBetween(chosen.taken, a.from)) - Math.abs(daysBetween(chosen.taken, b.from)) || a.from.localeCompare(b.from))[0]
    // Each week with rentals links the same search for that week; the rental is offered on the nearest.
    expect(html).toContain(`from=${nearest.from}&amp;to=${addDays(nearest.from, 7)}`)
    expect(html).toContain(`href="${chosen.path}?from=${nearest.from}&amp;to=${addDays(nearest.from, 7)}`)
    expect(html).toContain('data-stay-price=')
    expect(textOf(html)).toContain('Semaines proches avec des disponibilités')

    const en = await page(`/en/location?${chosen.filters}&from=${chosen.taken}&to=${to}`)
    expect(textOf(en.html)).toContain('Nearby weeks with availability')
    expect([...en.html.matchAll(/<li data-from="([^"]+)"/g)].map((m) => m[1])).toEqual(weeks.map((w) => w.from))
  })

  it('offers no nearby weeks when the search has no dates', async () => {
    const { html } = await page('/location?persons=40')
    expect(html).not.toContain('data-count=')
  })
})

import fs from 'node:fs'
import { describe, expect, inject, it } from 'vitest'
import type { StayPrice } from '../../domain/booking/stay-price'
import { isMalformedStay } from '../../domain/booking/stay-request'
import { addDays, isSaturday } from '../../domain/catalogue/period'
import type { LocationDetail, LocationsResponse } from '../../domain/catalogue/types'
import { formatDate } from '../../domain/format/date'
import { formatMoney } from '../../domain/format/money'
import { freeRun } from '../support/catalogue'

/**
 * The booking screens as a browser without JavaScript uses them: the rental page's booking box is a
 * form (arrival and departure as lists of Saturdays, adults, children's ages) that shows the
 * server's quote after a GET, answers a refused booking beside its field; the list, the price grid
 * and the rental's calendar carry a stay to the box; the home page searches by stay. French and English.
 */

const base = inject('baseUrl')

async function page(path: string, init?: RequestInit): Promise<{ status: number; html: string }> {
  const response = await fetch(base + path, { redirect: 'manual', ...init })
  return { status: response.status, html: await response.text() }
}

const api = async <T>(path: string): Promise<T> => (await (await fetch(base + path)).json()) as T

function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

/** The booking box of a rental page: its heading and its form. */
function bookingBox(html: string): string {
  const start = html.indexOf('id="reservation"')
  expect(start, 'the booking box').toBeGreaterThan(0)
  return html.slice(start, html.indexOf('</form>', start) + 7)
}

/** The options of the select named `name`: values, and the selected one. */
function selectOf(html: string, name: string): { values: string[]; selected: string | null } {
  const select = new RegExp(`<select[^>]*name="${name.replace(/[[\]]/g, '\\$&')}"[^>]*>([\\s\\S]*?)</select>`).exec(html)
  expect(select, `select ${name}`).not.toBeNull()
  const options = [...(select?.[1] ?? '').matchAll(/<option([^>]*)value="([^"]*)"[^>]*>/g)]
  return { values: options.map((o) => o[2]), selected: options.find((o) => /selected/.test(o[0]))?.[2] ?? null }
}

/** The opening tag of the button whose text is `text`. */
function buttonOf(html: string, text: string): string {
  const button = [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].find((m) => m[2] === text)
  expect(button, `button ${text}`).toBeDefined()
  return button?.[1] ?? ''
}

const T = {
  fr: {
    prefix: '',
    heading: '>Réserver</h2>',
    showPrice: 'Calculer le prix',
    book: 'Réserver',
    tax: (n: number, nights: number) => `${n} adultes et jeunes dès 16 ans, ${nights} nuits à CHF 3.00`,
    child: (nights: number) => `1 enfant de 6 à 15 ans, ${nights} nuits à CHF 1.50`,
    free: '1 enfant de moins de 6 ans gratuit',
    notSaturday: 'Vous ne pouvez sélectionner que des périodes du samedi au samedi.',
    tooLong: 'La période sélectionnée est supérieure à 12 semaines.',
    childAge: "L'âge de chaque enfant doit être un nombre entier de 0 à 17 ans.",
    overCapacity: (persons: number, given: string) => `Ce logement accueille au plus ${persons} personnes : vous en avez indiqué ${given}.`,
    notWhole: "Le nombre d'adultes doit être un nombre entier.",
    soon: 'bientôt disponible',
  },
  en: {
    prefix: '/en',
    heading: '>Book</h2>',
    showPrice: 'Show the price',
    book: 'Book',
    tax: (n: number, nights: number) => `${n} adults and young people from 16, ${nights} nights at CHF 3.00`,
    child: (nights: number) => `1 child aged 6 to 15, ${nights} nights at CHF 1.50`,
    free: '1 child under 6 free',
    notSaturday: 'You can only select periods from Saturday to Saturday.',
    tooLong: 'The period selected is longer than 12 weeks.',
    childAge: "Each child's age must be a whole number from 0 to 17.",
    overCapacity: (persons: number, given: string) => `This rental sleeps at most ${persons} persons: you have entered ${given}.`,
    notWhole: 'The number of adults must be a whole number.',
    soon: 'coming soon',
  },
} as const

/** A weekly rental sleeping four or more, without the tourist tax in its rent, in the language. */
async function rental(locale: 'fr' | 'en'): Promise<LocationDetail & { path: string }> {
  const { locations } = await api<LocationsResponse>(`/api/locations?persons=4&locale=${locale}`)
  for (const item of locations) {
    const { location } = await api<{ location: LocationDetail }>(`/api/locations/${item.id}?locale=${locale}`)
    if (location.included?.touristTax !== true) return { ...location, path: `${T[locale].prefix}/location/${location.slug}-${location.id}` }
  }
  throw new Error('no rental for four without the tourist tax in its rent')
}

for (const locale of ['fr', 'en'] as const) {
  const t = T[locale]

  describe(`the booking box without JavaScript (${locale})`, () => {
    it('is a form: Saturdays to arrive and leave, adults, children, a GET to show the price and a POST to book', async () => {
      const location = await rental(locale)
      const { status, html } = await page(location.path)
      expect(status).toBe(200)
      const box = bookingBox(html)
      expect(box).toContain(t.heading)
      expect(box).toMatch(/<form[^>]*id="booking-form"[^>]*method="post"/)
      const arrivals = selectOf(box, 'from').values.filter(Boolean)
      const departures = selectOf(box, 'to').values.filter(Boolean)
      // Every free week of the grid can be the start or the end of a stay; nothing else is offered.
      expect(arrivals).toEqual(location.priceWeeks.filter((w) => w.available).map((w) => w.startDate))
      expect(departures).toEqual(location.priceWeeks.filter((w) => w.available).map((w) => w.endDate))
      expect([...arrivals, ...departures].every(isSaturday)).toBe(true)
      expect(selectOf(box, 'adults')).toMatchObject({ values: Array.from({ length: location.persons }, (_, i) => String(i + 1)), selected: '2' })
      expect(selectOf(box, 'childCount')).toMatchObject({ selected: '0' })
      const show = buttonOf(box, t.showPrice)
      expect(show).toContain('type="submit"')
      expect(show).toContain('formMethod="get"')
      expect(show).toContain(`formAction="${location.path}#reservation"`)
      const book = buttonOf(box, t.book)
      expect(book).toContain('name="intent"')
      expect(book).toContain('value="book"')
      // Each arrival names what its week costs.
      const [first] = freeRun(location.priceWeeks, 1)
      expect(textOf(box)).toContain(`${formatDate(first.startDate)} – ${formatMoney(first.specialPrice ?? first.price)}`)
      expect(textOf(html)).not.toContain(t.soon)
    })

    it('shows the quote of the stay the GET sends, as the quote API gives it', async () => {
      const location = await rental(locale)
      const [week, next] = freeRun(location.priceWeeks, 2)
      const query = `from=${week.startDate}&to=${next.endDate}&adults=2&childCount=2&children=4&children=9`
      const { status, html } = await page(`${location.path}?${query}`)
      expect(status).toBe(200)
      const { price } = await api<{ price: StayPrice }>(
        `/api/locations/${location.id}/price?startPeriod=${week.startDate}&endPeriod=${next.endDate}&adults=2&children=4,9&locale=${locale}`,
      )
      const box = bookingBox(html)
      const text = textOf(box)
      expect(selectOf(box, 'from').selected).toBe(week.startDate)
      expect(selectOf(box, 'to').selected).toBe(next.endDate)
      expect(selectOf(box, 'childCount').selected).toBe('2')
      expect([...box.matchAll(/<select[^>]*name="children"[\s\S]*?<\/select>/g)].map((m) => /<option[^>]*value="(\d+)"[^>]*selected/.exec(m[0])?.[1])).toEqual(['4', '9'])
      expect(text).toContain(t.tax(2, 14))
      expect(text).toContain(t.child(14))
      expect(text).toContain(t.free)
      expect(text).toContain(formatMoney(price.rent))
      expect(text).toContain(formatMoney(price.total))
      expect(price.total).toBe(price.rent + 2 * 14 * 300 + 14 * 150)
    })

    it('shows why a stay is refused: a Sunday, thirteen weeks, a child without an age', async () => {
      const location = await rental(locale)
      const [week] = location.priceWeeks
      const sunday = await page(`${location.path}?from=${addDays(week.startDate, 1)}&to=${addDays(week.endDate, 1)}`)
      expect(textOf(bookingBox(sunday.html))).toContain(t.notSaturday)
      // The asked day stays in the list, so the message matches what is shown.
      expect(selectOf(bookingBox(sunday.html), 'from').selected).toBe(addDays(week.startDate, 1))
      const long = await page(`${location.path}?from=${week.startDate}&to=${addDays(week.startDate, 91)}`)
      expect(textOf(bookingBox(long.html))).toContain(t.tooLong)
      const ageless = await page(`${location.path}?from=${week.startDate}&to=${week.endDate}&adults=2&childCount=1&children=`)
      expect(textOf(bookingBox(ageless.html))).toContain(t.childAge)
    })

    it('answers a refused booking with the message beside its field (400)', async () => {
      const location = await rental(locale)
      const [week] = location.priceWeeks
      const body = new URLSearchParams({ from: addDays(week.startDate, 1), to: week.endDate, adults: '2', childCount: '0', intent: 'book' })
      const { status, html } = await page(location.path, { method: 'POST', body, headers: { origin: base } })
      expect(status).toBe(400)
      const box = bookingBox(html)
      expect(box).toMatch(new RegExp(`<select[^>]*name="from"[^>]*aria-invalid="true"[^>]*aria-describedby="([^"]+)"`))
      const describedBy = /<select[^>]*name="from"[^>]*aria-describedby="([^"]+)"/.exec(box)?.[1]
      expect(box).toContain(`<p class="field-error" id="${describedBy}">${t.notSaturday.replace(/'/g, '&#x27;')}</p>`)
    })
  })

  describe(`an address with a party or dates no stay has (${locale})`, () => {
    // A shared or hand-edited link still shows the rental: the lists stay the rental's own, the
    // asked value is one more entry, and the quote says why it is refused (docs/decisions/038).
    const PARTIES = ['1000000', '99999999999999999999', 'Infinity', '-Infinity', 'NaN', '1e309', '-1', '0x10', '0', '1.5', 'abc']
    const DATES = ['0', '-1', 'Infinity', '1e309', '2026-13-45', '9999-12-31', '0001-01-01', 'x'.repeat(2000)]

    it('is the rental page, quickly, no larger than with a real party, and the server stays up', async () => {
      const location = await rental(locale)
      // The largest party the rental takes: one adult, the others children, each with an age list.
      const children = Array.from({ length: location.persons - 1 }, () => '4').join(',')
      const plain = await page(`${location.path}?adults=1&childCount=${location.persons - 1}&children=${children}`)
      const queries = [
        ...PARTIES.flatMap((n) => [`adults=${n}`, `persons=${n}`, `childCount=${n}`, `children=${n}`, `adults=${n}&childCount=${n}&children=${n}`]),
        ...DATES.flatMap((d) => [`from=${d}`, `to=${d}`, `from=${d}&to=${d}`]),
        'adults=1000000&persons=1000000&childCount=99&children=' + Array.from({ length: 200 }, () => '1').join(','),
      ]
      // The server's resident memory (Linux): a million guests used to end it within a second.
      const pid = inject('serverPid')
      const residentMb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
      const before = residentMb()
      for (const query of queries) {
        const started = performance.now()
        const { status, html } = await page(`${location.path}?${query}`)
        const ms = performance.now() - started
        // A value no stay can have is refused input (400), shown on the rental page all the same.
        expect(status, query).toBe(isMalformedStay(new URLSearchParams(query)) ? 400 : 200)
        expect(ms, query).toBeLessThan(3_000)
        // The extra entries and messages are a few hundred bytes (a 2,000-character date is cut to
        // 32); the forms' addresses repeat the query as any page does.
        expect(html.length, query).toBeLessThan(plain.html.length + 3_000 + 3 * query.length)
        const box = bookingBox(html)
        expect(selectOf(box, 'adults').values.length, query).toBeLessThanOrEqual(location.persons + 1)
        expect(selectOf(box, 'childCount').values.length, query).toBeLessThanOrEqual(location.persons + 1)
      }
      expect((await fetch(`${base}/healthz`)).status).toBe(200)
      expect(residentMb() - before).toBeLessThan(64)
    }, 120_000)

    it('answers 400 to a day that is no date or a party that is no whole number, 200 to a stay the rules refuse', async () => {
      const location = await rental(locale)
      const [week] = location.priceWeeks
      for (const query of ['from=0', `from=${week.startDate}&to=0`, 'adults=Infinity', 'persons=-1', 'adults=1000000', 'children=abc']) {
        const { status, html } = await page(`${location.path}?${query}`)
        expect(status, query).toBe(400)
        expect(bookingBox(html), query).toContain('name="adults"')
      }
      for (const query of [`from=${addDays(week.startDate, 1)}&to=${addDays(week.endDate, 1)}`, `from=${week.startDate}&to=${week.endDate}&adults=${location.persons + 1}`]) {
        expect((await page(`${location.path}?${query}`)).status, query).toBe(200)
      }
    })

    it('says why: the rental sleeps fewer, or the number is no whole number, beside the asked value', async () => {
      const location = await rental(locale)
      const [week] = freeRun(location.priceWeeks, 1)
      const stay = `from=${week.startDate}&to=${week.endDate}`
      for (const name of ['adults', 'persons']) {
        const large = bookingBox((await page(`${location.path}?${stay}&${name}=1000000`)).html)
        expect(selectOf(large, 'adults')).toEqual({ values: [...Array.from({ length: location.persons }, (_, i) => String(i + 1)), '1000000'], selected: '1000000' })
        expect(textOf(large)).toContain(t.overCapacity(location.persons, '1000000'))
      }
      for (const party of ['Infinity', '1e309', '-1', '0x10']) {
        const box = bookingBox((await page(`${location.path}?${stay}&adults=${party}`)).html)
        expect(selectOf(box, 'adults').selected).toBe(party)
        expect(textOf(box)).toContain(t.notWhole)
      }
    })
  })

  describe(`stays carried to the booking box (${locale})`, () => {
    it('the list filtered by a period links each rental with that stay', async () => {
      const location = await rental(locale)
      const [, week] = location.priceWeeks
      const { html } = await page(`${t.prefix}/location?from=${week.startDate}&to=${week.endDate}&persons=3`)
      const links = [...html.matchAll(/<a class="listing-card__link" href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'))
      expect(links.length).toBeGreaterThan(0)
      for (const href of links) expect(href).toMatch(new RegExp(`^${t.prefix}/location/[^?]+-\\d+\\?from=${week.startDate}&to=${week.endDate}&adults=3$`))
      // Without a period, plain links.
      const plain = await page(`${t.prefix}/location`)
      expect(plain.html).toMatch(/<a class="listing-card__link" href="[^"?]+"/)
    })

    it('each available week of the price grid and of the rental calendar opens the box on it', async () => {
      const location = await rental(locale)
      const [week] = freeRun(location.priceWeeks.slice(1), 1)
      const href = `${location.path}?from=${week.startDate}&amp;to=${week.endDate}#reservation`
      // The grid shows ten rentals a page: the rental is on one of them.
      const grids = await Promise.all([1, 2, 3, 4, 5].map((n) => page(`${t.prefix}/location/prix-semaine?page=${n}`)))
      expect(grids.some((grid) => grid.html.includes(`href="${href}"`))).toBe(true)
      // The calendar shows a month at a time: the week's.
      const detail = await page(`${location.path}?mois=${week.startDate.slice(0, 7)}`)
      expect(detail.html).toContain(`href="${href}"`)
      const opened = await page(`${location.path}?from=${week.startDate}&to=${week.endDate}`)
      expect(textOf(bookingBox(opened.html))).toContain(formatMoney(week.specialPrice ?? week.price))
    })

    it('the home page searches the weekly rentals by arrival, departure and guests', async () => {
      const { html } = await page(t.prefix || "/")
      const form = /<form[^>]*class="stay-search"[\s\S]*?<\/form>/.exec(html)?.[0] ?? ''
      expect(form).toMatch(new RegExp(`action="${t.prefix}/location"`))
      expect(form).toMatch(/method="get"/)
      // Arrival and departure are lists of Saturdays (no day the search would refuse).
      for (const name of ['from', 'to']) expect(selectOf(form, name).values.filter(Boolean).every(isSaturday)).toBe(true)
      expect(form).toMatch(/<select[^>]*name="persons"/)
      expect((form.match(/<label/g) ?? []).length).toBe(3)
    })
  })
}

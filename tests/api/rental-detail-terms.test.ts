import { describe, expect, inject, it } from 'vitest'
import { CANCELLATION_TERMS } from '../../domain/booking/rules/cancellation'
import type { StayPrice } from '../../domain/booking/stay-price'
import type { LocationDetail, LocationsResponse } from '../../domain/catalogue/types'
import { formatDate, toZurichIsoDate } from '../../domain/format/date'
import { formatMoney } from '../../domain/format/money'
import { freeRun } from '../support/catalogue'

/**
 * The rental page as the server sends it (issue 26): once the address names dates and guests, the
 * booking box's headline is the stay's total with the tourist tax on its own line (PBV), the calendar
 * shows two months from the first paint, and the box says the cancellation tiers of that stay (dates
 * and amounts in CHF) and what the price includes; without dates, "from … per week" and the tiers as
 * rules. The place has its map (a region named for it, loaded later) beside its link. French and English.
 */

const base = inject('baseUrl')

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

function bookingBox(html: string): string {
  const start = html.indexOf('id="reservation"')
  expect(start, 'the booking box').toBeGreaterThan(0)
  return html.slice(start, html.indexOf('</form>', start) + 7)
}

/** The box's headline: from its h2 to the form. */
const headline = (box: string) => textOf(box.slice(0, box.indexOf('<form')))

const T = {
  fr: {
    prefix: '',
    from: 'Dès CHF',
    total: 'Total du séjour',
    stay: (from: string, to: string) => `du ${from} au ${to}`,
    tax: (amount: string) => `dont taxe de séjour ${amount}`,
    rules: [
      '90 jours ou plus avant l\'arrivée : gratuite (seuls les frais de transaction de 2.5 % sont retenus)',
      'de 29 à 89 jours avant l\'arrivée : 50 % du loyer',
      '28 jours ou moins avant l\'arrivée : 100 % du loyer',
    ],
    until: (d: string) => `jusqu'au ${d} : `,
    between: (a: string, b: string) => `du ${a} au ${b} : `,
    since: (d: string) => `dès le ${d} : `,
    half: (amount: string) => `${amount} (50 % du loyer)`,
    fees: (amount: string) => `${amount}, frais de transaction seulement`,
    included: 'Compris :',
    names: { finalCleaning: 'nettoyage final', bedSheets: 'draps de lit' },
    map: 'Carte de l&#x27;emplacement de',
    osm: 'Voir sur la carte OpenStreetMap',
  },
  en: {
    prefix: '/en',
    from: 'From CHF',
    total: 'Total for the stay',
    stay: (from: string, to: string) => `from ${from} to ${to}`,
    tax: (amount: string) => `incl. tourist tax ${amount}`,
    rules: [
      '90 days or more before arrival: free (only the transaction fees of 2.5 % are kept)',
      '29 to 89 days before arrival: 50 % of the rent',
      '28 days or fewer before arrival: 100 % of the rent',
    ],
    until: (d: string) => `until ${d}: `,
    between: (a: string, b: string) => `from ${a} to ${b}: `,
    since: (d: string) => `from ${d}: `,
    half: (amount: string) => `${amount} (50 % of the rent)`,
    fees: (amount: string) => `${amount}, transaction fees only`,
    included: 'Included:',
    names: { finalCleaning: 'final cleaning', bedSheets: 'bed sheets' },
    map: 'Map of the location of',
    osm: 'View on the OpenStreetMap map',
  },
} as const

/** A weekly rental sleeping four or more, without the tourist tax in its rent, with two free weeks more than 90 days ahead. */
async function rental(locale: 'fr' | 'en') {
  const { locations } = await api<LocationsResponse>(`/api/locations?persons=4&locale=${locale}`)
  const far = toZurichIsoDate(new Date(Date.now() + 100 * 86_400_000))
  for (const item of locations) {
    const { location } = await api<{ location: LocationDetail }>(`/api/locations/${item.id}?locale=${locale}`)
    const run = freeRun(location.priceWeeks.filter((w) => w.startDate > far), 2)
    if (location.included?.touristTax !== true && run.length === 2) {
      return { location, run, path: `${T[locale].prefix}/location/${location.slug}-${location.id}` }
    }
  }
  throw new Error('no rental for four without the tourist tax in its rent and two free weeks in 100 days')
}

for (const locale of ['fr', 'en'] as const) {
  const t = T[locale]

  describe(`the rental page's price, calendar and terms (${locale})`, () => {
    it('with dates and guests in the address: the stay total and its tourist tax, two months, the dated tiers in CHF, what is included', async () => {
      const { location, run, path } = await rental(locale)
      const [week, next] = run
      const response = await fetch(`${base}${path}?from=${week.startDate}&to=${next.endDate}&adults=4`)
      expect(response.status).toBe(200)
      const html = await response.text()
      const { price } = await api<{ price: StayPrice }>(
        `/api/locations/${location.id}/price?startPeriod=${week.startDate}&endPeriod=${next.endDate}&adults=4&locale=${locale}`,
      )
      const box = bookingBox(html)
      const head = headline(box)
      expect(head).toContain(t.total)
      expect(head).toContain(formatMoney(price.total))
      expect(head).toContain(t.stay(formatDate(week.startDate), formatDate(next.endDate)))
      expect(head).toContain(t.tax(formatMoney(price.touristTax.total)))
      expect(price.touristTax.total).toBeGreaterThan(0)
      expect(head).not.toContain(t.from)
      // The phone's bar says the same total and tax line.
      const bar = html.slice(html.indexOf('class="booking-bar"'))
      expect(textOf(bar.slice(0, bar.indexOf('</div>')))).toContain(t.tax(formatMoney(price.touristTax.total)))

      // The calendar, in the server's HTML: two months, the arrival chosen.
      expect(box.match(/class="rdp-month"/g)).toHaveLength(2)
      expect(box).toMatch(/data-day="[\d-]+"/)

      // Arrival in more than 90 days: three tiers, dated from the arrival, with their amounts.
      const text = textOf(box)
      const fees = Math.round((price.total * CANCELLATION_TERMS.transactionFeeShare) / 10_000)
      const day = (offset: number) => formatDate(new Date(Date.parse(`${week.startDate}T12:00:00Z`) + offset * 86_400_000))
      expect(text).toContain(t.until(day(-90)) + t.fees(formatMoney(fees)))
      expect(text).toContain(t.between(day(-89), day(-29)) + t.half(formatMoney(Math.round(price.rent / 2))))
      expect(text).toContain(t.since(day(-28)) + formatMoney(price.rent))

      // What the price includes, before "Book".
      expect(text).toContain(t.included)
      for (const [key, name] of Object.entries(t.names)) {
        if (location.included?.[key as keyof typeof t.names]) expect(text).toContain(name)
      }
    })

    it('without dates: "from … per week", one calendar with its months, the tiers as rules, and the map beside the link', async () => {
      const { path } = await rental(locale)
      const html = await (await fetch(base + path)).text()
      const box = bookingBox(html)
      expect(headline(box)).toContain(t.from)
      expect(headline(box)).not.toContain(t.total)
      expect(box.match(/class="rdp-month"/g)).toHaveLength(2)
      const text = textOf(box)
      for (const rule of t.rules) expect(text).toContain(rule)
      expect(html).toContain(`aria-label="${t.map}`)
      expect(textOf(html)).toContain(t.osm)
    })
  })
}

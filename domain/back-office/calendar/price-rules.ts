/**
 * The rules of the weekly price grid as staff edit it (SPEC §3: one price per week, Saturday to
 * Saturday, and special-offer weeks with a reduced price). Pure: the form's text in, amounts in
 * centimes or field errors out, so the page, the bulk edits and the tests share one reading.
 */
import { addDays, isSaturday } from '../../booking/rules/calendar'
import { readFrancs } from '../../format/francs'
import type { Bilingual as Localized } from '../../i18n/bilingual'

export const PRICE_MESSAGES = {
  price_invalid: {
    fr: 'Le prix doit être un montant positif en CHF (par exemple 1850 ou 1850.50).',
    en: 'The price must be a positive amount in CHF (for example 1850 or 1850.50).',
  },
  price_too_high: { fr: 'Le prix dépasse 500 000 CHF par semaine.', en: 'The price is above CHF 500,000 a week.' },
  special_invalid: {
    fr: 'Le prix spécial doit être un montant positif en CHF, plus bas que le prix de la semaine.',
    en: "The special price must be a positive amount in CHF, lower than the week's price.",
  },
  special_above_price: {
    fr: 'Une semaine en offre spéciale de cette saison aurait un prix spécial égal ou supérieur au nouveau prix : changez ou retirez d’abord cette offre.',
    en: 'A special-offer week of this season would have a special price equal to or above the new price: change or clear that offer first.',
  },
  week_not_saturday: {
    fr: 'Une semaine commence un samedi (date AAAA-MM-JJ).',
    en: 'A week starts on a Saturday (date YYYY-MM-DD).',
  },
  season_end: {
    fr: 'La fin de la saison est un samedi après son début (le jour de départ de sa dernière semaine).',
    en: 'The season ends on a Saturday after its start (the departure day of its last week).',
  },
  season_too_long: { fr: 'Une saison compte au plus 104 semaines.', en: 'A season has at most 104 weeks.' },
  percent_invalid: {
    fr: 'Le pourcentage est un nombre de -90 à 200, autre que 0 (par exemple 5 ou -10).',
    en: 'The percentage is a number from -90 to 200, other than 0 (for example 5 or -10).',
  },
  season_invalid: { fr: 'Choisissez une saison tarifaire.', en: 'Choose a price season.' },
  no_week: {
    fr: "Ce logement n'a aucune semaine avec un prix sur cette période.",
    en: 'This rental has no priced week in this period.',
  },
  not_weekly: {
    fr: "Ce logement n'existe pas ou ne se loue pas à la semaine.",
    en: 'This rental does not exist or is not let by the week.',
  },
} as const satisfies Record<string, Localized>

export type PriceMessageCode = keyof typeof PRICE_MESSAGES
export type FieldErrors = Record<string, Localized>
export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors }

export const PRICE_SEASONS = ['low', 'mid', 'high', 'peak'] as const
export type PriceSeason = (typeof PRICE_SEASONS)[number]

const MAX_PRICE = 500_000_00
const MAX_WEEKS = 104

/** "1850", "1850.50", "1'850", "1 850,5" → centimes; null when it is not a positive amount. */
export function parseChf(raw: string | null | undefined): number | null {
  const centimes = readFrancs(raw)
  return centimes !== null && centimes > 0 ? centimes : null
}

/** The Saturdays starting the weeks of [from, to), both Saturdays. */
export function seasonWeeks(from: string, to: string): string[] {
  const weeks: string[] = []
  for (let start = from; start < to && weeks.length <= MAX_WEEKS; start = addDays(start, 7)) weeks.push(start)
  return weeks
}

function priceOf(raw: string | undefined, field: string, errors: FieldErrors): number | null {
  const price = parseChf(raw)
  if (price === null) errors[field] = PRICE_MESSAGES.price_invalid
  else if (price > MAX_PRICE) errors[field] = PRICE_MESSAGES.price_too_high
  return price !== null && price <= MAX_PRICE ? price : null
}

export type WeekEdit = { start: string; price: number; specialPrice: number | null }

/** One week of the grid: its Saturday, its price and, when set, its special-offer price. */
export function parseWeekEdit(input: { start?: string; price?: string; special?: string }): Parsed<WeekEdit> {
  const errors: FieldErrors = {}
  const start = input.start ?? ''
  if (!isSaturday(start)) errors.start = PRICE_MESSAGES.week_not_saturday
  const price = priceOf(input.price, 'price', errors)
  const specialText = (input.special ?? '').trim()
  const specialPrice = specialText === '' ? null : parseChf(specialText)
  if (specialText !== '' && (specialPrice === null || (price !== null && specialPrice >= price))) {
    errors.special = PRICE_MESSAGES.special_invalid
  }
  if (Object.keys(errors).length > 0 || price === null) return { ok: false, errors }
  return { ok: true, value: { start, price, specialPrice } }
}

/** What a bulk edit does to each week of its season. */
export type SeasonChange =
  | { kind: 'set'; price: number; season: PriceSeason }
  | { kind: 'percent'; percent: number }
  | { kind: 'special'; specialPrice: number }
  | { kind: 'clear_special' }

export type SeasonEdit = { from: string; to: string; change: SeasonChange }

export type SeasonForm = { from?: string; to?: string; change?: string; price?: string; percent?: string; special?: string; season?: string }

function parseChange(input: SeasonForm, errors: FieldErrors): SeasonChange | null {
  switch (input.change) {
    case 'set': {
      const price = priceOf(input.price, 'price', errors)
      const season = PRICE_SEASONS.find((s) => s === input.season)
      if (!season) errors.season = PRICE_MESSAGES.season_invalid
      return price !== null && season ? { kind: 'set', price, season } : null
    }
    case 'percent': {
      const text = (input.percent ?? '').trim().replace(',', '.')
      const percent = /^[-+]?\d{1,3}(\.\d{1,2})?$/.test(text) ? Number(text) : NaN
      if (!(percent >= -90 && percent <= 200 && percent !== 0)) errors.percent = PRICE_MESSAGES.percent_invalid
      return errors.percent ? null : { kind: 'percent', percent }
    }
    case 'special': {
      const specialPrice = parseChf(input.special)
      if (specialPrice === null) errors.special = PRICE_MESSAGES.special_invalid
      return specialPrice === null ? null : { kind: 'special', specialPrice }
    }
    default:
      return { kind: 'clear_special' }
  }
}

/** A season (first Saturday to the last week's departure Saturday) and what to do to its weeks. */
export function parseSeasonEdit(input: SeasonForm): Parsed<SeasonEdit> {
  const errors: FieldErrors = {}
  const from = input.from ?? ''
  const to = input.to ?? ''
  if (!isSaturday(from)) errors.from = PRICE_MESSAGES.week_not_saturday
  else if (!isSaturday(to) || to <= from) errors.to = PRICE_MESSAGES.season_end
  else if (seasonWeeks(from, to).length > MAX_WEEKS) errors.to = PRICE_MESSAGES.season_too_long
  const change = parseChange(input, errors)
  if (Object.keys(errors).length > 0 || !change) return { ok: false, errors }
  return { ok: true, value: { from, to, change } }
}

/** A price changed by a percentage, to the nearest franc (the grid's prices are whole francs). */
export function byPercent(centimes: number, percent: number): number {
  return Math.max(100, Math.round((centimes * (100 + percent)) / 100 / 100) * 100)
}

export type GridWeek = { start: string; price: number; specialPrice: number | null }

/**
 * A week after a season's change, or an error code: a special price must stay below the price
 * (SPEC §3: a special offer is a reduction). A percentage moves both, so an offer stays one.
 */
export function changedWeek(week: GridWeek, change: SeasonChange): GridWeek | PriceMessageCode {
  switch (change.kind) {
    case 'set':
      return week.specialPrice !== null && week.specialPrice >= change.price ? 'special_above_price' : { ...week, price: change.price }
    case 'percent': {
      const price = byPercent(week.price, change.percent)
      const special = week.specialPrice === null ? null : byPercent(week.specialPrice, change.percent)
      return { ...week, price, specialPrice: special !== null && special >= price ? null : special }
    }
    case 'special':
      return change.specialPrice >= week.price ? 'special_invalid' : { ...week, specialPrice: change.specialPrice }
    case 'clear_special':
      return { ...week, specialPrice: null }
  }
}

/**
 * The rules of the weekly price grid as staff edit it (SPEC §3: one price per week, Saturday to
 * Saturday, and special-offer weeks with a reduced price). Pure: the form's text in, amounts in
 * centimes or field errors out, so the page, the bulk edits and the tests share one reading.
 */
import { addDays, isSaturday } from './rules/calendar'
import { readFrancs } from '../format/francs'
import { fieldErrorsByCode, type FieldErrors, type MessageKey } from '../validation'

/** Why a price edit is refused: stable codes and their keys in the validation catalogue. */
export const PRICE_PROBLEMS = {
  price_invalid: 'backOffice.price.priceInvalid',
  price_too_high: 'backOffice.price.priceTooHigh',
  special_invalid: 'backOffice.price.specialInvalid',
  special_above_price: 'backOffice.price.specialAbovePrice',
  week_not_saturday: 'backOffice.price.weekNotSaturday',
  season_end: 'backOffice.price.seasonEnd',
  season_too_long: 'backOffice.price.seasonTooLong',
  percent_invalid: 'backOffice.price.percentInvalid',
  season_invalid: 'backOffice.price.seasonInvalid',
  no_week: 'backOffice.price.noWeek',
  not_weekly: 'backOffice.price.notWeekly',
} as const satisfies Record<string, MessageKey>

export type PriceMessageCode = keyof typeof PRICE_PROBLEMS

/** A refused price field, in the asked language. */
export const priceError = fieldErrorsByCode(PRICE_PROBLEMS)

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

function priceOf(raw: string | undefined, field: string, errors: FieldErrors, locale: string): number | null {
  const price = parseChf(raw)
  if (price === null) errors[field] = priceError('price_invalid', locale)
  else if (price > MAX_PRICE) errors[field] = priceError('price_too_high', locale)
  return price !== null && price <= MAX_PRICE ? price : null
}

export type WeekEdit = { start: string; price: number; specialPrice: number | null }

/** One week of the grid: its Saturday, its price and, when set, its special-offer price. */
export function parseWeekEdit(input: { start?: string; price?: string; special?: string }, locale: string): Parsed<WeekEdit> {
  const errors: FieldErrors = {}
  const start = input.start ?? ''
  if (!isSaturday(start)) errors.start = priceError('week_not_saturday', locale)
  const price = priceOf(input.price, 'price', errors, locale)
  const specialText = (input.special ?? '').trim()
  const specialPrice = specialText === '' ? null : parseChf(specialText)
  if (specialText !== '' && (specialPrice === null || (price !== null && specialPrice >= price))) {
    errors.special = priceError('special_invalid', locale)
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

function parseChange(input: SeasonForm, errors: FieldErrors, locale: string): SeasonChange | null {
  switch (input.change) {
    case 'set': {
      const price = priceOf(input.price, 'price', errors, locale)
      const season = PRICE_SEASONS.find((s) => s === input.season)
      if (!season) errors.season = priceError('season_invalid', locale)
      return price !== null && season ? { kind: 'set', price, season } : null
    }
    case 'percent': {
      const text = (input.percent ?? '').trim().replace(',', '.')
      const percent = /^[-+]?\d{1,3}(\.\d{1,2})?$/.test(text) ? Number(text) : NaN
      if (!(percent >= -90 && percent <= 200 && percent !== 0)) errors.percent = priceError('percent_invalid', locale)
      return errors.percent ? null : { kind: 'percent', percent }
    }
    case 'special': {
      const specialPrice = parseChf(input.special)
      if (specialPrice === null) errors.special = priceError('special_invalid', locale)
      return specialPrice === null ? null : { kind: 'special', specialPrice }
    }
    default:
      return { kind: 'clear_special' }
  }
}

/**
 * Whole weeks from a Saturday to a later departure Saturday, two years at the most: a season's span,
 * and a block's. A refusal goes into `errors` (on `from` or `to`); true when the span holds.
 */
export function checkWeekSpan(from: string, to: string, errors: FieldErrors, locale: string): boolean {
  if (!isSaturday(from)) errors.from = priceError('week_not_saturday', locale)
  else if (!isSaturday(to) || to <= from) errors.to = priceError('season_end', locale)
  else if (seasonWeeks(from, to).length > MAX_WEEKS) errors.to = priceError('season_too_long', locale)
  else return true
  return false
}

/** A season (first Saturday to the last week's departure Saturday) and what to do to its weeks. */
export function parseSeasonEdit(input: SeasonForm, locale: string): Parsed<SeasonEdit> {
  const errors: FieldErrors = {}
  const from = input.from ?? ''
  const to = input.to ?? ''
  checkWeekSpan(from, to, errors, locale)
  const change = parseChange(input, errors, locale)
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

/**
 * The rental and sale filters of a list page as the form and the address carry them: keys, values
 * and the problems shown beside the list. Browser-safe and light: reading them against the
 * catalogue's rules (zod) is in filters.server.ts, which only the loaders use, so that the
 * validation library never reaches the browser.
 */
import { addDays, saturdayOnOrBefore } from '../../../domain/catalogue/period'

/**
 * A filter left out: which control (a key under `filters.field`), why (a key under `filters.problem`,
 * or a period code), the value refused, and the catalogue's own message (English, for logs and APIs).
 */
export type FilterProblem = {
  field: string
  message: string
  code: 'value' | 'range' | 'period' | 'combination'
  value?: string
  periodCode?: string
}

/** The filter parameters of the weekly list, in the order of the form. */
export const WEEKLY_KEYS = [
  'type',
  'rooms',
  'comfortClass',
  'persons',
  'priceMin',
  'priceMax',
  'from',
  'to',
  'special',
  'sort',
] as const
export const ANNUAL_KEYS = ['type', 'rooms', 'sort'] as const
export const SORT_ONLY_KEYS = ['sort'] as const

export type FilterKey = (typeof WEEKLY_KEYS)[number]
export type FilterValues = Partial<Record<FilterKey, string>>

/** The trimmed, non-empty values of the given keys (what the form shows back). */
export function filterValues(search: URLSearchParams, keys: readonly FilterKey[]): FilterValues {
  const values: FilterValues = {}
  for (const key of keys) {
    const value = search.get(key)?.trim()
    if (value) values[key] = value
  }
  return values
}

/** Whether any filter other than the sort is set (the empty state then offers a reset). */
export function hasFilters(values: FilterValues): boolean {
  return Object.keys(values).some((key) => key !== 'sort')
}

/** The first Saturday a stay can start on: today when it is a Saturday, else the next one. */
export function firstBookableSaturday(today: string): string {
  const saturday = saturdayOnOrBefore(today)
  return saturday === today ? today : addDays(saturday, 7)
}

/** The sale filter parameters, in the order of the form. */
export const SALE_KEYS = ['type', 'place', 'rooms', 'roomsMin', 'priceMin', 'priceMax', 'sort'] as const

/** How many arrival Saturdays the date lists offer (a season ahead and more). */
export const ARRIVAL_CHOICES = 60

/**
 * `count` Saturdays from `first` on (a Saturday), and `current` among them in its place when the
 * address carries another date (an old or wrong one): the list shows what the search used.
 */
export function saturdayChoices(first: string, count: number, current = ''): string[] {
  const days = Array.from({ length: count }, (_, i) => addDays(first, i * 7))
  if (/^\d{4}-\d{2}-\d{2}$/.test(current) && !days.includes(current)) days.push(current)
  return days.sort()
}

/**
 * The departure that goes with a chosen arrival: the one chosen when it follows the arrival, else
 * one week later (the shortest stay), so that choosing an arrival is enough to search.
 */
export function followingDeparture(from: string, to: string): string {
  if (from === '' || !/^\d{4}-\d{2}-\d{2}$/.test(from)) return to
  return to !== '' && to > from ? to : addDays(from, 7)
}

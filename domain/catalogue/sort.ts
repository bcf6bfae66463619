/**
 * Sorting of rentals and sales (SPEC §4 "Caching and sorting"): by price or number_of_rooms,
 * numeric when both values are numeric, otherwise a text compare. Pure and browser-safe: the
 * server sorts its answers with it and the pages re-sort loaded lists with it.
 */

export const SORT_ORDERS = ['price_asc', 'price_desc', 'room_asc', 'room_desc'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]
export const DEFAULT_SORT: SortOrder = 'price_asc'

export function isSortOrder(value: unknown): value is SortOrder {
  return typeof value === 'string' && (SORT_ORDERS as readonly string[]).includes(value)
}

export type Sortable = { price?: unknown; number_of_rooms?: unknown }

const NUMERIC = /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && NUMERIC.test(value)) return Number(value)
  return null
}

const isMissing = (value: unknown) => value === null || value === undefined || value === ''

/**
 * Ascending comparison of two values: numeric when both are numeric (numbers or numeric strings),
 * otherwise text (localeCompare). Missing values (null, undefined, '') compare equal to each other.
 */
export function compareValues(a: unknown, b: unknown): number {
  const x = asNumber(a)
  const y = asNumber(b)
  if (x !== null && y !== null) return x === y ? 0 : x < y ? -1 : 1
  return String(a ?? '').localeCompare(String(b ?? ''))
}

function compareKey(a: unknown, b: unknown, descending: boolean): number {
  // Items without a value (a rental without any upcoming price) go last in both directions.
  if (isMissing(a) || isMissing(b)) return Number(isMissing(a)) - Number(isMissing(b))
  const order = compareValues(a, b)
  return descending ? -order : order
}

/**
 * A sorted copy of the items. Ties on the chosen key are broken by the other key ascending (rooms
 * for a price order, price for a room order), then keep their original order (the sort is stable).
 */
export function sortCatalogue<T extends Sortable>(items: readonly T[], order: SortOrder = DEFAULT_SORT): T[] {
  const byPrice = order === 'price_asc' || order === 'price_desc'
  const descending = order === 'price_desc' || order === 'room_desc'
  const first = (item: T) => (byPrice ? item.price : item.number_of_rooms)
  const second = (item: T) => (byPrice ? item.number_of_rooms : item.price)
  return [...items].sort(
    (a, b) => compareKey(first(a), first(b), descending) || compareKey(second(a), second(b), false),
  )
}

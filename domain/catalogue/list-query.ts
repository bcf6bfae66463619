/**
 * What the catalogue's list calls (GET /api/locations, /api/sales) read besides their filters
 * (docs/decisions/047): the parameters they know (any other is refused, so a typo is not silently a
 * different list), and for /api/locations an opt-in page (`limit`, 1–100, and the opaque `cursor`
 * of the answer's `next`) and `fields` for light answers (map markers). Without them, the answer is
 * the whole list as SPEC §7 describes it. Pure and browser-safe.
 */
import type { LocationListItem } from './types'
import type { Parsed } from './query'

const LIST_PAGING = ['limit', 'cursor', 'fields'] as const

/** Every parameter GET /api/locations reads (`page` is the list page's and ignored here). */
export const LOCATION_LIST_PARAMETERS = ['kind', 'type', 'rooms', 'roomsMin', 'comfortClass', 'persons', 'priceMin', 'priceMax', 'from', 'to', 'special', 'sort', 'page', 'locale', ...LIST_PAGING] as const

/** Every parameter GET /api/sales reads. */
export const SALE_LIST_PARAMETERS = ['type', 'place', 'rooms', 'roomsMin', 'priceMin', 'priceMax', 'sort', 'page', 'locale'] as const

export const MAX_LIST_LIMIT = 100
/** Deeper than any catalogue: a cursor pointing further is not one this API gave. */
const MAX_OFFSET = 1_000_000

/** The fields a light answer may ask for: every field of a listed rental. */
export const LOCATION_FIELDS = [
  'id', 'kind', 'reference', 'type', 'typeLabel', 'title', 'slug', 'summary', 'place', 'number_of_rooms', 'bedrooms', 'bathrooms', 'persons', 'surface',
  'livingSpace', 'comfortClass', 'price', 'specialPrice', 'currency', 'monthlyCharges', 'availableFrom', 'latitude', 'longitude', 'productId', 'image', 'periodTotal',
] as const satisfies readonly (keyof LocationListItem)[]

export type LocationField = (typeof LOCATION_FIELDS)[number]

export type ListPaging = {
  /** Null: the whole list. */
  page: { limit: number; offset: number } | null
  /** Null: every field. */
  fields: LocationField[] | null
}

/** The first parameter the call does not read, as a message; null when every one is known. */
export function unknownParameter(names: Iterable<string>, known: readonly string[]): string | null {
  for (const name of names) {
    if (!known.includes(name)) return `Unknown parameter "${name.slice(0, 100)}": this call reads ${known.join(', ')}.`
  }
  return null
}

/** The cursor of the page starting at `offset`: opaque to clients (they pass back what `next` gave). */
export function cursorAt(offset: number): string {
  return btoa(`o:${offset}`).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
}

function offsetOf(cursor: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,24}$/.test(cursor)) return null
  let text: string
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'))
  } catch {
    return null
  }
  const match = /^o:(0|[1-9]\d{0,6})$/.exec(text)
  const offset = match ? Number(match[1]) : null
  return offset !== null && offset <= MAX_OFFSET ? offset : null
}

/** `limit`, `cursor` and `fields` of a list call. */
export function parseListPaging(params: URLSearchParams): Parsed<ListPaging> {
  for (const name of LIST_PAGING) if (params.getAll(name).length > 1) return { ok: false, message: `${name} may be given once.` }
  const limitText = params.get('limit')
  const cursor = params.get('cursor')
  let page: ListPaging['page'] = null
  if (limitText !== null) {
    if (!/^\d{1,3}$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > MAX_LIST_LIMIT) {
      return { ok: false, message: `limit must be a whole number from 1 to ${MAX_LIST_LIMIT}.` }
    }
    const offset = cursor === null ? 0 : offsetOf(cursor)
    if (offset === null) return { ok: false, message: 'cursor is not one this API gave: pass the next value of the previous answer.' }
    page = { limit: Number(limitText), offset }
  } else if (cursor !== null) {
    return { ok: false, message: 'cursor goes with limit.' }
  }
  const fieldsText = params.get('fields')
  if (fieldsText === null) return { ok: true, value: { page, fields: null } }
  const fields = fieldsText.split(',').map((f) => f.trim())
  const unknown = fields.find((f) => !(LOCATION_FIELDS as readonly string[]).includes(f))
  if (unknown !== undefined) return { ok: false, message: `fields lists ${unknown ? `an unknown field "${unknown.slice(0, 100)}"` : 'an empty field'}: it may list ${LOCATION_FIELDS.join(', ')}.` }
  return { ok: true, value: { page, fields: [...new Set(fields)] as LocationField[] } }
}

/** A rental with only the asked fields, in the order asked. */
export function pickFields(item: LocationListItem, fields: readonly LocationField[] | null): Partial<LocationListItem> {
  if (!fields) return item
  return Object.fromEntries(fields.map((field) => [field, item[field]]))
}

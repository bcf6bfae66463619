import { isIsoDate } from '../../domain/catalogue/period'
import { anyOf, calendarTag, contentsTag, contentTag, EVERYTHING, FRAME, itemTags, PRODUCTS, RENTALS, rentalTag, SALES, saleTag, weekTags } from './tags'

/** A hold whose weeks free themselves at `lapses` (ms) without any write: what shows them must not be kept beyond it. */
export type Hold = { id: number; tags: string[]; lapses: number }

/** What a notice of the database says: the tags of what it can affect, and the holds it placed or ended. */
export type Notice = {
  drops: string[]
  holds: Hold[]
  /** Rows of `bookings` that are no longer the holds they were (paid, released, expired, deleted). */
  ended: number[]
  /** The notice could not name its holds (too many rows): they must be read again. */
  holdsUnknown: boolean
}

/**
 * What each table's notice (migration 0026's triggers) can affect on the pages and calls: the map of
 * decision 046. `ids` are the rows' rentals, sales or contents ('all' when too many to name).
 */
type Facts = { ids: number[] | 'all'; types?: string[] | 'all'; owners?: string[] | 'all'; from?: string; to?: string }

const items = (family: 'rental' | 'calendar' | 'sale' | 'content', facts: Facts) => (facts.ids === 'all' ? [anyOf(family)] : itemTags(family, facts.ids))
const weeks = (facts: Facts) => (facts.ids === 'all' ? [anyOf('week')] : facts.from && facts.to ? weekTags(facts.from, facts.to) : [])

const MAP: Record<string, (facts: Facts) => string[]> = {
  // A rental's sheet, texts or list entry: its own pages and cards, and which rentals the lists show.
  locations: (f) => [...items('rental', f), RENTALS],
  location_translations: (f) => [...items('rental', f), RENTALS],
  location_list_entries: (f) => [...items('rental', f), RENTALS],
  // Its weeks: their prices and who is free in them (a hold, a booking, a block, a price).
  price_weeks: (f) => [...items('calendar', f), ...weeks(f)],
  bookings: (f) => [...items('calendar', f), ...weeks(f)],
  images: (f) => (f.owners === 'all' || f.ids === 'all' ? [anyOf('rental'), anyOf('sale'), anyOf('content')] : (f.owners ?? []).flatMap(ownerTag)),
  sales: (f) => [...items('sale', f), SALES],
  sale_translations: (f) => [...items('sale', f), SALES],
  contents: (f) => [...items('content', f), ...(f.types === 'all' || f.ids === 'all' ? [anyOf('contents')] : (f.types ?? []).map(contentsTag))],
  content_translations: (f) => items('content', f),
  products: () => [PRODUCTS],
  product_categories: () => [PRODUCTS],
  alerts: () => [FRAME],
  site_texts: () => [FRAME],
}

/** An image's owner ("location:3") as the tag of what shows it. */
function ownerTag(owner: string): string[] {
  const [zone, id] = owner.split(':')
  const n = Number(id)
  if (!Number.isInteger(n)) return [EVERYTHING]
  if (zone === 'location') return [rentalTag(n)]
  if (zone === 'sale') return [saleTag(n)]
  if (zone === 'content') return [contentTag(n)]
  return [EVERYTHING]
}

const EVERYTHING_CHANGED: Notice = { drops: [EVERYTHING], holds: [], ended: [], holdsUnknown: true }

/** The notice of a lost connection: anything may have changed, holds included. */
export const everythingChanged = (): Notice => ({ ...EVERYTHING_CHANGED })

const isId = (v: unknown): v is number => Number.isInteger(v)
const isIds = (v: unknown): v is number[] => Array.isArray(v) && v.every(isId)
const isTexts = (v: unknown): v is string[] => Array.isArray(v) && v.every((t) => typeof t === 'string')

/**
 * Reads a NOTIFY payload of channel `site_change`: JSON naming the table and what its statement
 * touched. Anything unreadable counts as "everything changed": dropping too much is only slower.
 */
export function readNotice(payload: string): Notice {
  let body: Record<string, unknown>
  try {
    body = JSON.parse(payload) as Record<string, unknown>
  } catch {
    return everythingChanged()
  }
  const map = typeof body?.t === 'string' ? MAP[body.t] : undefined
  if (!map) return everythingChanged()
  const all = body.all === true
  const facts: Facts = { ids: all ? 'all' : isIds(body.ids) ? body.ids : [] }
  if (!all && body.ids !== undefined && !isIds(body.ids)) return everythingChanged()
  if (all || isTexts(body.types)) facts.types = all ? 'all' : (body.types as string[])
  if (all || isTexts(body.owners)) facts.owners = all ? 'all' : (body.owners as string[])
  if (typeof body.from === 'string' && typeof body.to === 'string') {
    if (!isIsoDate(body.from) || !isIsoDate(body.to)) return everythingChanged()
    facts.from = body.from
    facts.to = body.to
  }
  const holds = body.t === 'bookings' && !all ? readHolds(body.holds) : []
  if (holds === null) return everythingChanged()
  return {
    drops: map(facts),
    holds,
    ended: isIds(body.ended) ? body.ended : [],
    holdsUnknown: body.t === 'bookings' && all,
  }
}

/** `[[booking id, rental id, from, to, lapse in ms], …]` as holds, or null when malformed. */
function readHolds(value: unknown): Hold[] | null {
  if (value === undefined) return []
  if (!Array.isArray(value)) return null
  const holds: Hold[] = []
  for (const row of value) {
    if (!Array.isArray(row) || row.length !== 5) return null
    const [id, rental, from, to, lapses] = row as unknown[]
    if (!isId(id) || !isId(rental) || typeof from !== 'string' || typeof to !== 'string' || !isIsoDate(from) || !isIsoDate(to) || typeof lapses !== 'number') return null
    holds.push(holdOf(id, rental, from, to, lapses))
  }
  return holds
}

/** A live hold of a rental's dates [from, to), as what its lapse changes. */
export function holdOf(id: number, rental: number, from: string, to: string, lapses: number): Hold {
  return { id, tags: [calendarTag(rental), ...weekTags(from, to)], lapses }
}

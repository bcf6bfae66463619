/**
 * Query parameters of the catalogue API (SPEC §7), checked with zod into typed filters or a message
 * a person can act on (answered as 400). Pure and browser-safe: pages may build and check the same
 * filters. Amounts given in CHF become centimes here.
 */
import { z } from 'zod'
import { LOCATION_KINDS, LOCATION_TYPES, SALE_TYPES, type LocationKind, type LocationType, type SaleType } from './labels'
import { addDays, checkPeriod, isIsoDate, MAX_PERIOD_WEEKS, saturdayOnOrBefore } from './period'
import { DEFAULT_SORT, SORT_ORDERS, type SortOrder } from './sort'

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string }

/** Query parameters as Hono gives them (`c.req.query()`), or any record of strings. */
export type QueryParams = Record<string, string | undefined>

export type Period = { from: string; to: string; weeks: string[] }

export type LocationFilter = {
  kind: LocationKind
  type?: LocationType
  /** Only rentals of these types (the apartments page; never from a query). */
  types?: readonly LocationType[]
  /** Exact number of rooms. */
  rooms?: number
  /** Minimum number of rooms. */
  roomsMin?: number
  /** Minimum comfort class. */
  comfortClass?: number
  /** Minimum capacity. */
  persons?: number
  /** Centimes, compared with the list price (lowest upcoming weekly price, or the monthly rent). */
  minPrice?: number
  maxPrice?: number
  /** Only rentals with a price and no booking for every week of this period. */
  period?: Period
  /** Only rentals with a special-offer week from today on. */
  special: boolean
  /** Only rentals with a special-offer week still free within the grid's weeks (the special offers page; never from a query). */
  specialFree?: boolean
  sort: SortOrder
}

export type SaleFilter = {
  type?: SaleType
  place?: string
  rooms?: number
  roomsMin?: number
  minPrice?: number
  maxPrice?: number
  sort: SortOrder
}

export type PriceGridQuery = { from: string; weeks: number }

export const DEFAULT_GRID_WEEKS = 12
export const MAX_GRID_WEEKS = MAX_PERIOD_WEEKS
export const MAX_SELECTION = 24
export const MAX_PERSONS = 99
/** Highest price accepted in a filter, in CHF (keeps centimes inside safe integers). */
const MAX_CHF = 1_000_000_000

const listOf = (values: readonly string[]) =>
  values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .refine((v) => /^\d{1,10}$/.test(v) && Number(v) >= min && Number(v) <= max, {
      error: `${name} must be a whole number from ${min} to ${max}.`,
    })
    .transform(Number)

const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: (issue) => `Unknown ${name} '${String(issue.input)}': use ${listOf(values)}.` })

const isoDate = (name: string) =>
  z.string().refine(isIsoDate, { error: `${name} must be a real date written YYYY-MM-DD.` })

const chf = (name: string) =>
  z
    .string()
    .refine((v) => /^\d{1,10}$/.test(v) && Number(v) <= MAX_CHF, {
      error: `${name} must be a whole amount in CHF, 0 or more.`,
    })
    .transform((v) => Number(v) * 100)

const booleanFlag = (name: string) =>
  z.enum(['true', 'false'], { error: `${name} must be true or false.` }).transform((v) => v === 'true')

const sortOrder = z
  .enum(SORT_ORDERS, { error: `sort must be ${listOf(SORT_ORDERS)}.` })
  .default(DEFAULT_SORT)

/** Trimmed parameters, without the empty ones (a form sends `type=` for "any type"). */
function given(params: QueryParams): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim()
  }
  return out
}

function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid query.'
}

function priceRange(min: number | undefined, max: number | undefined): string | null {
  return min !== undefined && max !== undefined && min > max ? 'priceMin must not be greater than priceMax.' : null
}

function period(from: string | undefined, to: string | undefined): Parsed<Period | undefined> {
  if (from === undefined && to === undefined) return { ok: true, value: undefined }
  if (from === undefined || to === undefined) return { ok: false, message: 'Give both from and to for a period.' }
  const check = checkPeriod(from, to)
  return check.ok ? { ok: true, value: { from: check.from, to: check.to, weeks: check.weeks } } : check
}

/** An id in a path: digits only, positive; anything else is null (answered as 404). */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null
  const id = Number(value)
  return id > 0 ? id : null
}

/** The query of GET /api/locations as zod checks it (the OpenAPI document shows the same schema). */
export const locationQuerySchema = z.object({
  kind: oneOf('kind', LOCATION_KINDS).default('weekly'),
  type: oneOf('type', LOCATION_TYPES).optional(),
  rooms: wholeNumber('rooms', 1, 6).optional(),
  roomsMin: wholeNumber('roomsMin', 1, 6).optional(),
  comfortClass: wholeNumber('comfortClass', 1, 5).optional(),
  persons: wholeNumber('persons', 1, MAX_PERSONS).optional(),
  priceMin: chf('priceMin').optional(),
  priceMax: chf('priceMax').optional(),
  from: isoDate('from').optional(),
  to: isoDate('to').optional(),
  special: booleanFlag('special').default(false),
  sort: sortOrder,
})

/** Filters of GET /api/locations. */
export function parseLocationFilter(params: QueryParams): Parsed<LocationFilter> {
  const result = locationQuerySchema.safeParse(given(params))
  if (!result.success) return { ok: false, message: firstMessage(result.error) }
  const q = result.data
  const range = priceRange(q.priceMin, q.priceMax)
  if (range) return { ok: false, message: range }
  const p = period(q.from, q.to)
  if (!p.ok) return p
  if (q.kind === 'annual' && (p.value || q.special)) {
    return { ok: false, message: 'Periods and special offers apply to weekly rentals only.' }
  }
  return {
    ok: true,
    value: {
      kind: q.kind,
      type: q.type,
      rooms: q.rooms,
      roomsMin: q.roomsMin,
      comfortClass: q.comfortClass,
      persons: q.persons,
      minPrice: q.priceMin,
      maxPrice: q.priceMax,
      period: p.value,
      special: q.special,
      sort: q.sort,
    },
  }
}

/** The query of GET /api/sales as zod checks it. */
export const saleQuerySchema = z.object({
  type: oneOf('type', SALE_TYPES).optional(),
  place: z.string().max(100, { error: 'place must be at most 100 characters.' }).optional(),
  rooms: wholeNumber('rooms', 0, 20).optional(),
  roomsMin: wholeNumber('roomsMin', 0, 20).optional(),
  priceMin: chf('priceMin').optional(),
  priceMax: chf('priceMax').optional(),
  sort: sortOrder,
})

/** Filters of GET /api/sales. */
export function parseSaleFilter(params: QueryParams): Parsed<SaleFilter> {
  const result = saleQuerySchema.safeParse(given(params))
  if (!result.success) return { ok: false, message: firstMessage(result.error) }
  const q = result.data
  const range = priceRange(q.priceMin, q.priceMax)
  if (range) return { ok: false, message: range }
  return {
    ok: true,
    value: {
      type: q.type,
      place: q.place,
      rooms: q.rooms,
      roomsMin: q.roomsMin,
      minPrice: q.priceMin,
      maxPrice: q.priceMax,
      sort: q.sort,
    },
  }
}

/** The query of GET /api/prices as zod checks it. */
export const priceGridQuerySchema = z.object({
  from: isoDate('from').optional(),
  weeks: wholeNumber('weeks', 1, MAX_GRID_WEEKS).default(DEFAULT_GRID_WEEKS),
})

/**
 * GET /api/prices: the grid starts at the Saturday on or before `from` (default: today) and runs
 * for `weeks` weeks (default 12, at most 78). Prices are set for the coming 78 weeks, so `from`
 * must lie within 78 weeks of today either way: a date far outside (9999-12-25) is refused, where
 * it used to run past the last date a database can hold.
 */
export function parsePriceGridQuery(params: QueryParams, today: string): Parsed<PriceGridQuery> {
  const result = priceGridQuerySchema.safeParse(given(params))
  if (!result.success) return { ok: false, message: firstMessage(result.error) }
  const from = result.data.from ?? today
  const earliest = addDays(today, -MAX_GRID_WEEKS * 7)
  const latest = addDays(today, MAX_GRID_WEEKS * 7)
  if (from < earliest || from > latest) {
    return { ok: false, message: `from must be a date from ${earliest} to ${latest}: the price grid covers ${MAX_GRID_WEEKS} weeks around today.` }
  }
  return { ok: true, value: { from: saturdayOnOrBefore(from), weeks: result.data.weeks } }
}

/** The {limit} of GET /api/selection/{limit} as zod checks it. */
export const selectionLimitSchema = wholeNumber('limit', 1, MAX_SELECTION)

/** GET /api/selection/{limit}: 1 to 24. */
export function parseSelectionLimit(value: string | undefined): Parsed<number> {
  const result = selectionLimitSchema.safeParse(value ?? '')
  return result.success ? { ok: true, value: result.data } : { ok: false, message: firstMessage(result.error) }
}

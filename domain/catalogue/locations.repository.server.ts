import { and, asc, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.server'
import type { DbOrTx } from '../../db/types'
import { locationListEntries, locations, locationTranslations, priceWeeks, PUBLISHED } from '../../db/schema'
import type { Locale } from '../i18n/locales'
import type { StayWeek } from '../booking/rules/rent'
import { availableDuring, bookableWeek } from './availability.repository.server'
import { slugsByLanguage } from '../content/translated-slugs.repository.server'
import { listEntriesFor } from './list-entries.repository.server'
import type { ListStayPrice } from './list-stay-price'
import { periodPricesOf } from './list-stay-prices.server'
import { firstImages, imagesOf } from './images.repository.server'
import { LOCATION_TYPES, typeLabel, typeOptions, type LocationKind } from './labels'
import { addDays, saturdayOnOrBefore, weekStarts } from './period'
import { type LocationFilter, MAX_GRID_WEEKS, type PriceGridQuery } from './query'
import { sortCatalogue, type SortOrder } from './sort'
import type {
  CatalogueImage,
  GridLocation,
  GridPrice,
  LocationDetail,
  LocationListItem,
  LocationSummary,
  PriceGrid,
  Included,
  PriceWeekView,
  TypeOption,
} from './types'

const fr = alias(locationTranslations, 'fr_t')
const local = alias(locationTranslations, 'local_t')

const translated = (column: 'title' | 'slug' | 'summary' | 'description') =>
  sql<string>`coalesce(${local[column]}, ${fr[column]})`

/**
 * Each rental as the lists filter, sort and page it: listed or not, its numbers, its lowest price and
 * special price of the weeks starting today or later (kept, see `listEntriesFor`).
 */
const entries = locationListEntries

function summaryColumns() {
  return {
    id: locations.id,
    kind: locations.kind,
    reference: locations.reference,
    type: locations.type,
    place: locations.place,
    numberOfRooms: locations.numberOfRooms,
    bedrooms: locations.bedrooms,
    bathrooms: locations.bathrooms,
    persons: locations.persons,
    surface: locations.surface,
    livingSpace: locations.livingSpace,
    comfortClass: locations.comfortClass,
    monthlyRent: locations.monthlyRent,
    monthlyCharges: locations.monthlyCharges,
    availableFrom: locations.availableFrom,
    latitude: locations.latitude,
    longitude: locations.longitude,
    productId: locations.productId,
    title: translated('title'),
    slug: translated('slug'),
    summary: translated('summary'),
    minPrice: entries.minPrice,
    minSpecial: entries.minSpecial,
  }
}

type SummaryRow = {
  id: number
  kind: string
  reference: string
  type: string
  place: string
  numberOfRooms: number
  bedrooms: number
  bathrooms: number
  persons: number
  surface: number
  livingSpace: number
  comfortClass: number
  monthlyRent: number | null
  monthlyCharges: number | null
  availableFrom: string | null
  latitude: number
  longitude: number
  productId: number | null
  title: string
  slug: string
  summary: string
  minPrice: number | null
  minSpecial: number | null
}

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value))

function toSummary(row: SummaryRow, image: CatalogueImage | undefined, locale: Locale): LocationSummary {
  const annual = row.kind === 'annual'
  return {
    id: row.id,
    kind: row.kind as LocationKind,
    reference: row.reference,
    type: row.type,
    typeLabel: typeLabel(row.type, locale),
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    place: row.place,
    number_of_rooms: row.numberOfRooms,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    persons: row.persons,
    surface: row.surface,
    livingSpace: row.livingSpace,
    comfortClass: row.comfortClass,
    price: annual ? row.monthlyRent : numberOrNull(row.minPrice),
    specialPrice: annual ? null : numberOrNull(row.minSpecial),
    currency: 'CHF',
    monthlyCharges: annual ? row.monthlyCharges : null,
    availableFrom: annual ? row.availableFrom : null,
    latitude: row.latitude,
    longitude: row.longitude,
    productId: row.productId,
    image: image ?? null,
  }
}

type SelectOptions = {
  locale: Locale
  today: string
  /** Conditions on `entries` alone (the page is chosen on that table), or on the rental's id. */
  where: (SQL | undefined)[]
  orderBy?: SQL[]
  limit?: number
  offset?: number
}

/**
 * Listed rentals with their text, list prices and first picture, and how many match. With a limit,
 * the page is chosen first on the narrow list entries alone (no rental or text read for the rentals
 * not shown), then the page's rentals are read whole: a few queries whatever the count.
 */
async function selectSummaries(db: Db, options: SelectOptions): Promise<{ summaries: LocationSummary[]; total: number }> {
  await listEntriesFor(db, options.today)
  const where = and(eq(entries.listed, true), ...options.where)
  const orderBy = options.orderBy ?? [asc(entries.locationId)]
  if (options.limit === undefined) {
    const rows = await summaryQuery(db, options.locale).where(where).orderBy(...orderBy)
    return { summaries: await withPictures(db, rows, options.locale), total: rows.length }
  }
  const page = await db
    .select({ id: entries.locationId, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(entries)
    .where(where)
    .orderBy(...orderBy)
    .limit(options.limit)
    .offset(options.offset ?? 0)
  if (page.length === 0) return { summaries: [], total: 0 }
  const rows = await summaryQuery(db, options.locale).where(
    inArray(
      locations.id,
      page.map((r) => r.id),
    ),
  )
  const position = new Map(page.map((r, i) => [r.id, i]))
  rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
  return { summaries: await withPictures(db, rows, options.locale), total: page[0]?.total ?? 0 }
}

/** The rentals with their text in the language (French where it has none) and list prices. */
function summaryQuery(db: Db, locale: Locale) {
  return db
    .select(summaryColumns())
    .from(locations)
    .innerJoin(entries, eq(entries.locationId, locations.id))
    .innerJoin(fr, and(eq(fr.locationId, locations.id), eq(fr.locale, 'fr')))
    .leftJoin(local, and(eq(local.locationId, locations.id), eq(local.locale, locale)))
    .$dynamic()
}

async function withPictures(db: Db, rows: SummaryRow[], locale: Locale): Promise<LocationSummary[]> {
  const pictures = await firstImages(
    db,
    'location',
    rows.map((r) => r.id),
    locale,
  )
  return rows.map((row) => toSummary(row, pictures.get(row.id), locale))
}

/**
 * The SQL order of `sortCatalogue` (which stays the rule): the chosen key, missing values last in
 * both directions, then the other key ascending (missing last), then the id (the stable order).
 */
function catalogueOrder(order: SortOrder): SQL[] {
  const price = sql`${entries.listPrice}`
  const rooms = sql`${entries.numberOfRooms}`
  const byPrice = order === 'price_asc' || order === 'price_desc'
  const direction = order === 'price_desc' || order === 'room_desc' ? sql.raw('desc') : sql.raw('asc')
  const [first, second] = byPrice ? [price, rooms] : [rooms, price]
  return [sql`${first} ${direction} nulls last`, sql`${second} asc nulls last`, asc(entries.locationId)]
}

/** The conditions of a rental filter on the list entries, the period's availability included (as a subquery). */
function filterConditions(db: Db, filter: LocationFilter, today: string) {
  return [
    eq(entries.kind, filter.kind),
    filter.type ? eq(entries.type, filter.type) : undefined,
    filter.types ? inArray(entries.type, [...filter.types]) : undefined,
    filter.rooms !== undefined ? eq(entries.numberOfRooms, filter.rooms) : undefined,
    filter.roomsMin !== undefined ? gte(entries.numberOfRooms, filter.roomsMin) : undefined,
    filter.comfortClass !== undefined ? gte(entries.comfortClass, filter.comfortClass) : undefined,
    filter.persons !== undefined ? gte(entries.persons, filter.persons) : undefined,
    filter.minPrice !== undefined ? gte(entries.listPrice, filter.minPrice) : undefined,
    filter.maxPrice !== undefined ? lte(entries.listPrice, filter.maxPrice) : undefined,
    filter.special ? sql`${entries.minSpecial} is not null` : undefined,
    filter.specialFree ? hasBookableSpecial(today) : undefined,
    filter.period ? availableDuring(db, entries.locationId, filter.period.from, filter.period.to, today) : undefined,
  ]
}

/**
 * A rental with a week still bookable at a special price within the grid's weeks (the special offers):
 * the list entries' upcoming special price says which may have one, the weeks say which have one free.
 */
function hasBookableSpecial(today: string): SQL {
  const end = addDays(saturdayOnOrBefore(today), MAX_GRID_WEEKS * 7)
  return sql`exists (select 1 from ${priceWeeks} where ${priceWeeks.locationId} = ${entries.locationId}
    and ${priceWeeks.specialPrice} is not null and ${priceWeeks.startDate} < ${end} and ${bookableWeek(today)})`
}

/**
 * The weeks of these rentals still bookable at a special price within the grid's weeks, by rental
 * (the special offers page: the rentals of one page of it).
 */
export async function specialWeeksOf(db: Db, ids: number[], today: string): Promise<Map<number, GridPrice[]>> {
  const from = saturdayOnOrBefore(today)
  const weeks = new Map<number, GridPrice[]>()
  for (const week of await gridPrices(db, ids, from, addDays(from, MAX_GRID_WEEKS * 7), today)) {
    if (week.specialPrice === null || !week.available) continue
    const list = weeks.get(week.locationId) ?? []
    list.push(week)
    weeks.set(week.locationId, list)
  }
  return weeks
}

/**
 * Each rental with the rent of the filter's period (null without a period), and the price of that
 * stay for the filter's guests by rental (`listStayPrice`, the cards' headline): one query for the page.
 */
async function withPeriodPrices(
  db: Db,
  summaries: LocationSummary[],
  filter: LocationFilter,
  today: string,
): Promise<{ items: LocationListItem[]; stays: Record<number, ListStayPrice> }> {
  const prices = filter.period
    ? await periodPricesOf(
        db,
        summaries.map((s) => s.id),
        filter.period,
        filter.persons ?? null,
        today,
      )
    : null
  const items = summaries.map((s) => ({ ...s, periodTotal: prices ? (prices.periodTotals.get(s.id) ?? null) : null }))
  return { items, stays: Object.fromEntries(prices?.stays ?? []) }
}

/** Each rental with the rent of the filter's period (null without a period). */
async function withPeriodTotals(db: Db, summaries: LocationSummary[], filter: LocationFilter, today: string): Promise<LocationListItem[]> {
  return (await withPeriodPrices(db, summaries, filter, today)).items
}

/**
 * How many listed rentals the filter finds for each of the given periods (instead of its own), in
 * one query: the nearby weeks of a search that found nothing.
 */
export async function countForPeriods(
  db: Db,
  filter: LocationFilter,
  periods: readonly { from: string; to: string }[],
  today: string,
): Promise<number[]> {
  if (periods.length === 0) return []
  await listEntriesFor(db, today)
  const counts = Object.fromEntries(
    periods.map((period, i) => [`p${i}`, sql<number>`count(*) filter (where ${availableDuring(db, entries.locationId, period.from, period.to, today)})`.mapWith(Number)]),
  )
  const [row] = await db
    .select(counts)
    .from(entries)
    .where(and(eq(entries.listed, true), ...filterConditions(db, { ...filter, period: undefined }, today)))
  return periods.map((_, i) => Number(row?.[`p${i}`] ?? 0))
}

/** GET /api/locations: published rentals of one kind, filtered, in the order of `sortCatalogue`. */
export async function listLocations(
  db: Db,
  filter: LocationFilter,
  locale: Locale,
  today: string,
): Promise<LocationListItem[]> {
  if (filter.period && weekStarts(filter.period.from, filter.period.to).length === 0) return []
  const { summaries } = await selectSummaries(db, {
    locale,
    today,
    where: filterConditions(db, filter, today),
    orderBy: catalogueOrder(filter.sort),
  })
  // Already in this order: the sort keeps it, and stays the one rule of the order.
  return sortCatalogue(await withPeriodTotals(db, summaries, filter, today), filter.sort)
}

/**
 * One page of `listLocations` (the list pages): the same rentals in the same order, read page by
 * page in SQL, with the count of them all. A page past the last is the last.
 */
export async function listLocationsPage(
  db: Db,
  filter: LocationFilter,
  locale: Locale,
  today: string,
  page: { number: number; size: number },
): Promise<{ items: LocationListItem[]; total: number; page: number; pages: number; stays: Record<number, ListStayPrice> }> {
  const read = async (number: number) =>
    selectSummaries(db, {
      locale,
      today,
      where: filterConditions(db, filter, today),
      orderBy: catalogueOrder(filter.sort),
      limit: page.size,
      offset: (number - 1) * page.size,
    })
  let shown = page.number
  let { summaries, total } = await read(shown)
  if (summaries.length === 0 && shown > 1) {
    // Past the end: the count comes with a page's rows only, so read the first page, then the last.
    const first = await read(1)
    total = first.total
    shown = Math.max(1, Math.ceil(total / page.size))
    summaries = shown === 1 ? first.summaries : (await read(shown)).summaries
  }
  const pages = Math.max(1, Math.ceil(total / page.size))
  return { ...(await withPeriodPrices(db, summaries, filter, today)), total, page: shown, pages }
}

/**
 * At most `limit` rentals of `listLocations` from `offset` on (GET /api/locations?limit=…), read in
 * SQL, and whether more follow.
 */
export async function listLocationsSlice(
  db: Db,
  filter: LocationFilter,
  locale: Locale,
  today: string,
  slice: { offset: number; limit: number },
): Promise<{ items: LocationListItem[]; more: boolean }> {
  if (filter.period && weekStarts(filter.period.from, filter.period.to).length === 0) return { items: [], more: false }
  const { summaries, total } = await selectSummaries(db, {
    locale,
    today,
    where: filterConditions(db, filter, today),
    orderBy: catalogueOrder(filter.sort),
    limit: slice.limit,
    offset: slice.offset,
  })
  return { items: await withPeriodTotals(db, summaries, filter, today), more: slice.offset + summaries.length < total }
}

export type LocationFacets = {
  types: TypeOption[]
  annualTypes: TypeOption[]
  numberOfRooms: number[]
  comfortClasses: number[]
}

/**
 * The filter options: types of the published weekly and annual rentals, and the room counts and
 * comfort classes of the published rentals of the asked kind (whatever the other filters).
 */
export async function locationFacets(db: Db, kind: LocationKind, locale: Locale): Promise<LocationFacets> {
  const rows = await db
    .selectDistinct({
      kind: entries.kind,
      type: entries.type,
      rooms: entries.numberOfRooms,
      comfortClass: entries.comfortClass,
    })
    .from(entries)
    .where(eq(entries.listed, true))
  const ofKind = rows.filter((r) => r.kind === kind)
  const distinctSorted = (values: number[]) => [...new Set(values)].sort((a, b) => a - b)
  return {
    types: typeOptions(
      rows.filter((r) => r.kind === 'weekly').map((r) => r.type),
      LOCATION_TYPES,
      locale,
    ),
    annualTypes: typeOptions(
      rows.filter((r) => r.kind === 'annual').map((r) => r.type),
      LOCATION_TYPES,
      locale,
    ),
    numberOfRooms: distinctSorted(ofKind.map((r) => r.rooms)),
    comfortClasses: distinctSorted(ofKind.map((r) => r.comfortClass)),
  }
}

/**
 * A rental as the server reads it: what the pages and the API show, its stay rules as stored (read
 * by `rentalStayRules`) and its slug in each language (the page's alternates), which are not shown.
 */
export type LocationRecord = LocationDetail & { stayRules: unknown; slugs: Record<Locale, string> }

/** What is shown of a rental: its record without what only the server reads. */
export function shownLocation({ stayRules: _stayRules, slugs: _slugs, ...location }: LocationRecord): LocationDetail {
  return location
}

/** GET /api/locations/{id}: a published rental with its text, attributes, pictures and upcoming weeks. */
export async function findLocation(db: Db, id: number, locale: Locale, today: string): Promise<LocationRecord | null> {
  await listEntriesFor(db, today)
  const [row] = await summaryQuery(db, locale).where(and(eq(entries.listed, true), eq(entries.locationId, id)))
  if (!row) return null
  const [details, pictures, weeks] = await Promise.all([
    db
      .select({
        description: translated('description'),
        category: locations.category,
        floor: locations.floor,
        toilets: locations.toilets,
        terraces: locations.terraces,
        balconyArea: locations.balconyArea,
        parkingType: locations.parkingType,
        constructionYear: locations.constructionYear,
        renovationYear: locations.renovationYear,
        amenities: locations.amenities,
        included: locations.included,
        stayRules: locations.stayRules,
        // Its slug in each language, in the same query (the page's hreflang alternates).
        slugs: sql<Record<string, string> | null>`(select json_object_agg(s.locale, s.slug) from ${locationTranslations} s where s.location_id = ${locations.id})`,
      })
      .from(locations)
      .innerJoin(fr, and(eq(fr.locationId, locations.id), eq(fr.locale, 'fr')))
      .leftJoin(local, and(eq(local.locationId, locations.id), eq(local.locale, locale)))
      .where(eq(locations.id, id)),
    imagesOf(db, 'location', id, locale),
    row.kind === 'weekly' ? upcomingWeeks(db, id, today) : Promise.resolve([]),
  ])
  const detail = details[0]
  if (!detail) return null
  // The card's picture is the first of the gallery: no query of its own.
  return { ...toSummary(row, pictures[0], locale), ...detail, slugs: slugsByLanguage(detail.slugs), images: pictures, priceWeeks: weeks }
}

async function upcomingWeeks(db: Db, locationId: number, today: string): Promise<PriceWeekView[]> {
  return db
    .select({
      id: priceWeeks.id,
      startDate: priceWeeks.startDate,
      endDate: priceWeeks.endDate,
      season: priceWeeks.season,
      price: priceWeeks.price,
      specialPrice: priceWeeks.specialPrice,
      available: sql<boolean>`${bookableWeek(today)}`,
    })
    .from(priceWeeks)
    .where(and(eq(priceWeeks.locationId, locationId), gte(priceWeeks.startDate, today)))
    .orderBy(asc(priceWeeks.startDate))
}

/** What a stay quote needs of a rental: its kind, how many it sleeps and its included items. */
/** `stayRules`: the stored column as it is (null: the defaults), read by `rentalStayRules`. */
export type QuotedRentalRow = { id: number; kind: LocationKind; persons: number; included: Included | null; stayRules: unknown }

/** A published rental for a stay quote, or null. */
export async function findQuotedRental(db: DbOrTx, id: number): Promise<QuotedRentalRow | null> {
  const [rental] = await db
    .select({ id: locations.id, kind: locations.kind, persons: locations.persons, included: locations.included, stayRules: locations.stayRules })
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.status, PUBLISHED)))
  return rental ? { ...rental, kind: rental.kind as LocationKind } : null
}

/**
 * The price weeks of a rental starting from `from` (included) to `to` (excluded), each flagged with
 * `bookableWeek`: a week already begun, or (with the bookings) booked, held or blocked, is not
 * available. The stay quote gets every week of the stay this way, past ones included, so that it
 * can tell "no availability" from "no price".
 */
export async function stayWeeks(db: DbOrTx, id: number, from: string, to: string, today: string, ownItemId?: number): Promise<StayWeek[]> {
  return db
    .select({
      startDate: priceWeeks.startDate,
      endDate: priceWeeks.endDate,
      price: priceWeeks.price,
      specialPrice: priceWeeks.specialPrice,
      available: sql<boolean>`${bookableWeek(today, ownItemId)}`,
    })
    .from(priceWeeks)
    .where(and(eq(priceWeeks.locationId, id), gte(priceWeeks.startDate, from), lt(priceWeeks.startDate, to)))
    .orderBy(asc(priceWeeks.startDate))
}

/**
 * The listed weekly rentals of the price grid, by rooms then title in the language (ICU's root
 * collation, as `Intl.Collator` orders French and English), then id; `page` takes some of them, read
 * through the grid's index of migration 0015. Answers them and how many there are in all.
 */
async function gridRentals(db: Db, locale: Locale, page?: { offset: number; limit: number }): Promise<{ rentals: GridLocation[]; total: number }> {
  const title = locale === 'en' ? entries.titleEn : entries.titleFr
  const grid = and(eq(entries.listed, true), eq(entries.kind, 'weekly'))
  const shown = db
    .select({ id: entries.locationId, title, rooms: entries.numberOfRooms, persons: entries.persons, type: entries.type })
    .from(entries)
    .where(grid)
    .orderBy(asc(entries.numberOfRooms), sql`${title} collate "und-x-icu"`, asc(entries.locationId))
    .$dynamic()
  const [rows, [counted]] = await Promise.all([
    page ? shown.limit(page.limit).offset(page.offset) : shown,
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(entries)
      .where(grid),
  ])
  const slugs = await slugsOf(
    db,
    rows.map((r) => r.id),
    locale,
  )
  const rentals = rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: slugs.get(r.id) ?? '',
    number_of_rooms: r.rooms,
    persons: r.persons,
    type: r.type,
  }))
  return { rentals, total: counted?.total ?? 0 }
}

/** The slug of each given rental in the language (French where it has none). */
async function slugsOf(db: Db, ids: number[], locale: Locale): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: fr.locationId, slug: translated('slug') })
    .from(fr)
    .leftJoin(local, and(eq(local.locationId, fr.locationId), eq(local.locale, locale)))
    .where(and(eq(fr.locale, 'fr'), inArray(fr.locationId, ids)))
  return new Map(rows.map((r) => [r.id, r.slug]))
}

/** The weeks of the grid's period for the given rentals, with their availability today. */
async function gridPrices(db: Db, ids: number[], from: string, end: string, today: string) {
  if (ids.length === 0) return []
  return db
    .select({
      id: priceWeeks.id,
      locationId: priceWeeks.locationId,
      startDate: priceWeeks.startDate,
      endDate: priceWeeks.endDate,
      price: priceWeeks.price,
      specialPrice: priceWeeks.specialPrice,
      season: priceWeeks.season,
      available: sql<boolean>`${bookableWeek(today)}`,
    })
    .from(priceWeeks)
    .where(and(inArray(priceWeeks.locationId, ids), gte(priceWeeks.startDate, from), lt(priceWeeks.startDate, end)))
    .orderBy(asc(priceWeeks.locationId), asc(priceWeeks.startDate))
}

/**
 * The weekly price grid of the published weekly rentals (GET /api/prices: all of them). `page`
 * takes one page of rentals, so that the grid's page stays light however many rentals there are;
 * `total` counts them all.
 */
export async function priceGrid(
  db: Db,
  query: PriceGridQuery,
  locale: Locale,
  today: string,
  page?: { offset: number; limit: number },
): Promise<PriceGrid & { total: number }> {
  const end = addDays(query.from, query.weeks * 7)
  const { rentals: shown, total } = await gridRentals(db, locale, page)
  const prices = await gridPrices(
    db,
    shown.map((r) => r.id),
    query.from,
    end,
    today,
  )
  return { prices, dates: weekStarts(query.from, end).map((date) => ({ date })), locations: shown, total }
}

/** The featured rentals: the most comfortable published weekly rentals (then by id), at most `limit`. */
export async function featuredLocations(db: Db, limit: number, locale: Locale, today: string): Promise<LocationSummary[]> {
  const { summaries } = await selectSummaries(db, {
    locale,
    today,
    where: [eq(entries.kind, 'weekly')],
    orderBy: [desc(entries.comfortClass), asc(entries.locationId)],
    limit,
  })
  return summaries
}

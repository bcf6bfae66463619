import { and, asc, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.server'
import type { DbOrTx } from '../jobs/jobs.server'
import { locations, locationTranslations, priceWeeks, PUBLISHED } from '../../db/schema'
import type { Locale } from '../i18n/locales'
import type { StayWeek } from '../booking/rules/rent'
import { availableLocationIds, bookableWeek } from './availability.repository.server'
import { firstImages, imagesOf } from './images.repository.server'
import { LOCATION_TYPES, typeLabel, typeOptions, type LocationKind } from './labels'
import { addDays, weekStarts } from './period'
import type { LocationFilter, PriceGridQuery } from './query'
import { sortCatalogue } from './sort'
import type {
  CatalogueImage,
  GridLocation,
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

/** Lowest price and lowest special price of the weeks starting today or later, per rental. */
function upcomingPrices(db: Db, today: string) {
  return db
    .select({
      locationId: priceWeeks.locationId,
      minPrice: sql<number>`min(${priceWeeks.price})`.as('min_price'),
      minSpecial: sql<number | null>`min(${priceWeeks.specialPrice})`.as('min_special'),
    })
    .from(priceWeeks)
    .where(gte(priceWeeks.startDate, today))
    .groupBy(priceWeeks.locationId)
    .as('upcoming')
}

type Upcoming = ReturnType<typeof upcomingPrices>

function summaryColumns(upcoming: Upcoming) {
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
    minPrice: upcoming.minPrice,
    minSpecial: upcoming.minSpecial,
  }
}

/** The list price a price filter compares with: the lowest upcoming weekly price, or the monthly rent. */
const listPrice = (upcoming: Upcoming) =>
  sql<number | null>`(case when ${locations.kind} = 'annual' then ${locations.monthlyRent} else ${upcoming.minPrice} end)`

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
  where: (upcoming: Upcoming) => (SQL | undefined)[]
  orderBy?: SQL[]
  limit?: number
}

/** Published rentals with their text, list prices and first picture: three queries whatever the count. */
async function selectSummaries(db: Db, options: SelectOptions): Promise<LocationSummary[]> {
  const upcoming = upcomingPrices(db, options.today)
  const query = db
    .select(summaryColumns(upcoming))
    .from(locations)
    .innerJoin(fr, and(eq(fr.locationId, locations.id), eq(fr.locale, 'fr')))
    .leftJoin(local, and(eq(local.locationId, locations.id), eq(local.locale, options.locale)))
    .leftJoin(upcoming, eq(upcoming.locationId, locations.id))
    .where(and(eq(locations.status, PUBLISHED), ...options.where(upcoming)))
    .orderBy(...(options.orderBy ?? [asc(locations.id)]))
  const rows: SummaryRow[] = options.limit === undefined ? await query : await query.limit(options.limit)
  const pictures = await firstImages(
    db,
    'location',
    rows.map((r) => r.id),
    options.locale,
  )
  return rows.map((row) => toSummary(row, pictures.get(row.id), options.locale))
}

/** The rent of a period for each of the given rentals (sum of special price, else price, per week). */
async function periodTotals(db: Db, ids: readonly number[], weeks: readonly string[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      locationId: priceWeeks.locationId,
      total: sql<string>`sum(coalesce(${priceWeeks.specialPrice}, ${priceWeeks.price}))`,
    })
    .from(priceWeeks)
    .where(and(inArray(priceWeeks.locationId, [...ids]), inArray(priceWeeks.startDate, [...weeks])))
    .groupBy(priceWeeks.locationId)
  return new Map(rows.map((r) => [r.locationId, Number(r.total)]))
}

/** GET /api/locations: published rentals of one kind, filtered, then sorted with `sortCatalogue`. */
export async function listLocations(
  db: Db,
  filter: LocationFilter,
  locale: Locale,
  today: string,
): Promise<LocationListItem[]> {
  let onlyIds: number[] | undefined
  if (filter.period) {
    onlyIds = await availableLocationIds(db, filter.period.from, filter.period.to, { today })
    if (onlyIds.length === 0) return []
  }
  const summaries = await selectSummaries(db, {
    locale,
    today,
    where: (upcoming) => [
      eq(locations.kind, filter.kind),
      filter.type ? eq(locations.type, filter.type) : undefined,
      filter.rooms !== undefined ? eq(locations.numberOfRooms, filter.rooms) : undefined,
      filter.roomsMin !== undefined ? gte(locations.numberOfRooms, filter.roomsMin) : undefined,
      filter.comfortClass !== undefined ? gte(locations.comfortClass, filter.comfortClass) : undefined,
      filter.persons !== undefined ? gte(locations.persons, filter.persons) : undefined,
      filter.minPrice !== undefined ? gte(listPrice(upcoming), filter.minPrice) : undefined,
      filter.maxPrice !== undefined ? lte(listPrice(upcoming), filter.maxPrice) : undefined,
      filter.special ? sql`${upcoming.minSpecial} is not null` : undefined,
      onlyIds ? inArray(locations.id, onlyIds) : undefined,
    ],
  })
  const totals = filter.period
    ? await periodTotals(
        db,
        summaries.map((s) => s.id),
        filter.period.weeks,
      )
    : null
  const items = summaries.map((s) => ({ ...s, periodTotal: totals ? (totals.get(s.id) ?? null) : null }))
  return sortCatalogue(items, filter.sort)
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
      kind: locations.kind,
      type: locations.type,
      rooms: locations.numberOfRooms,
      comfortClass: locations.comfortClass,
    })
    .from(locations)
    .where(eq(locations.status, PUBLISHED))
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

/** GET /api/locations/{id}: a published rental with its text, attributes, pictures and upcoming weeks. */
export async function findLocation(db: Db, id: number, locale: Locale, today: string): Promise<LocationDetail | null> {
  const [summary] = await selectSummaries(db, { locale, today, where: () => [eq(locations.id, id)] })
  if (!summary) return null
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
      })
      .from(locations)
      .innerJoin(fr, and(eq(fr.locationId, locations.id), eq(fr.locale, 'fr')))
      .leftJoin(local, and(eq(local.locationId, locations.id), eq(local.locale, locale)))
      .where(eq(locations.id, id)),
    imagesOf(db, 'location', id, locale),
    summary.kind === 'weekly' ? upcomingWeeks(db, id, today) : Promise.resolve([]),
  ])
  const detail = details[0]
  if (!detail) return null
  return { ...summary, ...detail, images: pictures, priceWeeks: weeks }
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
export type QuotedRentalRow = { id: number; kind: LocationKind; persons: number; included: Included | null }

/** A published rental for a stay quote, or null. */
export async function findQuotedRental(db: DbOrTx, id: number): Promise<QuotedRentalRow | null> {
  const [rental] = await db
    .select({ id: locations.id, kind: locations.kind, persons: locations.persons, included: locations.included })
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

/** The published weekly rentals of the price grid, by rooms then title in the language. */
async function gridRentals(db: Db, locale: Locale): Promise<GridLocation[]> {
  const rentals = await db
    .select({
      id: locations.id,
      title: translated('title'),
      slug: translated('slug'),
      number_of_rooms: locations.numberOfRooms,
      persons: locations.persons,
      type: locations.type,
    })
    .from(locations)
    .innerJoin(fr, and(eq(fr.locationId, locations.id), eq(fr.locale, 'fr')))
    .leftJoin(local, and(eq(local.locationId, locations.id), eq(local.locale, locale)))
    .where(and(eq(locations.kind, 'weekly'), eq(locations.status, PUBLISHED)))
  const collator = new Intl.Collator(locale)
  return rentals.sort((a, b) => a.number_of_rooms - b.number_of_rooms || collator.compare(a.title, b.title) || a.id - b.id)
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
  const rentals = await gridRentals(db, locale)
  const shown = page ? rentals.slice(page.offset, page.offset + page.limit) : rentals
  const prices = await gridPrices(
    db,
    shown.map((r) => r.id),
    query.from,
    end,
    today,
  )
  return { prices, dates: weekStarts(query.from, end).map((date) => ({ date })), locations: shown, total: rentals.length }
}

/** The featured rentals: the most comfortable published weekly rentals (then by id), at most `limit`. */
export async function featuredLocations(
  db: Db,
  limit: number,
  locale: Locale,
  today: string,
): Promise<LocationSummary[]> {
  return selectSummaries(db, {
    locale,
    today,
    where: () => [eq(locations.kind, 'weekly')],
    orderBy: [desc(locations.comfortClass), asc(locations.id)],
    limit,
  })
}

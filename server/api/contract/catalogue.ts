/**
 * The contract of the catalogue calls under /api (SPEC §7, server/api/catalogue.ts): rentals, their
 * stay quote and availability feed, the price grid, sales and the home page's selection. Answers are
 * `{success: true, …}`; refusals `{success: false, message}` (the stay quote adds its rule's `code`).
 * Amounts are integer centimes of CHF; dates are calendar dates of Europe/Zurich written YYYY-MM-DD.
 * The filters' query schemas are the very zod schemas that check them (domain/catalogue/query.ts).
 */
import { z } from 'zod'
import type { ZodOpenApiPathsObject } from 'zod-openapi'
import { LOCATION_KINDS } from '../../../domain/catalogue/labels'
import { LOCATION_FIELDS, MAX_LIST_LIMIT } from '../../../domain/catalogue/list-query'
import { locationQuerySchema, priceGridQuerySchema, saleQuerySchema, selectionLimitSchema } from '../../../domain/catalogue/query'
import { catalogueError, image, json, localeParam, refusals } from './common'

const PREFIX = '/api'
const TAGS = ['catalogue']

const int = (description?: string) => (description ? z.number().int().meta({ description }) : z.number().int())
const centimes = (description: string) => z.number().meta({ description: `${description}, in centimes of CHF` })
const day = (description: string) => z.string().meta({ description: `${description} (YYYY-MM-DD)` })

/**
 * The same zod object that checks a query, each field with its description for the document:
 * `.meta` makes a described copy, so the parsers' schemas stay as they are.
 */
function described<S extends z.core.$ZodShape>(schema: z.ZodObject<S>, descriptions: Partial<Record<keyof S & string, string>>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([name, field]) => {
      const description = descriptions[name as keyof S & string]
      return [name, description ? (field as unknown as z.ZodType).meta({ description }) : field]
    }),
  )
  return z.object(shape as Record<string, z.ZodType>)
}

/**
 * The server keeps the catalogue's and the contents' JSON answers (server/page-cache, decision 046)
 * and gives each its ETag: a client that sends it back gets a 304 without a body while it holds.
 * Shared by the content contract.
 */
export const ifNoneMatch = z.object({
  'If-None-Match': z.string().optional().meta({ description: 'The ETag of the answer already held: 304 while it has not changed' }),
})
export const notModified = { '304': { description: 'Not modified: the answer of the ETag given in If-None-Match still holds (no body)' } }

const idPath = z.object({ id: z.string().meta({ description: 'The id (digits); anything else is not found (404)', example: '12' }) })

// --- Examples: a chalet in Crans-Montana ----------------------------------------------------------

const IMAGE_HASH = '3f9a1c7e5b2d4a60'
const exampleImage = {
  id: 311,
  zone: 'location',
  folder: 'location',
  fileName: IMAGE_HASH,
  extension: 'webp',
  hash: IMAGE_HASH,
  formats: {
    base: { url: `/media/location/${IMAGE_HASH}-base.webp`, width: 1600, height: 1067, mime: 'image/webp' },
    large: { url: `/media/location/${IMAGE_HASH}-large.webp`, width: 1200, height: 800, mime: 'image/webp' },
    medium: { url: `/media/location/${IMAGE_HASH}-medium.webp`, width: 800, height: 533, mime: 'image/webp' },
    thumbnail: { url: `/media/location/${IMAGE_HASH}-thumbnail.webp`, width: 400, height: 267, mime: 'image/webp' },
  },
  caption: 'Le chalet et sa terrasse plein sud',
}

const exampleSummary = {
  id: 12,
  kind: 'weekly',
  reference: 'CM-L-012',
  type: 'chalet',
  typeLabel: 'Chalet',
  title: 'Chalet Les Mélèzes',
  slug: 'chalet-les-melezes',
  summary: 'Chalet de 5 pièces au calme, à 300 m des pistes, vue sur les Alpes valaisannes.',
  place: 'Crans-Montana',
  number_of_rooms: 5,
  bedrooms: 4,
  bathrooms: 3,
  persons: 8,
  surface: 180,
  livingSpace: 160,
  comfortClass: 4,
  price: 420_000,
  specialPrice: 380_000,
  currency: 'CHF',
  monthlyCharges: null,
  availableFrom: null,
  latitude: 46.3108,
  longitude: 7.4815,
  productId: 1,
  image: exampleImage,
}

const examplePriceWeek = { id: 5021, startDate: '2027-01-09', endDate: '2027-01-16', season: 'high', price: 420_000, specialPrice: 380_000, available: true }

const exampleLocation = {
  ...exampleSummary,
  description:
    'Au cœur du Haut-Plateau, ce chalet lumineux offre un grand séjour avec cheminée, une cuisine équipée, quatre chambres et trois salles de bains. La terrasse plein sud donne sur les Alpes valaisannes ; les pistes et le golf sont à quelques minutes à pied.',
  category: 'residential',
  floor: null,
  toilets: 4,
  terraces: 2,
  balconyArea: 25,
  parkingType: 'covered',
  constructionYear: 1998,
  renovationYear: 2019,
  amenities: ['wifi', 'tv', 'dishwasher', 'fireplace', 'sauna', 'ski_room', 'view'],
  included: { finalCleaning: true, bedSheets: true, kitchenTowels: true, bathTowels: false, cancellationInsurance: false, touristTax: false, deposit: 100_000 },
  images: [exampleImage],
  priceWeeks: [examplePriceWeek],
}

// --- Rentals --------------------------------------------------------------------------------------

const typeOption = z
  .object({ code: z.string().meta({ description: 'Type code, as the `type` filter takes it' }), label: z.string().meta({ description: 'Its label in the asked language' }) })
  .meta({ id: 'TypeOption', example: { code: 'chalet', label: 'Chalet' } })

/** Fields of a rental in every list (domain/catalogue/types.ts LocationSummary, built by `toSummary`). */
const summaryFields = {
  id: int(),
  kind: z.enum(LOCATION_KINDS).meta({ description: 'weekly: holiday rental by the week; annual: rented by the year' }),
  reference: z.string(),
  type: z.string().meta({ description: 'chalet, apartment, studio, duplex or attic' }),
  typeLabel: z.string().meta({ description: 'The type in the asked language' }),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  place: z.string(),
  number_of_rooms: int(),
  bedrooms: int(),
  bathrooms: int(),
  persons: int('How many it sleeps'),
  surface: int('m²'),
  livingSpace: int('m²'),
  comfortClass: int('1 to 5'),
  price: centimes('Weekly: the lowest price of the weeks starting today or later (null when none); annual: the monthly rent (null when not set)').nullable(),
  specialPrice: centimes('Weekly: the lowest special-offer price of the weeks starting today or later (null when none); annual: always null').nullable(),
  currency: z.literal('CHF'),
  monthlyCharges: centimes('Annual rentals: the monthly charges (null when not set); weekly rentals: always null').nullable(),
  availableFrom: day('Annual rentals: free from this day (null when not set); weekly rentals: always null').nullable(),
  latitude: z.number(),
  longitude: z.number(),
  productId: int('The shop product that books it, or null').nullable(),
  image: image.nullable().meta({ description: 'Its first picture, or null when it has none' }),
}

export const locationSummary = z.object(summaryFields).meta({ id: 'LocationSummary', example: exampleSummary })

const listItemFields = {
  ...summaryFields,
  periodTotal: centimes('The rent of the asked period (`from`/`to`): the sum of its weeks, special offers counted; null without a period').nullable(),
}

const locationListItem = z.object(listItemFields).meta({ id: 'LocationListItem', example: { ...exampleSummary, periodTotal: null } })

// With `fields`, an item has only the asked fields (in the order asked): the same fields with the
// same types, each optional, so a picked item is still checked field by field (a record of
// anything would check nothing).
const pickedLocation = z
  .object(listItemFields)
  .partial()
  .meta({
    id: 'LocationFields',
    description: 'A rental with only the fields named by `fields`',
    example: { id: 12, title: 'Chalet Les Mélèzes', latitude: 46.3108, longitude: 7.4815, price: 420_000 },
  })

const included = z
  .object({
    finalCleaning: z.boolean(),
    bedSheets: z.boolean(),
    kitchenTowels: z.boolean(),
    bathTowels: z.boolean(),
    cancellationInsurance: z.boolean(),
    touristTax: z.boolean().meta({ description: 'true: the tourist tax is in the rent (the quote adds none)' }),
    deposit: centimes('The deposit asked, null when none').nullable(),
  })
  .meta({ id: 'IncludedItems', description: 'What the weekly price includes' })

export const priceWeek = z
  .object({
    id: int(),
    startDate: day('Saturday the week starts'),
    endDate: day('The next Saturday'),
    season: z.string().meta({ description: 'low, mid, high or peak' }),
    price: centimes('The week’s price'),
    specialPrice: centimes('Its special-offer price, null when none').nullable(),
    available: z.boolean().meta({ description: 'Not begun, booked, held nor blocked' }),
  })
  .meta({ id: 'PriceWeek', example: examplePriceWeek })

/** Fields a rental's and a sale's sheet add to their summary. */
const sheetFields = {
  description: z.string(),
  category: z.string().meta({ description: 'residential by default' }),
  floor: int().nullable(),
  toilets: int(),
  terraces: int(),
  balconyArea: int('m²').nullable(),
  parkingType: z.string().nullable().meta({ description: 'public, covered, multi_storey or outdoor' }),
  constructionYear: int().nullable(),
  renovationYear: int().nullable(),
  amenities: z.array(z.string()).meta({ description: 'Amenity codes: wifi, tv, dishwasher, washing_machine, fireplace, sauna, ski_room, lift, view, pool, garden, pets' }),
}

export const location = z
  .object({
    ...summaryFields,
    ...sheetFields,
    included: included.nullable().meta({ description: 'Weekly rentals: what the price includes; annual rentals: null' }),
    images: z.array(image).meta({ description: 'Every picture, by position; the first is `image`' }),
    priceWeeks: z.array(priceWeek).meta({ description: 'Weekly rentals: the weeks starting today or later, by date; annual rentals: []' }),
  })
  .meta({ id: 'Location', example: exampleLocation })

const facetFields = {
  types: z.array(typeOption).meta({ description: 'Types of the published weekly rentals' }),
  annualTypes: z.array(typeOption).meta({ description: 'Types of the published annual rentals' }),
  numberOfRooms: z.array(int()).meta({ description: 'Room counts of the published rentals of the asked kind, ascending' }),
  comfortClasses: z.array(int()).meta({ description: 'Comfort classes of the published rentals of the asked kind, ascending' }),
}

const locationList = z
  .object({
    success: z.literal(true),
    locations: z.array(z.union([locationListItem, pickedLocation])).meta({ description: 'Every field, or only those named by `fields`' }),
    ...facetFields,
    next: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'With `limit` only: the `cursor` of the next page, null on the last; absent without `limit`' }),
  })
  .meta({ id: 'LocationList' })

const locationListQuery = described(locationQuerySchema, {
  kind: 'weekly (default) or annual',
  type: 'Only this type (empty: any)',
  rooms: 'Exactly this many rooms, 1 to 6',
  roomsMin: 'At least this many rooms, 1 to 6',
  comfortClass: 'At least this comfort class, 1 to 5',
  persons: 'Sleeping at least this many, 1 to 99',
  priceMin: 'List price (lowest upcoming week, or monthly rent) at least this, in whole CHF',
  priceMax: 'List price at most this, in whole CHF (not below priceMin)',
  from: 'With `to`: only the rentals with a price and free for every week of the period (Saturday, YYYY-MM-DD); weekly rentals only',
  to: 'End of the period (Saturday, YYYY-MM-DD)',
  special: 'true: only the rentals with a special offer from today on; weekly rentals only',
  sort: 'The order, by list price or rooms (default price_asc)',
}).extend({
  page: z.string().optional().meta({ description: 'Read by the list page; ignored by this call' }),
  locale: localeParam,
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .optional()
    .meta({ description: `A page of at most this many rentals (1 to ${MAX_LIST_LIMIT}), with \`next\`; without it, the whole list`, example: '20' }),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,24}$/)
    .optional()
    .meta({ description: 'With `limit`: the `next` of the previous page (opaque)' }),
  fields: z
    .string()
    .optional()
    .meta({ description: `Only these fields of each rental, comma-separated, in this order: any of ${LOCATION_FIELDS.join(', ')}`, example: 'id,title,latitude,longitude,price' }),
})

// --- Stay quote -----------------------------------------------------------------------------------

const stayQuery = z.object({
  startPeriod: day('Arrival').optional(),
  from: day('Arrival, the former name of startPeriod (startPeriod wins)').optional(),
  endPeriod: day('Departure').optional(),
  to: day('Departure, the former name of endPeriod (endPeriod wins)').optional(),
  adults: z.string().optional().meta({ description: 'Adults, 1 by default', example: '2' }),
  persons: z.string().optional().meta({ description: 'Adults, the former name of adults (adults wins)' }),
  children: z.array(z.string()).optional().meta({ description: 'The children’s ages on arrival, repeated (children=4&children=9) or comma-separated (children=4,9)', example: ['4', '9'] }),
  'children[]': z.array(z.string()).optional().meta({ description: 'The same, written children[]=4&children[]=9' }),
  childCount: z.string().optional().meta({ description: 'How many children (the form’s select): a child without an age is then asked for' }),
  locale: localeParam,
})

const quotedWeek = z
  .object({
    startDate: day('First night of the part of the stay in this price week'),
    endDate: day('The day after its last night'),
    price: centimes('What is charged (the special offer if any; a share by nights when the stay cuts the week)'),
    regularPrice: centimes('The list price for the same nights'),
  })
  .meta({ id: 'QuotedWeek' })

const touristTaxLine = z.object({
  category: z.enum(['adult', 'child', 'free']).meta({ description: 'adult: from 16; child: 6 to 15; free: under 6' }),
  guests: int(),
  nights: int(),
  perNight: centimes('Per guest and night'),
  amount: centimes('guests × nights × perNight'),
})

export const stayPrice = z
  .object({
    arrival: day('Arrival'),
    departure: day('Departure'),
    nights: int(),
    guests: z.object({ adults: int(), childAges: z.array(int()), total: int('Adults and children') }),
    weeks: z.array(quotedWeek),
    rent: centimes('Sum of the weeks’ charged prices, VAT included'),
    touristTax: z.object({
      ok: z.literal(true),
      included: z.boolean().meta({ description: 'true: the tax is in the rent, nothing is added (lines empty, total 0)' }),
      nights: int(),
      guests: z.object({ adult: int(), child: int(), free: int() }).meta({ description: 'Guests per category, as at arrival' }),
      lines: z.array(touristTaxLine),
      total: centimes('The tourist tax (no VAT on it)'),
    }),
    vat: z.object({ rate: int('Accommodation VAT rate in force on arrival, in basis points (380 = 3.8 %)'), amount: centimes('The VAT contained in the rent') }),
    total: centimes('rent + tourist tax: what the stay costs'),
    currency: z.literal('CHF'),
    locationId: int(),
    from: day('The arrival again, for the former clients'),
    to: day('The departure again, for the former clients'),
    persons: int('Every guest, children included'),
  })
  .meta({
    id: 'StayPrice',
    example: {
      arrival: '2027-01-09',
      departure: '2027-01-16',
      nights: 7,
      guests: { adults: 2, childAges: [9], total: 3 },
      weeks: [{ startDate: '2027-01-09', endDate: '2027-01-16', price: 380_000, regularPrice: 420_000 }],
      rent: 380_000,
      touristTax: {
        ok: true,
        included: false,
        nights: 7,
        guests: { adult: 2, child: 1, free: 0 },
        lines: [
          { category: 'adult', guests: 2, nights: 7, perNight: 300, amount: 4_200 },
          { category: 'child', guests: 1, nights: 7, perNight: 150, amount: 1_050 },
        ],
        total: 5_250,
      },
      vat: { rate: 380, amount: 13_911 },
      total: 385_250,
      currency: 'CHF',
      locationId: 12,
      from: '2027-01-09',
      to: '2027-01-16',
      persons: 3,
    },
  })

/** A refused quote (server/api/catalogue.ts: `{success: false, code, message, weeks?}`). */
const stayRefusal = <C extends readonly [string, ...string[]]>(codes: C, weeks?: z.ZodType) =>
  z.object({
    success: z.literal(false),
    code: z.enum(codes).meta({ description: 'The rule that refused (stable)' }),
    message: z.string().meta({ description: 'Why, in the asked language, naming the weeks at fault' }),
    ...(weeks ? { weeks } : {}),
  })

const weeksAtFault = z.array(z.string()).min(1).meta({ description: 'Start dates (YYYY-MM-DD) of the weeks at fault' })

const stayRefused = stayRefusal(
  [
    'missing_period',
    'invalid_date',
    'arrival_weekday',
    'departure_weekday',
    'end_before_start',
    'too_short',
    'too_long',
    'invalid_guests',
    'invalid_child_age',
    'no_adult',
    'over_capacity',
    'price_unavailable',
    'tourist_tax_unknown',
  ],
  weeksAtFault.optional(),
).meta({
  id: 'StayPriceRefusal',
  example: { success: false, code: 'arrival_weekday', message: 'Vous ne pouvez sélectionner que des périodes du samedi au samedi.' },
})

// Never weeks: the rental is refused before any week is read.
const stayNotFound = stayRefusal(['not_found', 'annual_rental']).meta({
  id: 'StayPriceNotFound',
  example: { success: false, code: 'not_found', message: 'Location introuvable' },
})

const stayTaken = stayRefusal(['no_availability'], weeksAtFault).meta({
  id: 'StayPriceTaken',
  example: { success: false, code: 'no_availability', message: 'Pas de disponibilité : semaine du 09.01.2027.', weeks: ['2027-01-09'] },
})

// --- Price grid -----------------------------------------------------------------------------------

const gridPrice = z
  .object({
    id: int(),
    locationId: int(),
    startDate: day('Saturday the week starts'),
    endDate: day('The next Saturday'),
    price: centimes('The week’s price'),
    specialPrice: centimes('Its special-offer price, null when none').nullable(),
    season: z.string().meta({ description: 'low, mid, high or peak' }),
    available: z.boolean().meta({ description: 'Not begun, booked, held nor blocked' }),
  })
  .meta({ id: 'GridPrice' })

const gridLocation = z
  .object({ id: int(), title: z.string(), slug: z.string(), number_of_rooms: int(), persons: int(), type: z.string() })
  .meta({ id: 'GridLocation' })

const priceGridAnswer = z
  .object({
    success: z.literal(true),
    prices: z.array(gridPrice).meta({ description: 'Each rental’s weeks of the grid, by rental then date' }),
    dates: z.array(z.object({ date: day('A Saturday') })).meta({ description: 'The grid’s weeks' }),
    locations: z.array(gridLocation).meta({ description: 'The published weekly rentals, by rooms then title' }),
  })
  .meta({
    id: 'PriceGrid',
    example: {
      success: true,
      prices: [{ id: 5021, locationId: 12, startDate: '2027-01-09', endDate: '2027-01-16', price: 420_000, specialPrice: 380_000, season: 'high', available: true }],
      dates: [{ date: '2027-01-09' }],
      locations: [{ id: 12, title: 'Chalet Les Mélèzes', slug: 'chalet-les-melezes', number_of_rooms: 5, persons: 8, type: 'chalet' }],
    },
  })

const priceGridQuery = described(priceGridQuerySchema, {
  from: 'The grid starts on the Saturday on or before this day (default today); within 78 weeks of today',
  weeks: 'How many weeks (default 12, at most 78)',
}).extend({ locale: localeParam })

// --- Sales ----------------------------------------------------------------------------------------

const exampleSaleSummary = {
  id: 4,
  reference: 'CM-V-004',
  type: 'chalet',
  typeLabel: 'Chalet',
  title: 'Chalet familial avec vue sur le lac Grenon',
  slug: 'chalet-familial-avec-vue-sur-le-lac-grenon',
  summary: 'Chalet de 6,5 pièces sur une parcelle de 900 m², à deux pas du centre de Crans.',
  place: 'Crans-Montana',
  number_of_rooms: 6,
  bedrooms: 4,
  bathrooms: 3,
  surface: 900,
  livingSpace: 240,
  price: 345_000_000,
  currency: 'CHF',
  latitude: 46.3075,
  longitude: 7.4728,
  image: { ...exampleImage, id: 812, zone: 'sale', folder: 'sale', caption: 'La façade sud du chalet' },
}

const saleSummaryFields = {
  id: int(),
  reference: z.string(),
  type: z.string().meta({ description: 'apartment, chalet, studio, plot or commercial' }),
  typeLabel: z.string().meta({ description: 'The type in the asked language' }),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  place: z.string(),
  number_of_rooms: int(),
  bedrooms: int(),
  bathrooms: int(),
  surface: int('m²'),
  livingSpace: int('m²'),
  price: centimes('The asking price'),
  currency: z.literal('CHF'),
  latitude: z.number(),
  longitude: z.number(),
  image: image.nullable().meta({ description: 'Its first picture, or null when it has none' }),
}

export const saleSummary = z.object(saleSummaryFields).meta({ id: 'SaleSummary', example: exampleSaleSummary })

export const sale = z
  .object({ ...saleSummaryFields, ...sheetFields, images: z.array(image).meta({ description: 'Every picture, by position; the first is `image`' }) })
  .meta({
    id: 'Sale',
    example: {
      ...exampleSaleSummary,
      description: 'Construit en 2005 et rénové en 2021, ce chalet offre un séjour cathédrale, quatre chambres et un carnotzet. Jardin arborisé, garage double.',
      category: 'residential',
      floor: null,
      toilets: 4,
      terraces: 2,
      balconyArea: null,
      parkingType: 'covered',
      constructionYear: 2005,
      renovationYear: 2021,
      amenities: ['fireplace', 'sauna', 'garden', 'view'],
      images: [exampleSaleSummary.image],
    },
  })

const saleList = z
  .object({
    success: z.literal(true),
    sales: z.array(saleSummary),
    types: z.array(typeOption).meta({ description: 'Types of the published sales' }),
    places: z.array(z.string()).meta({ description: 'Places of the published sales, in alphabetical order of the language' }),
  })
  .meta({ id: 'SaleList' })

const saleListQuery = described(saleQuerySchema, {
  type: 'Only this type (empty: any)',
  place: 'Only in this place (any case), at most 100 characters',
  rooms: 'Exactly this many rooms, 0 to 20',
  roomsMin: 'At least this many rooms, 0 to 20',
  priceMin: 'Price at least this, in whole CHF',
  priceMax: 'Price at most this, in whole CHF (not below priceMin)',
  sort: 'The order, by price or rooms (default price_asc)',
}).extend({
  page: z.string().optional().meta({ description: 'Read by the list page; ignored by this call' }),
  locale: localeParam,
})

// --- Paths ----------------------------------------------------------------------------------------

const localeQuery = z.object({ locale: localeParam })

const feedHeaders = z.object({
  ETag: z.string().meta({ description: 'Tag of this version of the feed' }),
  'Cache-Control': z.string().meta({ description: 'public, max-age=300' }),
})

export const cataloguePaths: ZodOpenApiPathsObject = {
  [`${PREFIX}/locations`]: {
    get: {
      operationId: 'listLocations',
      summary: 'The published rentals of a kind, filtered and sorted, with the filter options (a page of them with limit)',
      tags: TAGS,
      requestParams: { query: locationListQuery, header: ifNoneMatch },
      responses: {
        '200': json('The rentals and the filter options', locationList),
        ...notModified,
        ...refusals('catalogue'),
      },
    },
  },
  [`${PREFIX}/locations/{id}`]: {
    get: {
      operationId: 'getLocation',
      summary: 'A published rental with its sheet, pictures and upcoming weeks',
      tags: TAGS,
      requestParams: { path: idPath, query: localeQuery, header: ifNoneMatch },
      responses: {
        '200': json('The rental', z.object({ success: z.literal(true), location })),
        ...notModified,
        ...refusals('catalogue', 404),
      },
    },
  },
  [`${PREFIX}/locations/{id}/price`]: {
    get: {
      operationId: 'quoteStay',
      summary: 'The price of a stay in a weekly rental, or the rule that refuses it',
      tags: TAGS,
      requestParams: { path: idPath, query: stayQuery, header: ifNoneMatch },
      responses: {
        '200': json('The quote', z.object({ success: z.literal(true), price: stayPrice })),
        ...notModified,
        ...refusals('catalogue', 404, 409),
        '400': json('A stay the rules refuse, or a bad parameter (unknown locale)', z.union([stayRefused, catalogueError])),
        '404': json('No such published rental, or an annual rental (not booked online)', stayNotFound),
        '409': json('A week of the stay is taken (booked, held, blocked or begun)', stayTaken),
      },
    },
  },
  [`${PREFIX}/prices`]: {
    get: {
      operationId: 'getPriceGrid',
      summary: 'The weekly price grid of the published weekly rentals',
      tags: TAGS,
      requestParams: { query: priceGridQuery, header: ifNoneMatch },
      responses: {
        '200': json('The grid', priceGridAnswer),
        ...notModified,
        ...refusals('catalogue'),
      },
    },
  },
  [`${PREFIX}/sales`]: {
    get: {
      operationId: 'listSales',
      summary: 'The published sales, filtered and sorted, with the filter options',
      tags: TAGS,
      requestParams: { query: saleListQuery, header: ifNoneMatch },
      responses: {
        '200': json('The sales and the filter options', saleList),
        ...notModified,
        ...refusals('catalogue'),
      },
    },
  },
  [`${PREFIX}/sales/{id}`]: {
    get: {
      operationId: 'getSale',
      summary: 'A published sale with its sheet and pictures',
      tags: TAGS,
      requestParams: { path: idPath, query: localeQuery, header: ifNoneMatch },
      responses: {
        '200': json('The sale', z.object({ success: z.literal(true), sale })),
        ...notModified,
        ...refusals('catalogue', 404),
      },
    },
  },
  [`${PREFIX}/selection/{limit}`]: {
    get: {
      operationId: 'getSelection',
      summary: 'The featured sales (newest) and weekly rentals (most comfortable), at most limit of each',
      tags: TAGS,
      requestParams: {
        path: z.object({ limit: selectionLimitSchema.meta({ description: 'How many of each, 1 to 24', example: '4' }) }),
        query: localeQuery,
        header: ifNoneMatch,
      },
      responses: {
        '200': json(
          'The selection',
          z.object({ success: z.literal(true), sales: z.array(saleSummary), locations: z.array(locationSummary) }).meta({ id: 'Selection' }),
        ),
        ...notModified,
        ...refusals('catalogue'),
      },
    },
  },
  [`${PREFIX}/locations/{id}/calendar.ics`]: {
    get: {
      operationId: 'getLocationCalendar',
      summary: 'The availability feed of a published weekly rental (iCalendar: its confirmed and blocked periods) for other platforms to import; cacheable five minutes',
      tags: TAGS,
      requestParams: {
        path: idPath,
        header: ifNoneMatch,
      },
      responses: {
        '200': {
          description: 'The feed',
          headers: feedHeaders,
          content: { 'text/calendar': { schema: z.string().meta({ description: 'An iCalendar (RFC 5545) feed of the taken periods ending today or later (text/calendar; charset=utf-8)' }) } },
        },
        '304': { description: 'The feed has not changed since the ETag given in If-None-Match (no body)', headers: feedHeaders },
        ...refusals('catalogue', 404),
        '404': json('No such published weekly rental', catalogueError),
      },
    },
  },
}

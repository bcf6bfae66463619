/**
 * Shapes of the catalogue API answers (SPEC §7), shared by the server and the pages. Type-only and
 * browser-safe. Amounts are integer centimes; dates are ISO calendar dates (YYYY-MM-DD).
 */
import type { LocationKind } from './labels'

export type CatalogueImageFormat = { url: string; width: number; height: number; mime: string }

/**
 * A picture as every API gives it (SPEC §3 image data): where its file is kept (zone, folder,
 * fileName, extension, hash), its formats base, large, medium and thumbnail, and its caption in the
 * asked language.
 */
export type CatalogueImage = {
  id: number
  zone: string
  folder: string
  fileName: string
  extension: string
  hash: string
  formats: Record<string, CatalogueImageFormat>
  caption: string
}

export type Included = {
  finalCleaning: boolean
  bedSheets: boolean
  kitchenTowels: boolean
  bathTowels: boolean
  cancellationInsurance: boolean
  touristTax: boolean
  deposit: number | null
}

/** A rental in a list (GET /api/locations, GET /api/selection/{limit}). */
export type LocationSummary = {
  id: number
  kind: LocationKind
  reference: string
  type: string
  typeLabel: string
  title: string
  slug: string
  summary: string
  place: string
  number_of_rooms: number
  bedrooms: number
  bathrooms: number
  persons: number
  surface: number
  livingSpace: number
  comfortClass: number
  /** Weekly: the lowest price of the weeks starting today or later (null when none); annual: the monthly rent. */
  price: number | null
  /** Weekly: the lowest special-offer price of the weeks starting today or later; annual: null. */
  specialPrice: number | null
  currency: 'CHF'
  /** Annual rentals only (null for weekly rentals). */
  monthlyCharges: number | null
  availableFrom: string | null
  latitude: number
  longitude: number
  productId: number | null
  image: CatalogueImage | null
}

/** A rental in GET /api/locations: `periodTotal` is the rent of the asked period (null without from/to). */
export type LocationListItem = LocationSummary & { periodTotal: number | null }

export type PriceWeekView = {
  id: number
  startDate: string
  endDate: string
  season: string
  price: number
  specialPrice: number | null
  available: boolean
}

export type LocationDetail = LocationSummary & {
  description: string
  category: string
  floor: number | null
  toilets: number
  terraces: number
  balconyArea: number | null
  parkingType: string | null
  constructionYear: number | null
  renovationYear: number | null
  amenities: string[]
  included: Included | null
  images: CatalogueImage[]
  /** Weekly rentals: the weeks starting today or later, by date; annual rentals: []. */
  priceWeeks: PriceWeekView[]
}

export type TypeOption = { code: string; label: string }

export type LocationsResponse = {
  success: true
  locations: LocationListItem[]
  types: TypeOption[]
  annualTypes: TypeOption[]
  numberOfRooms: number[]
  comfortClasses: number[]
}

export type GridPrice = {
  id: number
  locationId: number
  startDate: string
  endDate: string
  price: number
  specialPrice: number | null
  season: string
  available: boolean
}

export type GridLocation = { id: number; title: string; slug: string; number_of_rooms: number; persons: number; type: string }

export type PriceGrid = { prices: GridPrice[]; dates: { date: string }[]; locations: GridLocation[] }

/** What the price grid's page draws of a grid (its loader sends no more to the browser). */
export type ShownPriceGrid = {
  prices: Array<Pick<GridPrice, 'locationId' | 'startDate' | 'endDate' | 'price' | 'specialPrice' | 'available'>>
  dates: { date: string }[]
  locations: Array<Omit<GridLocation, 'type'>>
}

export type SaleSummary = {
  id: number
  reference: string
  type: string
  typeLabel: string
  title: string
  slug: string
  summary: string
  place: string
  number_of_rooms: number
  bedrooms: number
  bathrooms: number
  surface: number
  livingSpace: number
  price: number
  currency: 'CHF'
  latitude: number
  longitude: number
  image: CatalogueImage | null
}

export type SaleDetail = SaleSummary & {
  description: string
  category: string
  floor: number | null
  toilets: number
  terraces: number
  balconyArea: number | null
  parkingType: string | null
  constructionYear: number | null
  renovationYear: number | null
  amenities: string[]
  images: CatalogueImage[]
}

export type SalesResponse = { success: true; sales: SaleSummary[]; types: TypeOption[]; places: string[] }

export type SelectionResponse = { success: true; sales: SaleSummary[]; locations: LocationSummary[] }

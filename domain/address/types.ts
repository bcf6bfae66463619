/** Address autocomplete (SPEC §5 fullAddress, DESIGN §2): suggestions for what a visitor types. */
export interface AddressProvider {
  /** Full addresses matching the query, best first; [] when there are none or the service fails. */
  suggest(query: string, locale: string): Promise<string[]>
}

/** The resort's bounding box (SPEC §9), also the strict bounds of address suggestions. */
export const RESORT_BOUNDS = {
  minLatitude: 46.292457,
  maxLatitude: 46.357306,
  minLongitude: 7.469457,
  maxLongitude: 7.50994,
} as const

/** The same box in Swiss LV95 coordinates (sr=2056), as geo.admin.ch's SearchServer takes it. */
export const RESORT_BBOX_LV95 = '2602413,1126510,2605499,1134294'

export function withinResort(latitude: number, longitude: number): boolean {
  return (
    latitude >= RESORT_BOUNDS.minLatitude &&
    latitude <= RESORT_BOUNDS.maxLatitude &&
    longitude >= RESORT_BOUNDS.minLongitude &&
    longitude <= RESORT_BOUNDS.maxLongitude
  )
}

/** Suggestions asked for at most, and the shortest query that is looked up. */
export const SUGGESTION_LIMIT = 8
export const MIN_QUERY_LENGTH = 2
export const MAX_QUERY_LENGTH = 200

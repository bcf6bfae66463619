/**
 * Group bookings (SPEC §1 general terms, DESIGN §3): rentals of two or more locations on overlapping
 * dates in one order need the lessor's prior agreement; the agency agrees before the customer pays.
 * Pure and browser-safe.
 */
export type BookedStay = { locationId: number; arrival: string; departure: string }

/** Whether two different locations of the stays share at least one night ([arrival, departure)). */
export function isGroupBooking(stays: readonly BookedStay[]): boolean {
  return stays.some((a, i) =>
    stays.some((b, j) => j > i && a.locationId !== b.locationId && a.arrival < b.departure && b.arrival < a.departure),
  )
}

/** Links to a rental page's booking box with a stay chosen. Browser-safe. */
import { staySearch, type StayFields } from '../../../domain/booking/stay-request'
import { BOOKING_ANCHOR } from './booking-state'

/** `/location/chalet-3?from=…&to=…#reservation`: the rental page opened on its booking box with that week. */
export function weekBookingPath(rentalPath: string, from: string, to: string): string {
  return `${rentalPath}${staySearch({ from, to })}#${BOOKING_ANCHOR}`
}

/**
 * A rental's link from a list filtered by a period: the page then opens its booking box on that
 * stay and its quote. `persons` (the list's "at least this many guests") becomes the adults.
 */
export function rentalLinkWithStay(rentalPath: string, stay: Partial<StayFields> | null): string {
  if (!stay?.from || !stay.to) return rentalPath
  return `${rentalPath}${staySearch(stay)}`
}

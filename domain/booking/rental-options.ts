/**
 * The options sold under a rental (docs/decisions/023): which ones the booking box offers, which of
 * the rental's included items makes each one pointless (it is then neither offered nor accepted),
 * and the context each one takes from the stay. Pure and browser-safe.
 */
import type { IncludedItems } from '../../db/schema'
import { formatDate } from '../format/date'
import type { ContextEntry } from '../shop/context/types'

/** The options the booking box offers, by product reference, in the order shown. */
export const BOX_OPTION_REFERENCES = ['OPT-CLEANING', 'OPT-BEDLINEN', 'OPT-TOWELS', 'OPT-CANCEL-INSURANCE', 'OPT-LATE-ARRIVAL'] as const

/** The included item of a rental that already gives an option (SPEC §3 "included items"). */
const INCLUDED_BY: Record<string, keyof IncludedItems> = {
  'OPT-CLEANING': 'finalCleaning',
  'OPT-BEDLINEN': 'bedSheets',
  'OPT-TOWELS': 'bathTowels',
  'OPT-CANCEL-INSURANCE': 'cancellationInsurance',
}

/** Whether a rental already includes what the option sells. */
export function isIncludedOption(reference: string, included: Partial<IncludedItems> | null): boolean {
  const key = INCLUDED_BY[reference]
  return key !== undefined && included?.[key] === true
}

/** The final cleaning is priced by the rental's rooms (SPEC §3: rooms shows for product 5 only). */
export const CLEANING_REFERENCE = 'OPT-CLEANING'

/** The most a laundry kit counts (its people field). */
const MOST_KIT_PEOPLE = 12
/** The most rooms the cleaning's form takes. */
const MOST_CLEANING_ROOMS = 8

type StayOf = { arrival: string; departure: string; persons: number; rooms: number }

/**
 * The context an option of the box takes from the stay: the cleaning on the departure day for the
 * rental's rooms, the laundry kits on arrival for every guest, the late arrival on the arrival day.
 */
export function optionEntry(reference: string, stay: StayOf): ContextEntry {
  const period = { startPeriod: stay.arrival, endPeriod: stay.departure, quantity: 1 }
  switch (reference) {
    case 'OPT-CLEANING':
      return { ...period, rooms: Math.min(Math.max(stay.rooms, 1), MOST_CLEANING_ROOMS), dateFrom: formatDate(stay.departure) }
    case 'OPT-BEDLINEN':
    case 'OPT-TOWELS':
      return { ...period, people: Math.min(Math.max(stay.persons, 1), MOST_KIT_PEOPLE), dateFrom: formatDate(stay.arrival) }
    case 'OPT-LATE-ARRIVAL':
      return { ...period, dateFrom: formatDate(stay.arrival) }
    default:
      return period
  }
}

/** The cleaning's rooms are the rental's, whatever a client sent. */
export function withRentalRooms(reference: string, entry: Record<string, unknown>, rooms: number): Record<string, unknown> {
  return reference === CLEANING_REFERENCE ? { ...entry, rooms: Math.min(Math.max(rooms, 1), MOST_CLEANING_ROOMS) } : entry
}

/**
 * Who stays, and whether the rental sleeps them all: at least one adult, children given by their
 * ages (whole years 0 to 17, as on the day of arrival), adults + children at most the persons the
 * rental sleeps (babies count: a cot takes a place as much as a bed does).
 */
import { refusal, type Refusal } from './messages'

/** The party of a stay. An adult is 18 or older; `childAges` has one entry per child. */
export type Guests = { adults: number; childAges: readonly number[] }

export const OLDEST_CHILD_AGE = 17

/** No rental sleeps more (the back office's bound on a rental's persons): no party is larger. */
export const MOST_PERSONS = 40

export type CheckedGuests = { ok: true; adults: number; childAges: readonly number[]; total: number }

export type CapacityRefusal = Refusal<'invalid_guests' | 'invalid_child_age' | 'no_adult' | 'over_capacity'>

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value)

/**
 * Checks the party against the persons a rental sleeps, in this order: a whole number of adults,
 * each child's age, at least one adult, the capacity.
 */
export function checkCapacity(persons: number, guests: Guests): CheckedGuests | CapacityRefusal {
  if (!isWhole(guests.adults) || guests.adults < 0) return refusal('invalid_guests')
  if (!Array.isArray(guests.childAges)) return refusal('invalid_child_age')
  if (!guests.childAges.every((age) => isWhole(age) && age >= 0 && age <= OLDEST_CHILD_AGE)) {
    return refusal('invalid_child_age')
  }
  if (guests.adults < 1) return refusal('no_adult')
  const total = guests.adults + guests.childAges.length
  if (total > persons) return refusal('over_capacity', persons, total)
  return { ok: true, adults: guests.adults, childAges: [...guests.childAges], total }
}

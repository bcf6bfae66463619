/**
 * What the booking box's date picker enables: the days a stay can begin on, then the days it can end
 * on for the chosen arrival. The stay rules decide the weekdays and lengths; availability is the
 * caller's data, given as "is this night free?" (a night is the date one sleeps there: the stay
 * 04.07 → 11.07 uses the nights of 04.07 to 10.07). `freeNightsOf` builds that question from the
 * price weeks the catalogue gives. Pure and browser-safe; the server checks again with `checkStay`.
 * The loops count days as integers (`dayNumber`) and ask about each night once: a rental page
 * walks two years of arrivals with stays of up to twelve weeks each.
 */
import { addDays, dateOfDay, dayNumber, earlier, isIsoDate, weekdayOfDay } from './calendar'
import { arrivesOn, leavesOn, LONGEST_STAY_NIGHTS, type StayRules } from './stay-rules'

/** Whether the night of this date is free (priced and neither booked nor held). */
export type IsNightFree = (night: string) => boolean

const EVERY_NIGHT_FREE: IsNightFree = () => true

/** A date picker never asks about more than two years of arrivals at once. */
export const LONGEST_RANGE_DAYS = 731

/** `isNightFree` for day numbers, asking it once per night however many stays cross that night. */
function nightsOf(isNightFree: IsNightFree): (day: number) => boolean {
  const known = new Map<number, boolean>()
  return (day) => {
    let free = known.get(day)
    if (free === undefined) known.set(day, (free = isNightFree(dateOfDay(day))))
    return free
  }
}

/** The departures of a stay beginning on day `arrival`, earliest first; stops at the first taken night. */
function* departures(rules: StayRules, arrival: number, isFree: (day: number) => boolean): Generator<number> {
  if (!arrivesOn(rules, weekdayOfDay(arrival))) return
  const longest = Math.min(rules.maxNights, LONGEST_STAY_NIGHTS)
  for (let nights = 1; nights <= longest; nights++) {
    if (!isFree(arrival + nights - 1)) return
    const departure = arrival + nights
    if (nights >= rules.minNights && leavesOn(rules, weekdayOfDay(departure))) yield departure
  }
}

/** The dates a stay beginning on `arrival` may end on, earliest first ([] when it cannot begin then). */
export function departureDates(rules: StayRules, arrival: string, isNightFree: IsNightFree = EVERY_NIGHT_FREE): string[] {
  if (!isIsoDate(arrival)) return []
  return Array.from(departures(rules, dayNumber(arrival), nightsOf(isNightFree)), dateOfDay)
}

/** The days of a range of arrivals (both ends included, at most two years), or null for bad dates. */
function arrivalRange(range: { from: string; to: string }): { first: number; last: number } | null {
  if (!isIsoDate(range.from) || !isIsoDate(range.to)) return null
  return { first: dayNumber(range.from), last: dayNumber(earlier(range.to, addDays(range.from, LONGEST_RANGE_DAYS - 1))) }
}

/**
 * The dates from `from` to `to` (both included, at most two years) on which a stay may begin: an
 * arrival weekday from which at least one whole stay fits in free nights.
 */
export function arrivalDates(
  rules: StayRules,
  range: { from: string; to: string },
  isNightFree: IsNightFree = EVERY_NIGHT_FREE,
): string[] {
  const days = arrivalRange(range)
  if (!days) return []
  const isFree = nightsOf(isNightFree)
  const dates: string[] = []
  for (let day = days.first; day <= days.last; day++) {
    if (!departures(rules, day, isFree).next().done) dates.push(dateOfDay(day))
  }
  return dates
}

/**
 * `arrivalDates` of the range, and every date one of their stays may end on (each arrival's
 * `departureDates`), both sorted, in one pass: the lists of the booking form without JavaScript,
 * which cannot follow the chosen arrival.
 */
export function stayDates(
  rules: StayRules,
  range: { from: string; to: string },
  isNightFree: IsNightFree = EVERY_NIGHT_FREE,
): { arrivals: string[]; departures: string[] } {
  const days = arrivalRange(range)
  if (!days) return { arrivals: [], departures: [] }
  const isFree = nightsOf(isNightFree)
  const arrivals: string[] = []
  const ends = new Set<number>()
  for (let day = days.first; day <= days.last; day++) {
    let arrival = false
    for (const departure of departures(rules, day, isFree)) {
      arrival = true
      ends.add(departure)
    }
    if (arrival) arrivals.push(dateOfDay(day))
  }
  return { arrivals, departures: [...ends].sort((a, b) => a - b).map(dateOfDay) }
}

/**
 * "Is this night free?" from the rental's price weeks (e.g. the catalogue's `priceWeeks`): the
 * nights of its available weeks; a night without a price week is not free.
 */
export function freeNightsOf(weeks: readonly { startDate: string; endDate: string; available: boolean }[]): IsNightFree {
  const nights = new Set<string>()
  for (const week of weeks) {
    if (!week.available || !isIsoDate(week.startDate) || !isIsoDate(week.endDate)) continue
    // A price week is 7 nights; the bound keeps a mistyped end date from looping for years.
    const start = dayNumber(week.startDate)
    const end = Math.min(dayNumber(week.endDate), start + 31)
    for (let night = start; night < end; night++) nights.add(dateOfDay(night))
  }
  return (night) => nights.has(night)
}

/**
 * What the booking box's date picker enables: the days a stay can begin on, then the days it can end
 * on for the chosen arrival. The stay rules decide the weekdays and lengths; availability is the
 * caller's data, given as "is this night free?" (a night is the date one sleeps there: the stay
 * 04.07 → 11.07 uses the nights of 04.07 to 10.07). `freeNightsOf` builds that question from the
 * price weeks the catalogue gives. Pure and browser-safe; the server checks again with `checkStay`.
 */
import { addDays, earlier, isIsoDate } from './calendar'
import { isArrivalDay, isDepartureDay, LONGEST_STAY_NIGHTS, type StayRules } from './stay-rules'

/** Whether the night of this date is free (priced and neither booked nor held). */
export type IsNightFree = (night: string) => boolean

const EVERY_NIGHT_FREE: IsNightFree = () => true

/** A date picker never asks about more than two years of arrivals at once. */
export const LONGEST_RANGE_DAYS = 731

/** The departures of a stay beginning on `arrival`, earliest first; stops at the first taken night. */
function* departures(rules: StayRules, arrival: string, isNightFree: IsNightFree): Generator<string> {
  if (!isArrivalDay(rules, arrival)) return
  const longest = Math.min(rules.maxNights, LONGEST_STAY_NIGHTS)
  for (let nights = 1; nights <= longest; nights++) {
    if (!isNightFree(addDays(arrival, nights - 1))) return
    const departure = addDays(arrival, nights)
    if (nights >= rules.minNights && isDepartureDay(rules, departure)) yield departure
  }
}

/** The dates a stay beginning on `arrival` may end on, earliest first ([] when it cannot begin then). */
export function departureDates(rules: StayRules, arrival: string, isNightFree: IsNightFree = EVERY_NIGHT_FREE): string[] {
  return [...departures(rules, arrival, isNightFree)]
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
  if (!isIsoDate(range.from) || !isIsoDate(range.to)) return []
  const last = earlier(range.to, addDays(range.from, LONGEST_RANGE_DAYS - 1))
  const dates: string[] = []
  for (let day = range.from; day <= last; day = addDays(day, 1)) {
    if (!departures(rules, day, isNightFree).next().done) dates.push(day)
  }
  return dates
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
    const end = earlier(week.endDate, addDays(week.startDate, 31))
    for (let night = week.startDate; night < end; night = addDays(night, 1)) nights.add(night)
  }
  return (night) => nights.has(night)
}

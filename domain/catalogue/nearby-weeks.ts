/**
 * The nearby weeks offered when a search for a period finds nothing (as peers do): the same length
 * of stay, arriving one or two weeks earlier or later, never before the first arrival that can still
 * be booked. Pure; the server counts what each of them finds.
 */
import type { ListStayPrice } from './list-stay-price'
import { addDays, checkPeriod, daysBetween } from './period'
import type { LocationListItem } from './types'

/** How far the nearby weeks go, in weeks either side of the asked arrival. */
export const NEARBY_WEEKS = 2

export type NearbyPeriod = { from: string; to: string; weeks: string[]; offsetWeeks: number }

/**
 * The periods of the same length as `period` arriving 1 to `NEARBY_WEEKS` weeks before or after it,
 * in date order; those before `firstArrival`, or that the period rules refuse, are left out.
 */
export function nearbyPeriods(period: { from: string; to: string }, firstArrival: string): NearbyPeriod[] {
  const nights = daysBetween(period.from, period.to)
  const found: NearbyPeriod[] = []
  for (let offset = -NEARBY_WEEKS; offset <= NEARBY_WEEKS; offset += 1) {
    if (offset === 0) continue
    const from = addDays(period.from, offset * 7)
    if (from < firstArrival) continue
    const check = checkPeriod(from, addDays(from, nights))
    if (check.ok) found.push({ from: check.from, to: check.to, weeks: check.weeks, offsetWeeks: offset })
  }
  return found
}

/** The nearest of the periods that find something (the earlier one on a tie), or null. */
export function nearestFound<T extends { offsetWeeks: number; count: number }>(periods: readonly T[]): T | null {
  const found = periods.filter((p) => p.count > 0)
  found.sort((a, b) => Math.abs(a.offsetWeeks) - Math.abs(b.offsetWeeks) || a.offsetWeeks - b.offsetWeeks)
  return found[0] ?? null
}

export type NearbyWeek = { from: string; to: string; offsetWeeks: number; count: number }

/** What an empty search for dates offers (domain/catalogue/nearby-stays.server.ts). */
export type NearbyStays = {
  weeks: NearbyWeek[]
  /** Rentals free on the nearest week that has some (a few), each with that stay's price. */
  similar: { from: string; to: string; items: (LocationListItem & { stay: ListStayPrice | null })[] } | null
}

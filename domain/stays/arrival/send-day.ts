/**
 * When a stay's arrival information is e-mailed (docs/decisions/057): ARRIVAL_DAYS_BEFORE days before
 * the arrival, at 08:00 UTC (09:00 or 10:00 in the resort), as the balance reminder is; at once for
 * a stay paid later than that. Never once the stay has begun: the guest is there.
 */
import { addDays } from '../../booking/rules/calendar'

/** The default of ARRIVAL_DAYS_BEFORE. */
export const DEFAULT_ARRIVAL_DAYS_BEFORE = 7

/** The instant the information of a stay arriving on `arrival` goes out. */
export function arrivalSendAt(arrival: string, daysBefore: number): number {
  return Date.parse(`${addDays(arrival, -daysBefore)}T08:00:00Z`)
}

export type SendDecision = { kind: 'now' } | { kind: 'later'; delayMs: number } | { kind: 'never' }

/** What to do now with a stay arriving on `arrival` (`today`: the resort's date of `now`). */
export function arrivalSendDecision(arrival: string, daysBefore: number, now: Date, today: string): SendDecision {
  if (arrival < today) return { kind: 'never' }
  const delay = arrivalSendAt(arrival, daysBefore) - now.getTime()
  return delay <= 0 ? { kind: 'now' } : { kind: 'later', delayMs: delay }
}

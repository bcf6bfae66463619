import { addDays } from '../../../domain/booking/rules/calendar'
import { parseIsoDate } from '../dates'
import { createRng, hashSeed, type Rng } from '../prng'

/**
 * Demo bookings and blocks, so the calendars look like a real agency's: about a third of the weeks
 * of the price grid taken, unevenly. Christmas–New Year and the February school holidays are full or
 * nearly; the shoulder seasons (May–June, October–November) mostly free; the rest in between. A few
 * owners use their flat (owner blocks), a few flats have works in the off season (agency blocks).
 * The agency's own bookings are confirmed without an order. Deterministic for a given seeding day.
 */

export type BookingSeed = {
  reference: string
  arrival: string
  departure: string
  status: 'confirmed' | 'blocked'
  source: 'agency' | 'owner'
  note: string
}

/** How busy a week is, judged on its Tuesday like the seasons of the price grid. */
export type Demand = 'christmas' | 'february' | 'winter' | 'summer' | 'shoulder' | 'between'

export function demandOf(startDate: string): Demand {
  const end = addDays(startDate, 7)
  const holds = (monthDay: string) =>
    [startDate.slice(0, 4), end.slice(0, 4)].some((year) => `${year}-${monthDay}` >= startDate && `${year}-${monthDay}` < end)
  if (holds('12-25') || holds('01-01')) return 'christmas'
  const d = parseIsoDate(addDays(startDate, 3))
  const md = (d.getUTCMonth() + 1) * 100 + d.getUTCDate()
  if (md >= 203 && md <= 303) return 'february'
  if (md >= 1215 || md <= 410) return 'winter'
  if (md >= 701 && md <= 831) return 'summer'
  if ((md >= 501 && md <= 630) || (md >= 1001 && md <= 1130)) return 'shoulder'
  return 'between'
}

/** The chance that a stay starts on a free week. */
const START_CHANCE: Record<Demand, number> = {
  christmas: 0.97,
  february: 0.9,
  winter: 0.28,
  summer: 0.34,
  shoulder: 0.05,
  between: 0.15,
}

/** 1 week mostly, sometimes 2, rarely 3; one week at a time at Christmas (New Year is its own stay). */
function stayWeeks(rng: Rng, demand: Demand): number {
  if (demand === 'christmas') return 1
  const r = rng.next()
  return r < 0.62 ? 1 : r < 0.92 ? 2 : 3
}

const OWNER_NOTE = 'Séjour du propriétaire'
const WORKS_NOTE = 'Travaux'

/**
 * The bookings and blocks of one weekly rental over its price weeks (Saturdays, ascending). Every
 * sixth rental's owner takes a week or two in summer or winter; every ninth has works in a shoulder
 * season; then stays fill the free weeks by demand.
 */
export function buildRentalBookings(reference: string, weekStarts: readonly string[], index: number): BookingSeed[] {
  const rng = createRng(hashSeed(`${reference}:bookings`))
  const taken = new Array<boolean>(weekStarts.length).fill(false)
  const rows: BookingSeed[] = []
  const take = (from: number, weeks: number, row: Omit<BookingSeed, 'reference' | 'arrival' | 'departure'>) => {
    let count = 0
    while (count < weeks && from + count < weekStarts.length && !taken[from + count]) count++
    if (count === 0) return
    for (let i = from; i < from + count; i++) taken[i] = true
    const arrival = weekStarts[from] as string
    rows.push({ reference, arrival, departure: addDays(arrival, count * 7), ...row })
  }
  const weeksOf = (demands: Demand[]) => weekStarts.flatMap((start, i) => (demands.includes(demandOf(start)) ? [i] : []))
  if (index % 6 === 3) {
    const candidates = weeksOf(['summer', 'winter'])
    if (candidates.length > 0) take(rng.pick(candidates), rng.int(1, 2), { status: 'blocked', source: 'owner', note: OWNER_NOTE })
  }
  if (index % 9 === 5) {
    const candidates = weeksOf(['shoulder'])
    if (candidates.length > 0) take(rng.pick(candidates), 2, { status: 'blocked', source: 'agency', note: WORKS_NOTE })
  }
  weekStarts.forEach((start, i) => {
    const demand = demandOf(start)
    if (!taken[i] && rng.chance(START_CHANCE[demand])) take(i, stayWeeks(rng, demand), { status: 'confirmed', source: 'agency', note: '' })
  })
  return rows.sort((a, b) => a.arrival.localeCompare(b.arrival))
}

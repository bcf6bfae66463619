import { addDays, saturdayOnOrBefore } from '../../../domain/booking/rules/calendar'
import { parseIsoDate } from '../dates'
import { createRng } from '../prng'
import type { PropertyType } from './vocabulary'

export type Season = 'low' | 'mid' | 'high' | 'peak'

export type PriceWeekSeed = {
  startDate: string
  endDate: string
  season: Season
  price: number // centimes
  specialPrice: number | null // centimes
}

/** Weeks in the grid: 18 months of Saturdays. */
export const GRID_WEEKS = 78

/**
 * The season of the week starting on the given Saturday, judged on the week's Tuesday (so a week
 * belongs to the season that holds most of its days):
 * peak = the weeks holding Christmas Day or New Year's Day, and the February school holidays;
 * high = the rest of the ski season (15 December to 10 April) and mid-July to mid-August;
 * mid = June, early July, late August and September; low = the rest.
 */
export function seasonOf(startDate: string): Season {
  const end = addDays(startDate, 7)
  const holds = (monthDay: string) => {
    for (const year of [startDate.slice(0, 4), end.slice(0, 4)]) {
      const day = `${year}-${monthDay}`
      if (day >= startDate && day < end) return true
    }
    return false
  }
  if (holds('12-25') || holds('01-01')) return 'peak'
  const d = parseIsoDate(addDays(startDate, 3))
  const md = (d.getUTCMonth() + 1) * 100 + d.getUTCDate()
  if (md >= 203 && md <= 303) return 'peak'
  if (md >= 1215 || md <= 410) return 'high'
  if (md >= 715 && md <= 815) return 'high'
  if ((md >= 601 && md <= 714) || (md >= 816 && md <= 930)) return 'mid'
  return 'low'
}

const LOW_BASE_BY_ROOMS: Record<number, number> = { 1: 620, 2: 900, 3: 1350, 4: 2000, 5: 2900, 6: 3900 }

/** CHF per week in low season, from the rooms, the type and the comfort class. */
export function lowSeasonPrice(rooms: number, type: PropertyType, comfortClass: number, variation = 1): number {
  const base = LOW_BASE_BY_ROOMS[Math.min(6, Math.max(1, rooms))] as number
  const typeFactor = type === 'chalet' ? 1.15 : type === 'attic' ? 1.08 : 1
  return base * typeFactor * (1 + (comfortClass - 3) * 0.08) * variation
}

export function seasonFactor(season: Season, rooms: number): number {
  switch (season) {
    case 'low':
      return 1
    case 'mid':
      return 1.3
    case 'high':
      return 2
    case 'peak':
      return 2.6 + 0.09 * (rooms - 1)
  }
}

const roundTo10 = (chf: number) => Math.round(chf / 10) * 10
const floorTo10 = (chf: number) => Math.floor(chf / 10) * 10

/**
 * The price grid of one weekly rental, from the Saturday on or before `today`, one row per week.
 * A rental `withOffers` (a minority, as at a real agency: see the seed) has about 5% of its weeks
 * (mostly low and mid season) as special offers 15–30% cheaper, one of them always within the next
 * 8 weeks; the others have none.
 */
export function buildPriceWeeks(
  location: { numberOfRooms: number; type: PropertyType; comfortClass: number },
  today: string,
  seed: number,
  withOffers: boolean,
): PriceWeekSeed[] {
  const rng = createRng(seed)
  const variation = rng.float(0.94, 1.08)
  const low = lowSeasonPrice(location.numberOfRooms, location.type, location.comfortClass, variation)
  const first = saturdayOnOrBefore(today)
  const weeks: PriceWeekSeed[] = []
  for (let i = 0; i < GRID_WEEKS; i++) {
    const startDate = addDays(first, i * 7)
    const season = seasonOf(startDate)
    const price = roundTo10(low * seasonFactor(season, location.numberOfRooms))
    const offerChance = season === 'low' ? 0.075 : season === 'mid' ? 0.06 : season === 'high' ? 0.015 : 0
    const specialPrice = withOffers && rng.chance(offerChance) ? floorTo10(price * (1 - rng.float(0.15, 0.28))) : null
    weeks.push({ startDate, endDate: addDays(startDate, 7), season, price: price * 100, specialPrice: specialPrice === null ? null : specialPrice * 100 })
  }
  if (withOffers && !weeks.slice(1, 9).some((w) => w.specialPrice !== null)) {
    const soon = weeks.slice(1, 9)
    const candidates = soon.filter((w) => w.season === 'low' || w.season === 'mid')
    const pool = candidates.length > 0 ? candidates : soon.filter((w) => w.season !== 'peak').length > 0 ? soon.filter((w) => w.season !== 'peak') : soon
    const week = rng.pick(pool)
    week.specialPrice = floorTo10((week.price / 100) * (1 - rng.float(0.15, 0.28))) * 100
  }
  return weeks
}

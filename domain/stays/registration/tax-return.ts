/**
 * The month's tourist-tax return (docs/decisions/055): per rental, the nights spent in the month by
 * band (adult, child 6–15, free under 6) and the tax they owe at the rate of each night. A stay that
 * crosses the month's start or end counts only its nights inside the month (a night is the date it
 * begins: arrival to the day before departure). Counted from the booked party, not from the
 * travellers, so the return stays right after the register is erased. Pure.
 */
import { addDays, daysBetween, earlier, later } from '../../booking/rules/calendar'
import { TOURIST_TAX_RATES, type TouristTaxRate } from '../../booking/rules/tourist-tax'
import { type AgeBand, bandsOfParty, type Party, rateOn } from './party'

export type TaxedStay = { locationId: number; reference: string; rental: string; arrival: string; departure: string; party: Party }

export type TaxReturnRow = {
  locationId: number
  reference: string
  rental: string
  /** Stays with at least one night in the month. */
  stays: number
  /** Nights of the rental occupied in the month. */
  nights: number
  /** Guest nights by band. */
  guestNights: Record<AgeBand, number>
  /** Centimes owed for the month's nights. */
  tax: number
}

/** The month's first day and the next month's, for 'YYYY-MM'. */
export function monthBounds(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number)
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`
  return { from: `${month}-01`, to: `${next}-01` }
}

export const isMonth = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value)

export function taxReturn(stays: readonly TaxedStay[], month: string, rates: readonly TouristTaxRate[] = TOURIST_TAX_RATES): TaxReturnRow[] {
  const { from, to } = monthBounds(month)
  const rows = new Map<number, TaxReturnRow>()
  for (const stay of stays) {
    const start = later(stay.arrival, from)
    const end = earlier(stay.departure, to)
    const nights = daysBetween(start, end)
    if (nights <= 0) continue
    const row = rows.get(stay.locationId) ?? { locationId: stay.locationId, reference: stay.reference, rental: stay.rental, stays: 0, nights: 0, guestNights: { adult: 0, child: 0, free: 0 }, tax: 0 }
    row.stays += 1
    row.nights += nights
    for (let night = start; night < end; night = addDays(night, 1)) {
      const bands = bandsOfParty(stay.party, night, rates)
      const rate = rateOn(night, rates)
      row.guestNights.adult += bands.adult
      row.guestNights.child += bands.child
      row.guestNights.free += bands.free
      row.tax += bands.adult * rate.adultPerNight + bands.child * rate.childPerNight
    }
    rows.set(stay.locationId, row)
  }
  return [...rows.values()].sort((a, b) => a.reference.localeCompare(b.reference))
}

/**
 * The stay prices of one page of a list (`listStayPrice`) and the rent of its period, in ONE query
 * whatever the number of cards: the price weeks of the page's rentals around the period, each with
 * `bookableWeek` and its rental's capacity, included items and stay rules (the columns the stay
 * quote reads, as `findQuotedRental` and `stayWeeks` give them to the booking box's quote).
 */
import { and, asc, gte, inArray, lt, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { locations, priceWeeks } from '../../db/schema'
import type { StayWeek } from '../booking/rules/rent'
import { TOURIST_TAX_RATES } from '../booking/rules/tourist-tax'
import { bookableWeek } from './availability.repository.server'
import { listStayPrice, type ListStayPrice, type ListStayRental } from './list-stay-price'
import { chargedPrice } from './pricing'
import { addDays } from './period'
import type { Included } from './types'

export type PeriodPrices = {
  /** The rent of the period's weeks, by rental (GET /api/locations' `periodTotal`); absent: no priced week. */
  periodTotals: Map<number, number>
  /** The stay's price for the card, by rental; absent: the rules refuse that stay there. */
  stays: Map<number, ListStayPrice>
}

/**
 * The period's prices for the given rentals. `weeks`: the period's week starts (its checked
 * period); `persons`: the search's guests, or null.
 */
export async function periodPricesOf(
  db: Db,
  ids: readonly number[],
  period: { from: string; to: string; weeks: readonly string[] },
  persons: number | null,
  today: string,
): Promise<PeriodPrices> {
  const periodTotals = new Map<number, number>()
  const stays = new Map<number, ListStayPrice>()
  if (ids.length === 0) return { periodTotals, stays }
  // From six days before the arrival: a rental whose rules let a stay begin inside a price week sleeps its first nights in it.
  const rows = await db
    .select({
      locationId: priceWeeks.locationId,
      startDate: priceWeeks.startDate,
      endDate: priceWeeks.endDate,
      price: priceWeeks.price,
      specialPrice: priceWeeks.specialPrice,
      available: sql<boolean>`${bookableWeek(today)}`,
      persons: locations.persons,
      included: locations.included,
      stayRules: locations.stayRules,
    })
    .from(priceWeeks)
    .innerJoin(locations, eq(locations.id, priceWeeks.locationId))
    .where(and(inArray(priceWeeks.locationId, [...ids]), gte(priceWeeks.startDate, addDays(period.from, -6)), lt(priceWeeks.startDate, period.to)))
    .orderBy(asc(priceWeeks.locationId), asc(priceWeeks.startDate))
  const byRental = new Map<number, { rental: ListStayRental; weeks: StayWeek[] }>()
  const starts = new Set(period.weeks)
  for (const row of rows) {
    const entry = byRental.get(row.locationId) ?? {
      rental: { persons: row.persons, included: row.included as Included | null, stayRules: row.stayRules },
      weeks: [],
    }
    entry.weeks.push({ startDate: row.startDate, endDate: row.endDate, price: row.price, specialPrice: row.specialPrice, available: row.available })
    byRental.set(row.locationId, entry)
    if (starts.has(row.startDate)) periodTotals.set(row.locationId, (periodTotals.get(row.locationId) ?? 0) + chargedPrice(row))
  }
  for (const [id, { rental, weeks }] of byRental) {
    const stay = listStayPrice({ rental, period, weeks, persons, touristTaxRates: TOURIST_TAX_RATES })
    if (stay) stays.set(id, stay)
  }
  return { periodTotals, stays }
}

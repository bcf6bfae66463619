/**
 * What a search for a period that finds nothing offers instead: the nearby weeks (`nearbyPeriods`,
 * ±2 weeks, same length of stay) with how many rentals each finds with the same criteria (one query),
 * and a few of the rentals free on the nearest of them, with that stay's price (one page of the list:
 * a few queries). Bounded whatever the catalogue's size.
 */
import type { Db } from '../../db/client.server'
import type { Locale } from '../i18n/locales'
import { countForPeriods, listLocationsPage } from './locations.repository.server'
import { nearbyPeriods, nearestFound, type NearbyStays } from './nearby-weeks'
import type { LocationFilter } from './query'

/** The nearby weeks of the filter's period; null when the filter has no period. */
export async function nearbyStays(
  db: Db,
  filter: LocationFilter,
  locale: Locale,
  today: string,
  options: { firstArrival: string; limit?: number },
): Promise<NearbyStays | null> {
  if (!filter.period) return null
  const periods = nearbyPeriods(filter.period, options.firstArrival)
  const counts = await countForPeriods(db, filter, periods, today)
  const weeks = periods.map((p, i) => ({ from: p.from, to: p.to, offsetWeeks: p.offsetWeeks, count: counts[i] ?? 0 }))
  const nearest = nearestFound(weeks)
  if (!nearest) return { weeks, similar: null }
  const period = periods.find((p) => p.from === nearest.from)
  if (!period) return { weeks, similar: null }
  const { items, stays } = await listLocationsPage(db, { ...filter, period }, locale, today, { number: 1, size: options.limit ?? 3 })
  return {
    weeks,
    similar: { from: period.from, to: period.to, items: items.map((item) => ({ ...item, stay: stays[item.id] ?? null })) },
  }
}

import type { PriceWeekView } from '../../domain/catalogue/types'

/**
 * The first run of `count` consecutive available weeks of a rental (the demo data books about a
 * third of them), or [] when it has none.
 */
export function freeRun<T extends Pick<PriceWeekView, 'available' | 'startDate' | 'endDate'>>(weeks: readonly T[], count: number): T[] {
  for (let i = 0; i + count <= weeks.length; i++) {
    const run = weeks.slice(i, i + count)
    if (run.every((w, j) => w.available && (j === 0 || w.startDate === run[j - 1].endDate))) return run
  }
  return []
}

// Times the catalogue's repository calls on a data directory (DATA_DIR), without HTTP: what each costs.
import { openDatabase } from '../../db/client.server'
import { listLocations, listLocationsPage, locationFacets, priceGrid } from '../../domain/catalogue/locations.repository.server'
import { todayInResort } from '../../domain/catalogue/availability.repository.server'
import { searchSite } from '../../domain/search/search.repository.server'
import { DEFAULT_SORT } from '../../domain/catalogue/sort'

const database = await openDatabase({ dataDir: process.env.DATA_DIR ?? './data' })
const db = database.db
const today = todayInResort()
const sat = (w: number) => {
  const d = new Date()
  d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7 || 7) + w * 7)
  return d.toISOString().slice(0, 10)
}
const { checkPeriod } = await import('../../domain/catalogue/period')
const period = checkPeriod(sat(8), sat(9))
const calls: Array<[string, () => Promise<unknown>]> = [
  ['list', () => listLocationsPage(db, { kind: 'weekly', sort: DEFAULT_SORT, special: false }, 'fr', today, { number: 1, size: 12 })],
  //['list all', () => listLocations(db, { kind: 'weekly', sort: DEFAULT_SORT, special: false }, 'fr', today)],
  ['facets', () => locationFacets(db, 'weekly', 'fr')],
  ['filters', () => listLocationsPage(db, { kind: 'weekly', sort: DEFAULT_SORT, special: false, comfortClass: 3, persons: 4, minPrice: 100000, maxPrice: 500000 }, 'fr', today, { number: 1, size: 12 })],
  ['period', () => listLocationsPage(db, { kind: 'weekly', sort: DEFAULT_SORT, special: false, persons: 2, period: period.ok ? period : undefined } as never, 'fr', today, { number: 1, size: 12 })],
  ['grid', () => priceGrid(db, { from: today, weeks: 12 }, 'fr', today, { offset: 0, limit: 10 })],
  ['search fr', () => searchSite(db, { q: 'chalet', locale: 'fr' })],
  ['search en', () => searchSite(db, { q: 'chalet', locale: 'en' })],
]
for (const [name, call] of calls) {
  const times: number[] = []
  for (let i = 0; i < 5; i++) {
    const t = performance.now()
    await call()
    times.push(performance.now() - t)
  }
  console.log(name.padEnd(10), times.map((t) => t.toFixed(0)).join(' '))
}
await database.close()

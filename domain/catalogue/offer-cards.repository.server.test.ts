import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase, type Database } from '../../db/client.server'
import { images, locations, priceWeeks, sales } from '../../db/schema'
import { offerCards } from './offer-cards.repository.server'

/** The pictures and list prices of search results, on the embedded database with the committed migrations. */

let dataDir: string
let database: Database
const ids = { weekly: 0, annual: 0, sale: 0, draft: 0, bare: 0 }
const TODAY = '2026-12-01'
const place = { place: 'crans', latitude: 46.31, longitude: 7.48, surface: 80, livingSpace: 70, persons: 4 }

function picture(zone: 'location' | 'sale', ownerId: number, position: number, caption: string) {
  const format = { url: `/media/${zone}/${ownerId}-${position}.webp`, width: 800, height: 600, mime: 'image/webp' }
  return {
    zone,
    ownerId,
    position,
    folder: zone,
    fileName: `${ownerId}-${position}`,
    extension: 'webp',
    hash: `h${ownerId}${position}`,
    width: 800,
    height: 600,
    formats: { medium: format },
    caption: { fr: caption, en: `${caption} (en)` },
  }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offer-cards-test-'))
  database = await openDatabase({ dataDir })
  const { db } = database
  const [weekly, annual, bare] = await db
    .insert(locations)
    .values([
      { kind: 'weekly', reference: 'O-1', type: 'chalet', numberOfRooms: 4, ...place },
      { kind: 'annual', reference: 'O-2', type: 'apartment', numberOfRooms: 3, monthlyRent: 250_000, ...place },
      { kind: 'weekly', reference: 'O-3', type: 'studio', numberOfRooms: 1, ...place },
    ])
    .returning({ id: locations.id })
  const [sale, draft] = await db
    .insert(sales)
    .values([
      { reference: 'V-1', type: 'chalet', place: 'crans', numberOfRooms: 6, surface: 200, livingSpace: 180, price: 320_000_000, latitude: 46.31, longitude: 7.48 },
      { reference: 'V-2', type: 'chalet', place: 'crans', numberOfRooms: 6, surface: 200, livingSpace: 180, price: 1, latitude: 46.31, longitude: 7.48, status: 1 },
    ])
    .returning({ id: sales.id })
  Object.assign(ids, { weekly: weekly!.id, annual: annual!.id, bare: bare!.id, sale: sale!.id, draft: draft!.id })
  await db.insert(priceWeeks).values([
    { locationId: ids.weekly, startDate: '2026-11-21', endDate: '2026-11-28', season: 'low', price: 90_000 },
    { locationId: ids.weekly, startDate: '2026-12-05', endDate: '2026-12-12', season: 'mid', price: 150_000, specialPrice: 130_000 },
    { locationId: ids.weekly, startDate: '2026-12-12', endDate: '2026-12-19', season: 'high', price: 210_000 },
  ])
  await db.insert(images).values([
    picture('location', ids.weekly, 1, 'Le salon'),
    picture('location', ids.weekly, 0, 'Le chalet'),
    picture('sale', ids.sale, 0, 'La façade'),
  ])
}, 120_000)

afterAll(async () => {
  await database?.close()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('offerCards', () => {
  it('gives each offer its first picture and the price its list shows, in one query', async () => {
    const execute = vi.spyOn(database.db, 'execute')
    const cards = await offerCards(
      database.db,
      [
        { kind: 'location', id: ids.weekly },
        { kind: 'location', id: ids.annual },
        { kind: 'location', id: ids.bare },
        { kind: 'sale', id: ids.sale },
        { kind: 'sale', id: ids.draft },
      ],
      'en',
      TODAY,
    )
    expect(execute).toHaveBeenCalledTimes(1)
    execute.mockRestore()

    const weekly = cards.get(`location-${ids.weekly}`)
    // The lowest upcoming week (the past one at 900.– does not count), and its special price.
    expect(weekly).toMatchObject({ price: 150_000, specialPrice: 130_000, per: 'week', from: true })
    expect(weekly?.image).toMatchObject({ caption: 'Le chalet (en)', formats: { medium: { width: 800, height: 600 } } })
    expect(cards.get(`location-${ids.annual}`)).toEqual({ image: null, price: 250_000, specialPrice: null, per: 'month', from: false })
    expect(cards.get(`location-${ids.bare}`)).toMatchObject({ price: null, per: 'week' })
    expect(cards.get(`sale-${ids.sale}`)).toMatchObject({ price: 320_000_000, per: null, from: false, image: { caption: 'La façade (en)' } })
    expect(cards.has(`sale-${ids.draft}`)).toBe(false)
  })

  it('asks nothing for no offers', async () => {
    const execute = vi.spyOn(database.db, 'execute')
    expect((await offerCards(database.db, [], 'fr', TODAY)).size).toBe(0)
    expect(execute).not.toHaveBeenCalled()
    execute.mockRestore()
  })
})

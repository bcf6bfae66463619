import fs from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingDatabases, newWeeklyRental } from './fixtures.test-data'
import { RENTAL_CONTEXT_MODEL, RENTAL_PRICING } from './rental-product'
import type { Database } from '../../db/client.server'
import { locations, locationTranslations, productCategories, products } from '../../db/schema'
import { createRentalProducts } from './rental-products.server'

/**
 * The weekly rentals' products: migration 0010 gives them to a database seeded before (and its SQL
 * carries the same context model as the seed), and running either twice changes nothing.
 */

const migration = fs.readFileSync(path.resolve(import.meta.dirname, '../../db/migrations/0010_rental_products.sql'), 'utf8')

let database: Database
let close: () => Promise<void>

beforeAll(async () => {
  const opened = await bookingDatabases('rental_products')
  database = opened.all[0] as Database
  close = opened.close
  await database.db.insert(productCategories).values({ code: 'rental', label: { fr: 'Location', en: 'Rental' } })
}, 120_000)
afterAll(async () => {
  await close?.()
})

async function weekly(title: string): Promise<number> {
  const id = await newWeeklyRental(database.db)
  await database.db.insert(locationTranslations).values([
    { locationId: id, locale: 'fr', title, slug: 's' },
    { locationId: id, locale: 'en', title: `${title} EN`, slug: 's' },
  ])
  return id
}

describe('the rental products', () => {
  it('writes the same context model in the migration as in the seed', () => {
    const literal = /'(\{"code":"rental".*?)'::jsonb/.exec(migration)?.[1] as string
    expect(JSON.parse(literal.replace(/''/g, "'"))).toEqual(RENTAL_CONTEXT_MODEL)
  })

  it('gives each weekly location without one its product, once, by the migration or the seed', async () => {
    const byMigration = await weekly('Chalet Ancien')
    for (const statement of migration.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement))
    const bySeed = await weekly('Chalet Neuf')
    await createRentalProducts(database.db)
    await createRentalProducts(database.db)
    for (const id of [byMigration, bySeed]) {
      const [row] = await database.db
        .select({ reference: locations.reference, product: products })
        .from(locations)
        .innerJoin(products, eq(products.id, locations.productId))
        .where(eq(locations.id, id))
      expect(row.product).toMatchObject({ reference: row.reference, vatKind: 'accommodation', pricing: RENTAL_PRICING, contextModel: RENTAL_CONTEXT_MODEL })
    }
    const [old] = await database.db.select({ title: products.title }).from(products).innerJoin(locations, eq(locations.productId, products.id)).where(eq(locations.id, byMigration))
    expect(old.title).toEqual({ fr: 'Chalet Ancien', en: 'Chalet Ancien EN' })
    expect((await database.db.select().from(products)).length).toBe(2)
  })
})

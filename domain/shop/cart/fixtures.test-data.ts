/** What the cart's unit tests build instead of a request: deps and visitors. */
import type { Database, Db } from '../../../db/client.server'
import { productCategories, products } from '../../../db/schema'
import { bookingDatabases } from '../../booking/fixtures.test-data'
import type { CartDeps, CartVisitor } from './deps'
import type { CartOutcome } from './outcome'
import { hashCartToken } from './session.server'

/** Deps over a test database; no address is ever suggested (the tests' contexts have no fullAddress field). */
export function testCartDeps(db: Db, now: () => Date = () => new Date()): CartDeps {
  return { db, address: { suggest: async () => [] }, now }
}

/** A visitor without a cart cookie, signed out, from `clientAddress`. */
export function newVisitor(clientAddress = '203.0.113.1'): CartVisitor {
  return { session: null, userId: null, clientAddress }
}

/** The visitor who now holds the cart `outcome` created (the cookie the server would have set). */
export function holderOf(outcome: CartOutcome, visitor: CartVisitor): CartVisitor {
  if (!outcome.ok || !outcome.newCartToken) throw new Error('expected a new cart')
  return { ...visitor, session: hashCartToken(outcome.newCartToken) }
}

/**
 * A database of a test's own: PGlite in a temporary folder, or a fresh database on TEST_DATABASE_URL
 * (the booking tests' helper: one implementation for every test that needs one).
 */
export async function cartDatabase(prefix: string) {
  const { all, close } = await bookingDatabases(prefix)
  return { database: all[0] as Database, close }
}

/**
 * A transfer sold by the person, CHF 50.00 each (a `service`, standard VAT), whose context asks the
 * number of people, plus `fields` when given. Answers its product id.
 */
export async function insertTransfer(db: Db, fields: unknown[] = []): Promise<number> {
  const [category] = await db.insert(productCategories).values({ code: 'service', label: { fr: 'Service', en: 'Service' } }).returning()
  const people = { name: 'people', type: 'select', label: { fr: 'Personnes' }, rules: [{ kind: 'required' }], min: 1, max: 8 }
  const [product] = await db
    .insert(products)
    .values({
      categoryId: category.id,
      reference: 'T-1',
      type: 'service',
      title: { fr: 'Transfert' },
      basePrice: 5_000,
      contextModel: { code: 'transfer', title: { fr: 'Transfert' }, bulk: false, carried: [], fields: [people, ...fields] },
      pricing: { kind: 'perUnit', units: ['people'] },
    })
    .returning()
  return product.id
}

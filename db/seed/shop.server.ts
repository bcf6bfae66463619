import { sql } from 'drizzle-orm'
import type { Db } from '../client.server'
import { reductionCodes } from '../schema'
import { buildReductionCodes } from './data/reduction-codes'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The seed refuses to run: it would destroy orders that are not demo data. */
export class SeedRefusedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SeedRefusedError'
  }
}

/**
 * The seed empties `products` (TRUNCATE … CASCADE), which would silently empty `order_items` too,
 * paid orders included. So, before it does:
 * - orders that are not carts (status 2 paid, 3 deposit paid, 4 cancelled) make it refuse, with a
 *   message saying why: those are customers' records, never demo data; the demo seed's own orders
 *   (`demo`) are deleted, with their payments, and made again;
 * - open carts (status 1) are deleted on purpose, with their items, contacts of their own and the
 *   reduction-code uses they held, and the number deleted is logged: their items would point to
 *   products that no longer exist.
 */
export async function clearCartsBeforeSeed(tx: Tx, log: (message: string) => void): Promise<void> {
  const result = (await tx.execute(
    sql`select count(*) filter (where status <> 1 and not demo) as kept, count(*) filter (where status = 1 and not demo) as carts from orders`,
  )) as unknown as { rows: Array<{ kept: number | string; carts: number | string }> }
  const kept = Number(result.rows[0]?.kept ?? 0)
  const carts = Number(result.rows[0]?.carts ?? 0)
  if (kept > 0) {
    throw new SeedRefusedError(
      `Refusing to seed: this database holds ${kept} paid, deposit-paid or cancelled order(s), whose items the seed ` +
        'would delete with the products. The demo seed is for a fresh database: use another DATA_DIR or DATABASE_URL.',
    )
  }
  await clearDemoOrders(tx)
  if (carts === 0) return
  await tx.execute(sql`
    with gone as (delete from orders where status = 1 returning shipping_contact_id)
    delete from shipping_contacts
     where id in (select shipping_contact_id from gone where shipping_contact_id is not null)
       and id not in (select contact_id from users where contact_id is not null)`)
  await tx.execute(sql`update reduction_codes set used_count = 0`)
  log(`seed: ${carts} open cart(s) deleted with their items (their products are seeded again)`)
}

/** The demo seed's own orders, with their payments and contacts: the new seed makes new ones. */
async function clearDemoOrders(tx: Tx): Promise<void> {
  await tx.execute(sql`delete from payments where order_id in (select id from orders where demo)`)
  await tx.execute(sql`
    with gone as (delete from orders where demo returning shipping_contact_id)
    delete from shipping_contacts where id in (select shipping_contact_id from gone where shipping_contact_id is not null)`)
}

/** Inserts the demo reduction codes, or brings them back to their demo terms (uses are kept). */
export async function seedReductionCodes(tx: Tx, today: string): Promise<void> {
  for (const code of buildReductionCodes(today)) {
    const { code: _code, ...terms } = code
    await tx
      .insert(reductionCodes)
      .values(code)
      .onConflictDoUpdate({ target: reductionCodes.code, set: { ...terms, updatedAt: sql`now()` } })
  }
}

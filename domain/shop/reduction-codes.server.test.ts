import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.server'
import { sql } from 'drizzle-orm'
import { orders, reductionCodes, users } from '../../db/schema'
import { bookingDatabases } from '../booking/fixtures.test-data'
import { auditEntries } from '../staff/audit.server'
import { deactivateReductionCode, listReductionCodes, saveReductionCode } from './reduction-codes.server'

/** Reduction codes in the back office, on a database of their own, on a day chosen by the test. */

let database: Database
/** On PostgreSQL, a second pool: another server process. */
let other: Database | undefined
let close: () => Promise<void>

beforeAll(async () => {
  const opened = await bookingDatabases('shop_codes', 2)
  database = opened.all[0]!
  other = opened.all[1]
  close = opened.close
}, 60_000)
afterAll(async () => {
  await close?.()
})

const now = () => new Date('2026-12-10T11:00:00Z')

describe('reduction codes in the back office', () => {
  it('counts the orders past the cart that used a code, and a deactivated code ends yesterday, audited', async () => {
    const { db } = database
    const [member] = await db.insert(users).values({ username: `staff-${process.pid}@example.ch`, passwordHash: 'x', firstName: 'Anna', lastName: 'Rey' }).returning({ id: users.id })
    const staff = { id: member.id, name: 'Anna Rey' }
    const deps = { db, now }
    const saved = await saveReductionCode(deps, staff, null, { code: 'NOEL', kind: 'percent', value: 1000, validFrom: '2026-12-15', validTo: null, usageLimit: null, minimumTotal: null }, 'en')
    if (!saved.ok) throw new Error('not saved')
    // A cart (1) is only a wish; paid (2), deposit paid (3) and cancelled (4) orders used the code.
    for (const [i, status] of [1, 1, 2, 3, 4].entries()) await db.insert(orders).values({ number: `9${process.pid}${i}`, status, reductionCodeId: saved.id })
    expect(await listReductionCodes(deps)).toMatchObject([{ code: 'NOEL', orders: 3, state: 'notYetValid' }])

    await deactivateReductionCode(deps, staff, saved.id)
    expect(await listReductionCodes(deps)).toMatchObject([{ code: 'NOEL', validFrom: '2026-12-09', validTo: '2026-12-09', state: 'expired' }])
    const entries = await auditEntries(db, { entity: 'reduction_code', entityId: saved.id })
    expect(entries.map((e) => e.action)).toEqual(['deactivate', 'create'])
    expect(entries[0]).toMatchObject({ staffName: 'Anna Rey', before: { validFrom: '2026-12-15', validTo: null }, after: { validTo: '2026-12-09' } })
  })

  it.runIf(process.env.TEST_DATABASE_URL)('answers “code taken” when another member’s creation of the same code commits first', async () => {
    const { db } = database
    const [member] = await db.insert(users).values({ username: `race-${process.pid}@example.ch`, passwordHash: 'x', firstName: 'Léa', lastName: 'Rey' }).returning({ id: users.id })
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let inserted = () => {}
    const insertedFirst = new Promise<void>((resolve) => (inserted = resolve))
    // Another process inserts RACE and keeps its transaction open: our check does not see the row yet.
    const first = other!.db.transaction(async (tx) => {
      await tx.insert(reductionCodes).values({ code: 'RACE', kind: 'percent', value: 500 })
      inserted()
      await held
    })
    await insertedFirst
    const saving = saveReductionCode({ db, now }, { id: member.id, name: 'Léa Rey' }, null, { code: 'RACE', kind: 'fixed', value: 1000, validFrom: null, validTo: null, usageLimit: null, minimumTotal: null }, 'en')
    // Until our insert waits on the unique index (bounded: 5 s).
    for (let i = 0; i < 100; i++) {
      const result = await db.execute(sql`select count(*)::int as waiting from pg_locks where not granted`)
      const [{ waiting }] = (result as unknown as { rows: { waiting: number }[] }).rows
      if (waiting > 0) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    release()
    await first
    expect(await saving).toMatchObject({ ok: false, errors: { code: { code: 'codeTaken', message: 'This code already exists.' } } })
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../../db/client.server'
import { orders, reductionCodes } from '../../../db/schema'
import { addItem } from './add-item.server'
import { applyReduction } from './apply-reduction.server'
import type { CartDeps, CartVisitor } from './deps'
import { holderOf, insertTransfer, newVisitor, testCartDeps } from './fixtures.test-data'
import type { CartOutcome } from './outcome'
import { giveBackReductionUse, takeReductionUse } from './reduction-uses.server'
import { newDataDir } from '../../../tests/support/templates'

/**
 * Uses of a reduction code: taken at payment, given back at refund, never beyond the limit, and never
 * by attaching a code to a cart (docs/decisions/011).
 */

let database: Database
let deps: CartDeps
let productId: number

async function newCode(code: string, usageLimit: number | null, usedCount = 0): Promise<number> {
  const [row] = await database.db.insert(reductionCodes).values({ code, kind: 'percent', value: 1000, usageLimit, usedCount }).returning()
  return row.id
}

async function usedCount(id: number): Promise<number> {
  const [row] = await database.db.select({ usedCount: reductionCodes.usedCount }).from(reductionCodes).where(eq(reductionCodes.id, id))
  return row.usedCount
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: newDataDir('reduction-uses-test', 'migrated') })
  const { db } = database
  productId = await insertTransfer(db)
  deps = testCartDeps(db)
}, 120_000)
afterAll(async () => {
  await database?.close()
})

describe('takeReductionUse and giveBackReductionUse', () => {
  it('give exactly the uses left to concurrent payments', async () => {
    const id = await newCode('RACE3', 3)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => database.db.transaction((tx) => takeReductionUse(tx, { reductionCodeId: id }))),
    )
    expect(answers.filter((a) => a === 'taken')).toHaveLength(3)
    expect(answers.filter((a) => a === 'exhausted')).toHaveLength(17)
    expect(await usedCount(id)).toBe(3)
  })
  it('give a use back at a refund, never below zero, and it can be taken again', async () => {
    const id = await newCode('REFUND1', 1, 1)
    expect(await takeReductionUse(database.db, { reductionCodeId: id })).toBe('exhausted')
    await giveBackReductionUse(database.db, { reductionCodeId: id })
    expect(await usedCount(id)).toBe(0)
    await giveBackReductionUse(database.db, { reductionCodeId: id })
    expect(await usedCount(id)).toBe(0)
    expect(await takeReductionUse(database.db, { reductionCodeId: id })).toBe('taken')
    expect(await usedCount(id)).toBe(1)
  })
  it('count the uses of a code without a limit, and do nothing for an order without a code', async () => {
    const id = await newCode('OPEN', null, 41)
    expect(await takeReductionUse(database.db, { reductionCodeId: id })).toBe('taken')
    expect(await usedCount(id)).toBe(42)
    expect(await takeReductionUse(database.db, { reductionCodeId: null })).toBe('none')
    await giveBackReductionUse(database.db, { reductionCodeId: null })
  })
})

describe('attaching a code to a cart', () => {
  let seq = 0
  /** A visitor's fresh cart with one item, from an address of its own. */
  async function cartOfNewVisitor(): Promise<CartVisitor> {
    seq++
    const visitor = newVisitor(`10.70.${Math.floor(seq / 250)}.${(seq % 250) + 1}`)
    return holderOf(await addItem(deps, visitor, { productId, entries: [{ people: 1 }], locale: 'fr' }), visitor)
  }
  const reductionOf = (outcome: CartOutcome) => (outcome.ok ? outcome.cart.reduction : null)

  it('takes no use: 203 carts attach a 200-use code and its count is unchanged', async () => {
    const id = await newCode('MANY200', 200)
    const outcomes: CartOutcome[] = []
    for (let i = 0; i < 203; i++) outcomes.push(await applyReduction(deps, await cartOfNewVisitor(), { code: 'MANY200', locale: 'fr' }))
    expect(outcomes.every((o) => o.ok && o.cart.reductionCode?.applicable === true)).toBe(true)
    expect(outcomes.map(reductionOf).every((r) => r === 500)).toBe(true)
    expect(await usedCount(id)).toBe(0)
  }, 60_000)
  it('refuses a code whose uses were all taken by payments, with its message', async () => {
    const id = await newCode('PAIDOUT', 2, 2)
    const refused = await applyReduction(deps, await cartOfNewVisitor(), { code: 'paidout', locale: 'en' })
    expect(refused).toMatchObject({ ok: false, status: 400, code: 'reduction_exhausted', message: 'The reduction code PAIDOUT has reached its usage limit' })
    expect(await usedCount(id)).toBe(2)
  })
  it('stops giving the reduction in a cart once payments took the last use', async () => {
    const id = await newCode('LASTONE', 1)
    const visitor = await cartOfNewVisitor()
    expect(reductionOf(await applyReduction(deps, visitor, { code: 'LASTONE', locale: 'fr' }))).toBe(500)
    expect(await takeReductionUse(database.db, { reductionCodeId: id })).toBe('taken')
    const later = await addItem(deps, visitor, { productId, entries: [{ people: 1 }], locale: 'en' })
    expect(later.ok && later.cart.reduction).toBe(0)
    expect(later.ok && later.cart.reductionCode).toMatchObject({ code: 'LASTONE', applicable: false, message: 'The reduction code LASTONE has reached its usage limit' })
  })
})

describe('the migration to uses taken at payment', () => {
  it('counts the paid and deposit-paid orders of each code, and gives back the uses held by carts', async () => {
    const id = await newCode('MIGRATED', 10, 7)
    const other = await newCode('UNTOUCHED', 10, 3)
    for (const status of [1, 1, 2, 3, 3, 4]) {
      await database.db.insert(orders).values({ number: `9${status}${Math.random().toString().slice(2, 12)}`, status, reductionCodeId: id })
    }
    const file = path.join(import.meta.dirname, '../../../db/migrations/0005_reduction_uses_at_payment.sql')
    await database.db.execute(sql.raw(fs.readFileSync(file, 'utf8')))
    expect(await usedCount(id)).toBe(3)
    expect(await usedCount(other)).toBe(0)
  })
})

/** Payments on several server processes at once (TEST_DATABASE_URL only). */
describe.runIf(process.env.TEST_DATABASE_URL)('takeReductionUse on PostgreSQL', () => {
  const base = process.env.TEST_DATABASE_URL ?? ''
  const name = `uses_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const opened: Database[] = []

  async function admin(statement: string) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: base })
    await client.connect()
    await client.query(statement)
    await client.end()
  }

  beforeAll(async () => {
    await admin(`create database ${name}`)
    const url = new URL(base)
    url.pathname = `/${name}`
    for (let i = 0; i < 2; i++) opened.push(await openDatabase({ url: url.toString(), dataDir: os.tmpdir(), poolSize: 8 }))
  }, 120_000)
  afterAll(async () => {
    for (const each of opened) await each.close()
    await admin(`drop database if exists ${name} with (force)`)
  })

  it('gives exactly 3 of 20 concurrent takes from two pools on a 3-use code', async () => {
    const [row] = await opened[0].db.insert(reductionCodes).values({ code: 'PGRACE', kind: 'fixed', value: 500, usageLimit: 3 }).returning()
    const order = { reductionCodeId: row.id }
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => opened[i % 2].db.transaction((tx) => takeReductionUse(tx, order))),
    )
    expect(answers.filter((a) => a === 'taken')).toHaveLength(3)
    const [after] = await opened[1].db.select().from(reductionCodes).where(eq(reductionCodes.id, row.id))
    expect(after.usedCount).toBe(3)
    await Promise.all(Array.from({ length: 5 }, (_, i) => opened[i % 2].db.transaction((tx) => giveBackReductionUse(tx, order))))
    const [back] = await opened[0].db.select().from(reductionCodes).where(eq(reductionCodes.id, row.id))
    expect(back.usedCount).toBe(0)
  })
})

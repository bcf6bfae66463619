/**
 * What the booking tests share: a database of their own (PGlite in a temporary folder, or a fresh
 * database on TEST_DATABASE_URL, where concurrent transactions really run in parallel), weekly
 * rentals with a price grid, and orders with items to hold periods for.
 */
import os from 'node:os'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { type Database, openDatabase } from '../../db/client.server'
import { bookings, locations, orderItems, orders, priceWeeks, productCategories, products, users } from '../../db/schema'
import type { Db } from '../../db/client.server'
import { newDataDir } from '../../tests/support/templates'
import { addDays } from './rules/calendar'

async function admin(base: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: base })
  await client.connect()
  await client.query(statement)
  await client.end()
}

/**
 * Waits (5 s at most) until the pools' connections are gone: a pool's `end` resolves before its
 * sockets close, and a connection cut by the forced drop would be an error with no one to catch it.
 */
async function disconnected(base: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: base })
  await client.connect()
  try {
    for (let i = 0; i < 50; i++) {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name])
      if (rows[0]?.n === 0) return
      await new Promise((r) => setTimeout(r, 100))
    }
  } finally {
    await client.end()
  }
}

/**
 * PGlite, or `pools` pools on one fresh database of TEST_DATABASE_URL (two pools: two server
 * processes). `close` closes them all and drops the database.
 */
export async function bookingDatabases(prefix: string, pools = 1, base = process.env.TEST_DATABASE_URL): Promise<{ all: Database[]; close: () => Promise<void> }> {
  if (!base) {
    const opened = await openDatabase({ dataDir: newDataDir(`${prefix}-test`, 'migrated') })
    return { all: [opened], close: () => opened.close() }
  }
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  await admin(base, `create database ${name}`)
  const url = new URL(base)
  url.pathname = `/${name}`
  const all: Database[] = []
  for (let i = 0; i < pools; i++) all.push(await openDatabase({ url: url.toString(), dataDir: os.tmpdir(), poolSize: 8 }))
  return {
    all,
    close: async () => {
      for (const each of all) await each.close()
      await disconnected(base, name)
      await admin(base, `drop database if exists ${name} with (force)`)
    },
  }
}

/** The Saturday on or after a date. */
export function saturdayFrom(iso: string): string {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay()
  return addDays(iso, (6 - weekday + 7) % 7)
}

/** The Saturday `weeks` weeks after the first Saturday at least two weeks from now. */
export function saturdayIn(weeks: number): string {
  return addDays(saturdayFrom(addDays(new Date().toISOString().slice(0, 10), 14)), weeks * 7)
}

/** [arrival, arrival + weeks): whole weeks from a Saturday. */
export const weeksFrom = (arrival: string, weeks = 1) => ({ arrival, departure: addDays(arrival, weeks * 7) })

let rentals = 0

/** A published weekly rental with a price for each of the next 30 weeks from `saturdayIn(0)`; its id. */
export async function newWeeklyRental(db: Db, kind: 'weekly' | 'annual' = 'weekly'): Promise<number> {
  rentals++
  const [row] = await db
    .insert(locations)
    .values({
      kind,
      reference: `T-${process.pid}-${rentals}-${Math.random().toString(36).slice(2, 6)}`,
      type: 'apartment',
      place: 'Crans',
      numberOfRooms: 3,
      persons: 4,
      surface: 70,
      livingSpace: 65,
      latitude: 46.31,
      longitude: 7.48,
    })
    .returning({ id: locations.id })
  const id = row.id
  if (kind === 'weekly') {
    const first = saturdayIn(0)
    await db.insert(priceWeeks).values(
      Array.from({ length: 30 }, (_, i) => {
        const startDate = addDays(first, i * 7)
        return { locationId: id, startDate, endDate: addDays(startDate, 7), season: 'mid', price: 150_000 }
      }),
    )
  }
  return id
}

let productId: number | null = null
let orderCount = 0

/** An open cart with `count` rental items; their ids, and the order's. */
export async function newOrder(db: Db, count = 1): Promise<{ orderId: number; itemIds: number[] }> {
  if (productId === null) {
    const [category] = await db.insert(productCategories).values({ code: `rental-${process.pid}-${Math.random()}`, label: { fr: 'Location' } }).returning()
    const [product] = await db.insert(products).values({ categoryId: category.id, reference: `R-${process.pid}-${Math.random()}`, type: 'rental', title: { fr: 'Location' } }).returning()
    productId = product.id
  }
  orderCount++
  const [order] = await db.insert(orders).values({ number: `7${process.pid}${orderCount}${Math.random().toString().slice(2, 8)}` }).returning({ id: orders.id })
  const items = await db
    .insert(orderItems)
    .values(
      Array.from({ length: count }, () => ({
        orderId: order.id,
        productId: productId as number,
        reference: 'R',
        title: { fr: 'Location' },
        total: 150_000,
        totalExcludingTax: 144_509,
        vatRate: 380,
      })),
    )
    .returning({ id: orderItems.id })
  return { orderId: order.id, itemIds: items.map((i) => i.id) }
}

/** Moves a hold's end into the past, as if its minutes had gone by. */
export async function ageHold(db: Db, bookingId: number): Promise<void> {
  await db.update(bookings).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(bookings.id, bookingId))
}

/** The rows of a rental, oldest first. */
export async function rowsOf(db: Db, locationId: number) {
  return db.select().from(bookings).where(eq(bookings.locationId, locationId)).orderBy(bookings.id)
}

/** The live rows of a rental (what occupies its calendar now). */
export async function liveRowsOf(db: Db, locationId: number) {
  const rows = await rowsOf(db, locationId)
  const now = Date.now()
  return rows.filter((r) => r.status === 'confirmed' || r.status === 'blocked' || (r.status === 'hold' && (r.expiresAt as Date).getTime() > now))
}

/** A staff member, as the audit log names one: a user row and the name it keeps. */
export async function newStaff(db: Db): Promise<{ id: number; name: string }> {
  const [user] = await db
    .insert(users)
    .values({ username: `staff-${process.pid}-${Math.random().toString(36).slice(2, 8)}@example.ch`, passwordHash: 'x', firstName: 'Anna', lastName: 'Rey', roles: ['ROLE_USER', 'ROLE_STAFF'] })
    .returning({ id: users.id })
  return { id: user!.id, name: 'Anna Rey' }
}

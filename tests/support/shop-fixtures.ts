import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type Database, openDatabase } from '../../db/client.server'
import { productCategories, products, reductionCodes, users } from '../../db/schema'
import { seedDemoAdmin } from '../../db/seed/staff.server'
import { addDays, todayInResort } from '../../domain/booking/rules/calendar'
import { formatDate } from '../../domain/format/date'
import { createSecretBox } from '../../domain/secrets/secret-box.server'
import { type RunningServer, type ServerOptions, startServer, TEST_DATA_ENCRYPTION_KEY } from './server'
import { newDataDir } from './templates'

/**
 * A shop to test the cart on: its own database (a fresh PGlite directory, or a database of its own
 * on TEST_DATABASE_URL) with a few products and reduction codes of the tests' own, then a server on
 * it without the demo seed. Amounts are checked against each product's basePrice: `pricing` below
 * is the formula "base price × people (× quantity when there are no people)" per data entry.
 */

/** The pricing formula of the test products: base price × people of each line (domain/shop/pricing). */
export const PER_PERSON_PRICING = { kind: 'perUnit', units: ['people'] } as const

/**
 * The context model of the test products (domain/shop/context): people (1 to 8, required), a service
 * date and the fields the tests send; a rental's period comes with the context.
 */
export const TEST_CONTEXT_MODEL = {
  code: 'test',
  title: { fr: 'Votre réservation', en: 'Your booking' },
  bulk: false,
  carried: ['startPeriod', 'endPeriod'],
  fields: [
    { name: 'people', type: 'select', label: { fr: 'Personnes', en: 'People' }, rules: [{ kind: 'required' }], min: 1, max: 8 },
    { name: 'dateFrom', type: 'date', label: { fr: 'Date', en: 'Date' }, rules: [] },
    { name: 'roundTrip', type: 'checkbox', label: { fr: 'Aller-retour', en: 'Round trip' }, rules: [] },
    { name: 'addressFrom', type: 'text', label: { fr: 'Adresse', en: 'Address' }, rules: [] },
  ],
}

export type TestProduct = { key: string; reference: string; category: string; basePrice: number; vatKind: string; bulk: boolean; status: number; title: { fr: string; en: string } }

export const TEST_PRODUCTS: TestProduct[] = [
  { key: 'transfer', reference: 'TEST-TRANSFER', category: 'service', basePrice: 4_550, vatKind: 'standard', bulk: false, status: 2, title: { fr: 'Transfert aéroport de Sion', en: 'Sion airport transfer' } },
  { key: 'skiPass', reference: 'TEST-SKIPASS', category: 'service', basePrice: 7_900, vatKind: 'standard', bulk: true, status: 2, title: { fr: 'Forfait de ski', en: 'Ski pass' } },
  { key: 'package', reference: 'TEST-PACKAGE', category: 'package', basePrice: 125_000, vatKind: 'standard', bulk: false, status: 2, title: { fr: 'Pack Sérénité', en: 'Serenity package' } },
  { key: 'rental', reference: 'TEST-RENTAL', category: 'rental', basePrice: 180_000, vatKind: 'accommodation', bulk: false, status: 2, title: { fr: 'Chalet Les Mélèzes', en: 'Larch Chalet' } },
  { key: 'option', reference: 'TEST-OPTION', category: 'option', basePrice: 2_500, vatKind: 'standard', bulk: false, status: 2, title: { fr: 'Kit de linge', en: 'Linen kit' } },
  { key: 'retired', reference: 'TEST-RETIRED', category: 'service', basePrice: 1_000, vatKind: 'standard', bulk: false, status: 1, title: { fr: 'Ancien service', en: 'Former service' } },
]

export type TestCode = { code: string; kind: 'percent' | 'fixed'; value: number; validFrom?: string | null; validTo?: string | null; usageLimit?: number | null; usedCount?: number; minimumTotal?: number | null }

/** The cart a shop API answer carries (the answer itself; `cart` in an answer that reports more), typed as the test reads it. */
export function cartOf<C>(answer: { json: Record<string, unknown> }): C {
  return (answer.json.cart ?? answer.json) as C
}

/** YYYY-MM-DD in Europe/Zurich, `days` calendar days from today (the resort's calendar, whatever the machine's clock). */
export function zurichDate(days = 0): string {
  return addDays(todayInResort(), days)
}

/** DD.MM.YYYY in Europe/Zurich, `days` from today: how a context's and a form's date fields are typed. */
export function zurichSwissDate(days = 0): string {
  return formatDate(zurichDate(days))
}

export const TEST_CODES: TestCode[] = [
  { code: 'TEST10', kind: 'percent', value: 1000 },
  { code: 'TESTFIX', kind: 'fixed', value: 2_000 },
  { code: 'TESTOLD', kind: 'percent', value: 1000, validFrom: zurichDate(-60), validTo: zurichDate(-1) },
  { code: 'TESTSOON', kind: 'percent', value: 1000, validFrom: zurichDate(5) },
  { code: 'TESTGONE', kind: 'percent', value: 1000, usageLimit: 1, usedCount: 1 },
  { code: 'TESTMIN', kind: 'percent', value: 1000, minimumTotal: 99_999_900 },
  { code: 'TESTLAST', kind: 'fixed', value: 500, usageLimit: 1 },
  { code: 'TEST200', kind: 'percent', value: 500, usageLimit: 200 },
]

export const EXISTING_ACCOUNT = 'compte.existant@example.ch'

/**
 * The password the tests sign up with: long and hard enough to guess for the strength rule
 * (domain/validation/password-strength.ts), so a test about something else never trips on it.
 */
export const PASSWORD = 'Larch-chalet-snow-2026!'

export type Shop = {
  server: RunningServer
  /** Product id by key of TEST_PRODUCTS. */
  ids: Record<string, number>
  products: Record<string, TestProduct>
  /** The database's address on PostgreSQL (undefined on the embedded one, under server.dataDir): a server restarted on it. */
  databaseUrl: string | undefined
  stop: () => Promise<void>
}

async function isolatedDatabase(prefix: string): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL
  if (!base) return { url: undefined, drop: async () => {} }
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

/** Fills a fresh database with the test catalogue and codes, then starts a server on it. */
export async function startShop(
  env: Record<string, string> = {},
  codes: TestCode[] = TEST_CODES,
  options: { demoAdmin?: boolean; prepare?: (db: Database['db']) => Promise<void>; server?: ServerOptions } = {},
): Promise<Shop> {
  const database = await isolatedDatabase('cart')
  const dataDir = newDataDir('agency-cart', database.url ? undefined : 'migrated')
  const opened = await openDatabase({ url: database.url, dataDir })
  const ids: Record<string, number> = {}
  try {
    const { db } = opened
    await db
      .insert(productCategories)
      .values([
        { code: 'rental', label: { fr: 'Location', en: 'Rental' } },
        { code: 'option', label: { fr: 'Option', en: 'Option' } },
        { code: 'package', label: { fr: 'Pack', en: 'Package' } },
        { code: 'service', label: { fr: 'Service', en: 'Service' } },
      ])
      .onConflictDoNothing()
    const categories = (await db.execute(sql`select id, code from product_categories`)) as unknown as { rows: { id: number; code: string }[] }
    const categoryId = new Map(categories.rows.map((r) => [r.code, Number(r.id)]))
    for (const p of TEST_PRODUCTS) {
      const [row] = await db
        .insert(products)
        .values({
          categoryId: categoryId.get(p.category) as number,
          reference: p.reference,
          type: p.category,
          status: p.status,
          title: p.title,
          basePrice: p.basePrice,
          vatKind: p.vatKind,
          bulk: p.bulk,
          contextModel: TEST_CONTEXT_MODEL,
          pricing: PER_PERSON_PRICING,
        })
        .returning({ id: products.id })
      ids[p.key] = row.id
    }
    await db.insert(reductionCodes).values(
      codes.map((c) => ({
        code: c.code,
        kind: c.kind,
        value: c.value,
        validFrom: c.validFrom ?? null,
        validTo: c.validTo ?? null,
        usageLimit: c.usageLimit ?? null,
        usedCount: c.usedCount ?? 0,
        minimumTotal: c.minimumTotal ?? null,
      })),
    )
    await db.insert(users).values({ username: EXISTING_ACCOUNT, passwordHash: 'x', firstName: 'Eva', lastName: 'Existing' })
    // The back office's tests sign the demo admin in (tests/api/admin-support.ts).
    // Its authenticator key is sealed with the key the test servers are given.
    if (options.demoAdmin) await seedDemoAdmin(db, createSecretBox(Buffer.from(TEST_DATA_ENCRYPTION_KEY, 'hex')), new Date())
    // What a test adds before the server starts (one process owns a PGlite directory).
    await options.prepare?.(db)
  } finally {
    await opened.close()
  }
  const server = await startServer({
    SEED_ON_START: 'false',
    TRUST_PROXY: 'true',
    DATA_DIR: dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  }, options.server)
  return {
    server,
    databaseUrl: database.url,
    ids,
    products: Object.fromEntries(TEST_PRODUCTS.map((p) => [p.key, p])),
    stop: async () => {
      await server.stop()
      await database.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A visitor: keeps the cookies the server sets, as a browser does, and has an address of its own. */
export class Visitor {
  private cookies = new Map<string, string>()
  readonly address: string
  /** `address`: the client address it comes from (several visitors behind one hotel's address); a random one otherwise. */
  constructor(
    private readonly baseUrl: string,
    address?: string,
  ) {
    this.address = address ?? `198.51.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`
  }

  get cartCookie(): string | undefined {
    return this.cookies.get('cart')
  }

  /** A page or a form post, as a browser without JavaScript sends it (redirects are not followed). */
  async page(pathname: string, form?: Record<string, string>): Promise<{ status: number; location: string | null; html: string }> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, origin: this.baseUrl }
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    if (cookie) headers.cookie = cookie
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded'
    const response = await fetch(this.baseUrl + pathname, {
      method: form ? 'POST' : 'GET',
      headers,
      redirect: 'manual',
      body: form ? new URLSearchParams(form) : undefined,
    })
    this.keep(response)
    return { status: response.status, location: response.headers.get('location'), html: await response.text() }
  }

  private keep(response: Response): void {
    for (const part of response.headers.getSetCookie()) {
      const [pair] = part.split(';')
      const [name, value] = pair.split('=')
      if (name.trim() === 'locale') continue
      if (value === '') this.cookies.delete(name.trim())
      else this.cookies.set(name.trim(), value)
    }
  }

  async call(method: string, pathname: string, body?: unknown, raw?: string): Promise<{ status: number; json: Record<string, unknown>; setCookie: string | null; headers: Headers }> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, origin: this.baseUrl }
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    if (cookie) headers.cookie = cookie
    if (body !== undefined || raw !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${this.baseUrl}/shop/api/store${pathname}`, {
      method,
      headers,
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    })
    const setCookie = response.headers.get('set-cookie')
    this.keep(response)
    return { status: response.status, json: (await response.json()) as Record<string, unknown>, setCookie, headers: response.headers }
  }
}

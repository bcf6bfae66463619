/**
 * Rentals in the back office: created, edited, published and unpublished by staff, each change with
 * its audit entry in the same transaction. The public pages see a change at once: the lists' rows
 * and the page cache follow the tables through their triggers (migrations 0011, 0013, 0015).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { locations, locationTranslations, products, PUBLISHED } from '../../db/schema'
import { createRentalProducts } from '../booking/rental-products.server'
import { slugify } from '../format/slugify'
import type { Tx } from '../../db/types'
import { stayRulesOf } from '../booking/rules/stay-rules'
import { recordChange, type Staff } from '../staff/audit.server'
import { fieldError, type FieldErrors } from '../validation'
import { readRentalForm, type RentalForm, type RentalValues, TEXT_LOCALES } from './rental-input'

/** A rental staff are still preparing: the public lists and pages do not show it. */
export const UNPUBLISHED = 1

export type RentalDeps = { db: Db }
export type SaveResult = { ok: true; id: number } | { ok: false; status: 400 | 404; errors: FieldErrors }

/** What staff typed, and the language of their page (the language of the messages). */
export type PropertyInput = RentalForm & { locale: string }

const notFound = (locale: string): SaveResult => ({ ok: false, status: 404, errors: { form: fieldError({ code: 'notFound', messageKey: 'backOffice.rentalNotFound' }, locale) } })
const taken = (locale: string): SaveResult => ({ ok: false, status: 400, errors: { reference: fieldError({ code: 'referenceTaken', messageKey: 'backOffice.rentalReferenceTaken' }, locale) } })

export type RentalSheet = RentalValues & { id: number; status: number; published: boolean; updatedAt: string }

/** Everything the sheet shows of one rental, or null. */
export async function rentalSheet(db: Db | Tx, id: number): Promise<RentalSheet | null> {
  const [row] = await db.select().from(locations).where(eq(locations.id, id))
  if (!row) return null
  const texts = await db.select().from(locationTranslations).where(eq(locationTranslations.locationId, id))
  const textOf = (locale: string) => {
    const t = texts.find((x) => x.locale === locale)
    return { title: t?.title ?? '', summary: t?.summary ?? '', description: t?.description ?? '' }
  }
  const { createdAt: _c, updatedAt, productId: _p, category: _k, ...fields } = row
  return {
    ...fields,
    kind: row.kind as RentalValues['kind'],
    type: row.type as RentalValues['type'],
    parkingType: row.parkingType as RentalValues['parkingType'],
    stayRules: row.stayRules === null ? null : stayRulesOf(row.stayRules),
    texts: { fr: textOf('fr'), en: textOf('en') },
    published: row.status === PUBLISHED,
    updatedAt: updatedAt.toISOString(),
  }
}

function columnsOf(v: RentalValues) {
  const { texts: _t, ...columns } = v
  return columns
}

async function writeTexts(tx: Tx, id: number, texts: RentalValues['texts']): Promise<void> {
  for (const locale of TEXT_LOCALES) {
    const text = { ...texts[locale], slug: slugify(texts[locale].title) || 'location' }
    await tx
      .insert(locationTranslations)
      .values({ locationId: id, locale, ...text })
      .onConflictDoUpdate({ target: [locationTranslations.locationId, locationTranslations.locale], set: text })
  }
}

/**
 * Whether another rental has the reference, or a product other than this rental's own: a weekly
 * rental is sold as the product of the same reference (decision 023), which must stay free for it.
 */
async function referenceTaken(tx: Tx, reference: string, exceptId: number | null): Promise<boolean> {
  const same = (column: typeof locations.reference | typeof products.reference) => sql`lower(${column}) = lower(${reference})`
  const rentals = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(same(locations.reference), exceptId === null ? undefined : sql`${locations.id} <> ${exceptId}`))
  if (rentals.length > 0) return true
  const own = exceptId === null ? undefined : sql`${products.id} is distinct from (select product_id from locations where id = ${exceptId})`
  const others = await tx.select({ id: products.id }).from(products).where(and(same(products.reference), own))
  return others.length > 0
}

/** The product that sells a weekly rental follows its reference and titles (orders keep their own copy). */
async function followProduct(tx: Tx, id: number, value: RentalValues): Promise<void> {
  await tx.execute(sql`
    update products p set reference = ${value.reference},
           title = ${JSON.stringify({ fr: value.texts.fr.title, en: value.texts.en.title })}::jsonb, updated_at = now()
      from locations l where l.id = ${id} and p.id = l.product_id`)
}

/** A unique violation (two staff saving the same reference at once) is the reference's message. */
function isReferenceClash(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null
  return e?.code === '23505' || e?.cause?.code === '23505'
}

async function saving(locale: string, work: () => Promise<SaveResult>): Promise<SaveResult> {
  try {
    return await work()
  } catch (error) {
    if (isReferenceClash(error)) return taken(locale)
    throw error
  }
}

/** Creates an unpublished rental; a weekly one gets its product so the cart can sell it (decision 023). */
export async function createRental(deps: RentalDeps, staff: Staff, input: PropertyInput): Promise<SaveResult> {
  const read = readRentalForm(input, input.locale)
  if (!read.ok) return { ok: false, status: 400, errors: read.errors }
  const value = read.value
  return saving(input.locale, () =>
    deps.db.transaction(async (tx): Promise<SaveResult> => {
      if (await referenceTaken(tx, value.reference, null)) return taken(input.locale)
      const [row] = await tx.insert(locations).values({ ...columnsOf(value), status: UNPUBLISHED }).returning({ id: locations.id })
      const id = (row as { id: number }).id
      await writeTexts(tx, id, value.texts)
      if (value.kind === 'weekly') await createRentalProducts(tx)
      await recordChange(tx, staff, { action: 'create', entity: 'location', entityId: id, after: await rentalSheet(tx, id) })
      return { ok: true, id }
    }),
  )
}

/** Saves every field of a rental; its status stays as it was. */
export async function updateRental(deps: RentalDeps, staff: Staff, id: number, input: PropertyInput): Promise<SaveResult> {
  const read = readRentalForm(input, input.locale)
  if (!read.ok) return { ok: false, status: 400, errors: read.errors }
  const value = read.value
  return saving(input.locale, () =>
    deps.db.transaction(async (tx): Promise<SaveResult> => {
      const locked = await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, id)).for('update')
      if (locked.length === 0) return notFound(input.locale)
      if (await referenceTaken(tx, value.reference, id)) return taken(input.locale)
      const before = await rentalSheet(tx, id)
      await tx.update(locations).set({ ...columnsOf(value), updatedAt: new Date() }).where(eq(locations.id, id))
      await writeTexts(tx, id, value.texts)
      await followProduct(tx, id, value)
      if (value.kind === 'weekly') await createRentalProducts(tx)
      await recordChange(tx, staff, { action: 'update', entity: 'location', entityId: id, before, after: await rentalSheet(tx, id) })
      return { ok: true, id }
    }),
  )
}

/** Publishes or unpublishes a rental: the public lists show or drop it at once. */
export async function setRentalPublished(deps: RentalDeps, staff: Staff, id: number, published: boolean, locale: string): Promise<SaveResult> {
  return deps.db.transaction(async (tx): Promise<SaveResult> => {
    const status = published ? PUBLISHED : UNPUBLISHED
    const [before] = await tx.select({ status: locations.status }).from(locations).where(eq(locations.id, id)).for('update')
    if (!before) return notFound(locale)
    if (before.status !== status) {
      await tx.update(locations).set({ status, updatedAt: new Date() }).where(eq(locations.id, id))
      await recordChange(tx, staff, { action: published ? 'publish' : 'unpublish', entity: 'location', entityId: id, before, after: { status } })
    }
    return { ok: true, id }
  })
}

/**
 * Properties for sale in the back office: created, edited, published and unpublished by staff, each
 * change with its audit entry in the same transaction (the page cache follows the tables' triggers).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { PUBLISHED, saleTranslations, sales } from '../../db/schema'
import { slugify } from '../format/slugify'
import type { Tx } from '../../db/types'
import { recordChange, type Staff } from '../staff/audit.server'
import { fieldError } from '../validation'
import { TEXT_LOCALES } from './rental-input'
import { type PropertyInput, UNPUBLISHED, type SaveResult } from './rentals.server'
import { readSaleForm, type SaleValues } from './sale-input'

export type SaleDeps = { db: Db }
export type SaleSheet = SaleValues & { id: number; published: boolean }

const notFound = (locale: string): SaveResult => ({ ok: false, status: 404, errors: { form: fieldError({ code: 'notFound', messageKey: 'backOffice.saleNotFound' }, locale) } })

export async function saleSheet(db: Db | Tx, id: number): Promise<SaleSheet | null> {
  const [row] = await db.select().from(sales).where(eq(sales.id, id))
  if (!row) return null
  const texts = await db.select().from(saleTranslations).where(eq(saleTranslations.saleId, id))
  const textOf = (locale: string) => {
    const t = texts.find((x) => x.locale === locale)
    return { title: t?.title ?? '', summary: t?.summary ?? '', description: t?.description ?? '' }
  }
  const { createdAt: _c, updatedAt: _u, status, ...fields } = row
  return {
    ...fields,
    type: row.type as SaleValues['type'],
    category: row.category as SaleValues['category'],
    parkingType: row.parkingType as SaleValues['parkingType'],
    texts: { fr: textOf('fr'), en: textOf('en') },
    published: status === PUBLISHED,
  }
}

async function writeTexts(tx: Tx, id: number, texts: SaleValues['texts']): Promise<void> {
  for (const locale of TEXT_LOCALES) {
    const text = { ...texts[locale], slug: slugify(texts[locale].title) || 'vente' }
    await tx
      .insert(saleTranslations)
      .values({ saleId: id, locale, ...text })
      .onConflictDoUpdate({ target: [saleTranslations.saleId, saleTranslations.locale], set: text })
  }
}

async function referenceTaken(tx: Tx, reference: string, exceptId: number | null): Promise<boolean> {
  const rows = await tx
    .select({ id: sales.id })
    .from(sales)
    .where(and(sql`lower(${sales.reference}) = lower(${reference})`, exceptId === null ? undefined : sql`${sales.id} <> ${exceptId}`))
  return rows.length > 0
}

const taken = (locale: string): SaveResult => ({ ok: false, status: 400, errors: { reference: fieldError({ code: 'referenceTaken', messageKey: 'backOffice.saleReferenceTaken' }, locale) } })

async function saving(locale: string, work: () => Promise<SaveResult>): Promise<SaveResult> {
  try {
    return await work()
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } } | null
    if (e?.code === '23505' || e?.cause?.code === '23505') return taken(locale)
    throw error
  }
}

const columnsOf = ({ texts: _t, ...columns }: SaleValues) => columns

export async function createSale(deps: SaleDeps, staff: Staff, input: PropertyInput): Promise<SaveResult> {
  const read = readSaleForm(input, input.locale)
  if (!read.ok) return { ok: false, status: 400, errors: read.errors }
  const value = read.value
  return saving(input.locale, () =>
    deps.db.transaction(async (tx): Promise<SaveResult> => {
      if (await referenceTaken(tx, value.reference, null)) return taken(input.locale)
      const [row] = await tx.insert(sales).values({ ...columnsOf(value), status: UNPUBLISHED }).returning({ id: sales.id })
      const id = (row as { id: number }).id
      await writeTexts(tx, id, value.texts)
      await recordChange(tx, staff, { action: 'create', entity: 'sale', entityId: id, after: await saleSheet(tx, id) })
      return { ok: true, id }
    }),
  )
}

export async function updateSale(deps: SaleDeps, staff: Staff, id: number, input: PropertyInput): Promise<SaveResult> {
  const read = readSaleForm(input, input.locale)
  if (!read.ok) return { ok: false, status: 400, errors: read.errors }
  const value = read.value
  return saving(input.locale, () =>
    deps.db.transaction(async (tx): Promise<SaveResult> => {
      const locked = await tx.select({ id: sales.id }).from(sales).where(eq(sales.id, id)).for('update')
      if (locked.length === 0) return notFound(input.locale)
      if (await referenceTaken(tx, value.reference, id)) return taken(input.locale)
      const before = await saleSheet(tx, id)
      await tx.update(sales).set({ ...columnsOf(value), updatedAt: new Date() }).where(eq(sales.id, id))
      await writeTexts(tx, id, value.texts)
      await recordChange(tx, staff, { action: 'update', entity: 'sale', entityId: id, before, after: await saleSheet(tx, id) })
      return { ok: true, id }
    }),
  )
}

export async function setSalePublished(deps: SaleDeps, staff: Staff, id: number, published: boolean, locale: string): Promise<SaveResult> {
  return deps.db.transaction(async (tx): Promise<SaveResult> => {
    const status = published ? PUBLISHED : UNPUBLISHED
    const [before] = await tx.select({ status: sales.status }).from(sales).where(eq(sales.id, id)).for('update')
    if (!before) return notFound(locale)
    if (before.status !== status) {
      await tx.update(sales).set({ status, updatedAt: new Date() }).where(eq(sales.id, id))
      await recordChange(tx, staff, { action: published ? 'publish' : 'unpublish', entity: 'sale', entityId: id, before, after: { status } })
    }
    return { ok: true, id }
  })
}

/**
 * Staff edit a content (news, job, page, service, package, package type): both languages' texts,
 * status and publish date in one transaction with its audit entry. Writing through the tables lets
 * the page cache's triggers drop the kept public pages, so the edit shows at once.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { contents, contentTranslations } from '../../db/schema'
import { recordChange, type Staff } from '../staff/audit.server'
import type { FieldErrors } from '../validation'
import { checkContent, CONTENT_LOCALES, type ContentFormValues, type ContentStatusChoice, prepareContent, STATUS_VALUE } from './content-rules'
import { lockContentType, takenSlugs } from './content-slugs.server'

export type EditResult = { status: 'saved' } | { status: 'invalid'; errors: FieldErrors } | { status: 'not_found' }

export async function findContentForEdit(db: Db, id: number) {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const [content] = await db.select().from(contents).where(eq(contents.id, id))
  if (!content) return null
  const texts = await db.select().from(contentTranslations).where(eq(contentTranslations.contentId, id))
  return { content, texts }
}

/** The form's values of a stored content (what the edit page shows first). */
export function formValuesOf(found: NonNullable<Awaited<ReturnType<typeof findContentForEdit>>>): ContentFormValues {
  const values: ContentFormValues = {
    status: found.content.status === STATUS_VALUE.published ? 'published' : 'draft',
    publishedAt: found.content.publishedAt.toISOString().slice(0, 10),
  }
  for (const locale of CONTENT_LOCALES) {
    const text = found.texts.find((t) => t.locale === locale)
    for (const field of ['title', 'slug', 'summary', 'body'] as const) values[`${field}_${locale}`] = text?.[field] ?? ''
  }
  return values
}

export async function editContent(deps: { db: Db }, staff: Staff, input: { id: number; values: ContentFormValues; locale: 'fr' | 'en' }): Promise<EditResult> {
  const values = prepareContent(input.values)
  const errors = checkContent(values, input.locale)
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors }
  return deps.db.transaction(async (tx): Promise<EditResult> => {
    const [found] = await tx.select({ type: contents.type }).from(contents).where(eq(contents.id, input.id))
    if (!found) return { status: 'not_found' }
    await lockContentType(tx, found.type)
    const [content] = await tx.select().from(contents).where(eq(contents.id, input.id)).for('update')
    if (!content) return { status: 'not_found' }
    const taken = await takenSlugs(tx, { type: content.type, values, exceptId: content.id, locale: input.locale })
    if (Object.keys(taken).length > 0) return { status: 'invalid', errors: taken }
    const before = await tx.select().from(contentTranslations).where(eq(contentTranslations.contentId, content.id))
    const status = STATUS_VALUE[values.status as ContentStatusChoice]
    const publishedAt = new Date(`${values.publishedAt}T${content.publishedAt.toISOString().slice(11)}`)
    await tx.update(contents).set({ status, publishedAt, updatedAt: sql`now()` }).where(eq(contents.id, content.id))
    for (const locale of CONTENT_LOCALES) {
      const text = { title: values[`title_${locale}`], slug: values[`slug_${locale}`], summary: values[`summary_${locale}`] ?? '', body: values[`body_${locale}`] ?? '' }
      const updated = await tx
        .update(contentTranslations)
        .set(text)
        .where(and(eq(contentTranslations.contentId, content.id), eq(contentTranslations.locale, locale)))
        .returning({ locale: contentTranslations.locale })
      if (updated.length === 0) await tx.insert(contentTranslations).values({ contentId: content.id, locale, ...text })
    }
    await recordChange(tx, staff, {
      action: 'update',
      entity: 'content',
      entityId: content.id,
      before: { status: content.status, publishedAt: content.publishedAt, texts: before },
      after: { status, publishedAt, values },
    })
    return { status: 'saved' }
  })
}

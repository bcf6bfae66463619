/**
 * Staff create a content of one of the editable types: the same values and checks as an edit
 * (content-rules, unique addresses), a draft unless they publish it, written with its audit entry in
 * one transaction. The page cache's triggers drop the kept public pages, so a published item shows
 * at once.
 */
import type { Db } from '../../db/client.server'
import { contents, contentTranslations } from '../../db/schema'
import { recordChange, type Staff } from '../staff/audit.server'
import { type FieldErrors, validationMessage } from '../validation'
import { checkContent, CONTENT_LOCALES, type ContentFormValues, type ContentStatusChoice, isEditableType, prepareContent, STATUS_VALUE } from './content-rules'
import { lockContentType, takenSlugs } from './content-slugs.server'

export type CreateResult = { status: 'created'; id: number } | { status: 'invalid'; errors: FieldErrors }

/** What the creation page shows first: a draft dated today, nothing typed. */
export function newContentValues(today: string): ContentFormValues {
  const values: ContentFormValues = { status: 'draft', publishedAt: today }
  for (const locale of CONTENT_LOCALES) for (const field of ['title', 'slug', 'summary', 'body']) values[`${field}_${locale}`] = ''
  return values
}

export async function createContent(deps: { db: Db }, staff: Staff, input: { type: string; values: ContentFormValues; locale: 'fr' | 'en' }): Promise<CreateResult> {
  const values = prepareContent(input.values)
  const errors = checkContent(values, input.locale)
  if (!isEditableType(input.type)) errors.type = { code: 'oneOf', key: 'validation.invalid', message: validationMessage('validation.invalid', input.locale) }
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors }
  return deps.db.transaction(async (tx): Promise<CreateResult> => {
    await lockContentType(tx, input.type)
    const taken = await takenSlugs(tx, { type: input.type, values, locale: input.locale })
    if (Object.keys(taken).length > 0) return { status: 'invalid', errors: taken }
    const status = STATUS_VALUE[values.status as ContentStatusChoice]
    // The day typed, at the moment of creation: items of the same day keep the order they were made in.
    const publishedAt = new Date(`${values.publishedAt}T${new Date().toISOString().slice(11)}`)
    const [created] = await tx
      .insert(contents)
      .values({ type: input.type, status, publishedAt })
      .returning({ id: contents.id })
    const texts = CONTENT_LOCALES.map((locale) => ({
      contentId: created.id,
      locale,
      title: values[`title_${locale}`],
      slug: values[`slug_${locale}`],
      summary: values[`summary_${locale}`] ?? '',
      body: values[`body_${locale}`] ?? '',
    }))
    await tx.insert(contentTranslations).values(texts)
    await recordChange(tx, staff, { action: 'create', entity: 'content', entityId: created.id, after: { type: input.type, status, publishedAt, values } })
    return { status: 'created', id: created.id }
  })
}

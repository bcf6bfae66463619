/**
 * A content's address is unique per type and language (two news items at /actualite/x would show
 * one of them only). No index can say it (the type is on `contents`, the slug on its texts), so a
 * save takes a transaction lock per type before it looks: two saves of the same type wait for each
 * other, on PostgreSQL as on PGlite, and the second sees the first's address.
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import { contents, contentTranslations } from '../../db/schema'
import type { DbOrTx } from '../../db/types'
import { type FieldErrors, validationMessage } from '../validation'
import { CONTENT_LOCALES, type ContentFormValues } from './content-rules'

export async function lockContentType(tx: DbOrTx, type: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content-slugs:${type}`}))`)
}

/** The address fields already taken by another content of the type, as field errors. */
export async function takenSlugs(tx: DbOrTx, input: { type: string; values: ContentFormValues; exceptId?: number; locale: 'fr' | 'en' }): Promise<FieldErrors> {
  const errors: FieldErrors = {}
  for (const locale of CONTENT_LOCALES) {
    const slug = input.values[`slug_${locale}`] ?? ''
    const others = await tx
      .select({ id: contents.id })
      .from(contentTranslations)
      .innerJoin(contents, eq(contents.id, contentTranslations.contentId))
      .where(
        and(
          eq(contents.type, input.type),
          eq(contentTranslations.locale, locale),
          eq(contentTranslations.slug, slug),
          input.exceptId === undefined ? undefined : ne(contents.id, input.exceptId),
        ),
      )
      .limit(1)
    if (others.length > 0) errors[`slug_${locale}`] = { code: 'slugTaken', key: 'validation.slugTaken', message: validationMessage('validation.slugTaken', input.locale) }
  }
  return errors
}

/**
 * Staff edit a frame text (the footer notice) in French and English, both or neither
 * (site-text-rules). Both empty removes the row, and the built-in words come back. Audited; writing
 * `site_texts` fires its trigger (migration 0021), so kept public pages are dropped at once.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { type SiteTextKey, siteTexts } from '../../db/schema'
import { recordChange, type Staff } from '../staff/audit.server'
import type { FieldErrors } from '../validation'
import { checkSiteText, type SiteTextValues } from './site-text-rules'

export type SaveSiteTextResult = { status: 'saved' | 'reset' } | { status: 'invalid'; errors: FieldErrors }

/** The stored words of a text, empty when the built-in ones show. */
export async function siteTextValues(db: Db, key: SiteTextKey): Promise<SiteTextValues> {
  const [row] = await db.select({ value: siteTexts.value }).from(siteTexts).where(eq(siteTexts.key, key))
  return { fr: row?.value.fr ?? '', en: row?.value.en ?? '' }
}

export async function saveSiteText(deps: { db: Db }, staff: Staff, input: { key: SiteTextKey; values: SiteTextValues; locale: 'fr' | 'en' }): Promise<SaveSiteTextResult> {
  const values = { fr: input.values.fr.trim(), en: input.values.en.trim() }
  const errors = checkSiteText(values, input.locale)
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors }
  return deps.db.transaction(async (tx): Promise<SaveSiteTextResult> => {
    const [before] = await tx.select().from(siteTexts).where(eq(siteTexts.key, input.key)).for('update')
    if (values.fr === '') {
      await tx.delete(siteTexts).where(eq(siteTexts.key, input.key))
      await recordChange(tx, staff, { action: 'reset', entity: 'site_text', entityId: input.key, before: before?.value ?? null, after: null })
      return { status: 'reset' }
    }
    await tx
      .insert(siteTexts)
      .values({ key: input.key, value: values })
      .onConflictDoUpdate({ target: siteTexts.key, set: { value: values, updatedAt: new Date() } })
    await recordChange(tx, staff, { action: 'update', entity: 'site_text', entityId: input.key, before: before?.value ?? null, after: values })
    return { status: 'saved' }
  })
}

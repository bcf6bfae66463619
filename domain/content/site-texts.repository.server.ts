/**
 * The frame texts the agency edits (db/schema `site_texts`), read for the public pages. A text
 * missing in the visitor's language, or missing altogether, is null: the page shows its built-in words.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { type SiteTextKey, siteTexts } from '../../db/schema'
import type { Locale } from '../i18n/locales'

export async function findSiteText(db: Db, key: SiteTextKey, locale: Locale): Promise<string | null> {
  const [row] = await db.select({ value: siteTexts.value }).from(siteTexts).where(eq(siteTexts.key, key))
  return row?.value[locale]?.trim() || null
}

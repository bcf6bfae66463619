import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { LOCALES, type Locale } from '../i18n/locales'

const TABLES = {
  content: { table: 'content_translations', key: 'content_id' },
  location: { table: 'location_translations', key: 'location_id' },
  sale: { table: 'sale_translations', key: 'sale_id' },
} as const

/**
 * The slug of an item in every served language (French when a translation is missing), so a
 * page can name its exact address in the other language (hreflang alternates).
 */
export async function translatedSlugs(
  db: Db,
  source: keyof typeof TABLES,
  id: number,
): Promise<Record<Locale, string>> {
  const { table, key } = TABLES[source]
  const result = await db.execute<{ locale: string; slug: string }>(
    sql`select locale, slug from ${sql.identifier(table)} where ${sql.identifier(key)} = ${id}`,
  )
  const rows = (result as unknown as { rows: { locale: string; slug: string }[] }).rows
  return slugsByLanguage(Object.fromEntries(rows.map((row) => [row.locale, row.slug])))
}

/** The stored slugs by language as every served language's: French where a translation is missing. */
export function slugsByLanguage(stored: Record<string, string> | null): Record<Locale, string> {
  const french = stored?.fr ?? ''
  return Object.fromEntries(LOCALES.map((l) => [l, stored?.[l] ?? french])) as Record<Locale, string>
}


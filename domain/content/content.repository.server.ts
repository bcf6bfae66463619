import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.server'
import { alerts, contentTranslations, contents, PUBLISHED } from '../../db/schema'
import type { Locale } from '../i18n/locales'

export type ContentSummary = {
  id: number
  type: string
  title: string
  slug: string
  summary: string
  publishedAt: string
  attributes: Record<string, unknown>
}
export type Content = ContentSummary & { body: string; locale: Locale }

const fr = alias(contentTranslations, 'fr')
const local = alias(contentTranslations, 'local')

/** Content text in the asked language, falling back to French field by field. */
function selection() {
  return {
    id: contents.id,
    type: contents.type,
    publishedAt: contents.publishedAt,
    attributes: contents.attributes,
    title: sql<string>`coalesce(${local.title}, ${fr.title})`,
    slug: sql<string>`coalesce(${local.slug}, ${fr.slug})`,
    summary: sql<string>`coalesce(nullif(${local.summary}, ''), ${fr.summary})`,
    body: sql<string>`coalesce(nullif(${local.body}, ''), ${fr.body})`,
  }
}

/** Contents with their text in `locale` (French fallback); only contents written in French exist. */
export function selectContents(db: Db, locale: Locale) {
  return db
    .select(selection())
    .from(contents)
    .innerJoin(fr, and(eq(fr.contentId, contents.id), eq(fr.locale, 'fr')))
    .leftJoin(local, and(eq(local.contentId, contents.id), eq(local.locale, locale)))
}

export async function findContent(
  db: Db,
  query: { id: number; locale: Locale; types?: string[] },
): Promise<Content | null> {
  if (!Number.isSafeInteger(query.id) || query.id <= 0) return null
  const rows = await selectContents(db, query.locale)
    .where(and(eq(contents.id, query.id), eq(contents.status, PUBLISHED)))
    .limit(1)
  const row = rows[0]
  if (!row || (query.types && !query.types.includes(row.type))) return null
  return { ...row, publishedAt: row.publishedAt.toISOString(), locale: query.locale }
}

/**
 * Several published contents by id in one query (the home page's invitations), each with its text in
 * `locale` (French fallback); an id with no published content is left out of the map.
 */
export async function findContents(db: Db, query: { ids: number[]; locale: Locale }): Promise<Map<number, Content>> {
  const ids = query.ids.filter((id) => Number.isSafeInteger(id) && id > 0)
  if (ids.length === 0) return new Map()
  const rows = await selectContents(db, query.locale).where(and(inArray(contents.id, ids), eq(contents.status, PUBLISHED)))
  return new Map(rows.map((row) => [row.id, { ...row, publishedAt: row.publishedAt.toISOString(), locale: query.locale }]))
}

export async function listContents(
  db: Db,
  query: { type: string; locale: Locale; limit?: number },
): Promise<ContentSummary[]> {
  const rows = await selectContents(db, query.locale)
    .where(and(eq(contents.type, query.type), eq(contents.status, PUBLISHED)))
    .orderBy(asc(contents.position), desc(contents.publishedAt), asc(contents.id))
    .limit(query.limit ?? 250)
  return rows.map(({ body: _body, ...row }) => ({ ...row, publishedAt: row.publishedAt.toISOString() }))
}

export type ActiveAlert = { id: number; level: string; message: string }

/** The alert the site's banner shows: `changedAt` tells a visitor's "closed" apart from a later edit. */
export type SiteAlert = ActiveAlert & { changedAt: string }

/** The newest published alert in force now, in the asked language (French fallback). */
export async function findActiveAlert(db: Db, locale: Locale, now = new Date()): Promise<SiteAlert | null> {
  const rows = await db
    .select()
    .from(alerts)
    .where(
      and(
        eq(alerts.status, PUBLISHED),
        or(isNull(alerts.startsAt), lte(alerts.startsAt, now)),
        or(isNull(alerts.endsAt), gt(alerts.endsAt, now)),
      ),
    )
    .orderBy(desc(alerts.id))
    .limit(1)
  const alert = rows[0]
  if (!alert) return null
  return {
    id: alert.id,
    level: alert.level,
    message: alert.message[locale] || alert.message.fr,
    changedAt: alert.updatedAt.toISOString(),
  }
}

/** A content found by its stable key (attributes.key), e.g. the general terms page. */
export async function findContentByKey(
  db: Db,
  query: { type: string; key: string; locale: Locale },
): Promise<Content | null> {
  const rows = await selectContents(db, query.locale)
    .where(
      and(
        eq(contents.type, query.type),
        eq(contents.status, PUBLISHED),
        sql`${contents.attributes}->>'key' = ${query.key}`,
      ),
    )
    .orderBy(asc(contents.id))
    .limit(1)
  const row = rows[0]
  return row ? { ...row, publishedAt: row.publishedAt.toISOString(), locale: query.locale } : null
}

/** The back office's list of contents: by type and status, searched in the French title. */
import { and, asc, count, desc, eq, ilike, ne, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { contents, contentTranslations } from '../../db/schema'
import { EDITABLE_CONTENT_TYPES, STATUS_VALUE } from './content-rules'

export { EDITABLE_CONTENT_TYPES }
export const CONTENT_SORTS = ['publishedAt', 'title'] as const
export const CONTENT_FILTERS = ['type', 'status'] as const

export type ContentListQuery = { q: string; sort: string; dir: 'asc' | 'desc'; page: number; pageSize: number; filters: Record<string, string> }

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export async function listContents(db: Db, query: ContentListQuery) {
  const { type, status } = query.filters
  const where = and(
    (EDITABLE_CONTENT_TYPES as readonly string[]).includes(type ?? '') ? eq(contents.type, type) : undefined,
    status === 'published' ? eq(contents.status, STATUS_VALUE.published) : status === 'draft' ? ne(contents.status, STATUS_VALUE.published) : undefined,
    query.q ? ilike(contentTranslations.title, likePattern(query.q)) : undefined,
  ) as SQL | undefined
  const by = query.dir === 'asc' ? asc : desc
  const rows = await db
    .select({ id: contents.id, type: contents.type, status: contents.status, publishedAt: contents.publishedAt, title: contentTranslations.title })
    .from(contents)
    .innerJoin(contentTranslations, and(eq(contentTranslations.contentId, contents.id), eq(contentTranslations.locale, 'fr')))
    .where(where)
    .orderBy(by(query.sort === 'title' ? contentTranslations.title : contents.publishedAt), by(contents.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const [{ total }] = await db
    .select({ total: count() })
    .from(contents)
    .innerJoin(contentTranslations, and(eq(contentTranslations.contentId, contents.id), eq(contentTranslations.locale, 'fr')))
    .where(where)
  return { rows, total }
}

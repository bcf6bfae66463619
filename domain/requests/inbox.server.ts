/**
 * The requests inbox: the list (newest first by default, filters by status and kind, search) and
 * one request with its replies.
 */
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { locations, locationTranslations, REQUEST_STATUSES, type RequestStatus, requestReplies, requests, saleTranslations } from '../../db/schema'
import { isRequestKind } from './request-rules'

export const INBOX_SORTS = ['createdAt', 'name', 'status'] as const
export const INBOX_FILTERS = ['status', 'kind'] as const

export type InboxQuery = { q: string; sort: string; dir: 'asc' | 'desc'; page: number; pageSize: number; filters: Record<string, string> }

export const isRequestStatus = (value: unknown): value is RequestStatus => REQUEST_STATUSES.includes(value as RequestStatus)

/** `%`, `_` and `\` typed into the search are looked for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function conditions(query: InboxQuery): SQL | undefined {
  const { status, kind } = query.filters
  const found: (SQL | undefined)[] = [
    isRequestStatus(status) ? eq(requests.status, status) : undefined,
    isRequestKind(kind) ? eq(requests.kind, kind) : undefined,
  ]
  if (query.q) {
    const pattern = likePattern(query.q)
    found.push(
      or(
        ilike(requests.firstName, pattern),
        ilike(requests.lastName, pattern),
        ilike(requests.email, pattern),
        ilike(requests.message, pattern),
        ilike(requests.subjectTitle, pattern),
        ilike(requests.subjectReference, pattern),
      ),
    )
  }
  return and(...found)
}

function ordering(query: InboxQuery) {
  const by = query.dir === 'asc' ? asc : desc
  const column = query.sort === 'name' ? requests.lastName : query.sort === 'status' ? requests.status : requests.createdAt
  return [by(column), by(requests.id)]
}

export async function listRequests(db: Db, query: InboxQuery) {
  const where = conditions(query)
  const rows = await db
    .select({
      id: requests.id,
      kind: requests.kind,
      status: requests.status,
      firstName: requests.firstName,
      lastName: requests.lastName,
      email: requests.email,
      subjectTitle: requests.subjectTitle,
      createdAt: requests.createdAt,
    })
    .from(requests)
    .where(where)
    .orderBy(...ordering(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const [{ total }] = await db.select({ total: count() }).from(requests).where(where)
  return { rows, total }
}

export async function findRequest(db: Db, id: number) {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const [request] = await db.select().from(requests).where(eq(requests.id, id))
  if (!request) return null
  const replies = await db.select().from(requestReplies).where(eq(requestReplies.requestId, id)).orderBy(asc(requestReplies.sentAt), asc(requestReplies.id))
  const { ipHash: _hidden, ...shown } = request
  return { ...shown, replies, subjectLink: await subjectLink(db, request.subjectType, request.subjectId) }
}

/** What the public page of a request's rental or sale is addressed by (its French slug), if it still exists. */
async function subjectLink(db: Db, type: string | null, id: number | null) {
  if (id === null) return null
  if (type === 'location') {
    const [found] = await db
      .select({ kind: locations.kind, slug: locationTranslations.slug })
      .from(locations)
      .innerJoin(locationTranslations, and(eq(locationTranslations.locationId, locations.id), eq(locationTranslations.locale, 'fr')))
      .where(eq(locations.id, id))
    return found ? { type: 'location' as const, id, kind: found.kind === 'annual' ? ('annual' as const) : ('weekly' as const), slug: found.slug } : null
  }
  if (type === 'sale') {
    const [found] = await db
      .select({ slug: saleTranslations.slug })
      .from(saleTranslations)
      .where(and(eq(saleTranslations.saleId, id), eq(saleTranslations.locale, 'fr')))
    return found ? { type: 'sale' as const, id, slug: found.slug } : null
  }
  return null
}

export type InboxRequest = NonNullable<Awaited<ReturnType<typeof findRequest>>>

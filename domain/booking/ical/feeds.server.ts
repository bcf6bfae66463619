/**
 * The imported calendars of a rental, added and removed by staff (audited). A feed's address carries
 * the platform's private token: it is kept sealed (domain/secrets) and the audit log names its host only.
 */
import { and, asc, eq } from 'drizzle-orm'
import { icalFeeds } from '../../../db/schema'
import type { DbOrTx } from '../../../db/types'
import type { SecretBox } from '../../secrets/secret-box.server'
import { recordChange, type Staff } from '../../staff/audit.server'
import type { FieldErrors } from '../../validation'
import { feedError, type FeedInput } from './feed-rules'
import { scheduleImport } from './import.server'

export type FeedRow = typeof icalFeeds.$inferSelect
export type FeedDeps = { db: DbOrTx; secrets: SecretBox }

/** The feeds of a rental, their addresses opened. */
export async function feedsOf(deps: FeedDeps, locationId: number): Promise<FeedRow[]> {
  const rows = await deps.db.select().from(icalFeeds).where(eq(icalFeeds.locationId, locationId)).orderBy(asc(icalFeeds.id))
  return rows.map((row) => ({ ...row, url: deps.secrets.open('ical-feed-url', row.url) }))
}

/** What the audit log keeps of a feed's address: its host, never the token in its path or query. */
export const auditedFeedUrl = (url: string): string => (URL.canParse(url) ? `${new URL(url).origin}/…` : '…')

export type FeedAnswer = { ok: true; feedId: number } | { ok: false; errors: FieldErrors }

/** Adds a feed and its first import, due at once (then every 30 minutes). */
export async function addFeed(deps: FeedDeps, staff: Staff, input: { locationId: number; feed: FeedInput; locale: string }): Promise<FeedAnswer> {
  return deps.db.transaction(async (tx) => {
    // Sealed the same way each time, so the unique index still finds a feed added twice.
    const [row] = await tx
      .insert(icalFeeds)
      .values({ locationId: input.locationId, url: deps.secrets.sealStable('ical-feed-url', input.feed.url), label: input.feed.label })
      .onConflictDoNothing()
      .returning({ id: icalFeeds.id })
    if (!row) return { ok: false, errors: { url: feedError('url_exists', input.locale) } }
    await scheduleImport(tx, row.id)
    await recordChange(tx, staff, { action: 'create', entity: 'ical_feed', entityId: row.id, after: { locationId: input.locationId, url: auditedFeedUrl(input.feed.url), label: input.feed.label } })
    return { ok: true, feedId: row.id }
  })
}

/** Removes a feed; its blocks go with it (foreign key, on delete cascade): those dates are free again. */
export async function removeFeed(deps: FeedDeps, staff: Staff, input: { locationId: number; feedId: number; locale: string }): Promise<FeedAnswer> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(icalFeeds)
      .where(and(eq(icalFeeds.id, input.feedId), eq(icalFeeds.locationId, input.locationId)))
      .returning()
    if (!row) return { ok: false, errors: { form: feedError('not_found', input.locale) } }
    await recordChange(tx, staff, { action: 'delete', entity: 'ical_feed', entityId: row.id, before: { locationId: row.locationId, url: auditedFeedUrl(deps.secrets.open('ical-feed-url', row.url)), label: row.label } })
    return { ok: true, feedId: row.id }
  })
}

/** The imported calendars of a rental, added and removed by staff (audited). */
import { and, asc, eq } from 'drizzle-orm'
import { icalFeeds } from '../../../db/schema'
import type { DbOrTx } from '../../jobs/jobs.server'
import { recordChange, type Staff } from '../../staff/audit.server'
import type { FieldErrors } from '../calendar/price-rules'
import { FEED_MESSAGES, type FeedInput } from './feed-rules'
import { scheduleImport } from './import.server'

export type FeedRow = typeof icalFeeds.$inferSelect

export async function feedsOf(db: DbOrTx, locationId: number): Promise<FeedRow[]> {
  return db.select().from(icalFeeds).where(eq(icalFeeds.locationId, locationId)).orderBy(asc(icalFeeds.id))
}

export type FeedAnswer = { ok: true; feedId: number } | { ok: false; errors: FieldErrors }

/** Adds a feed and its first import, due at once (then every 30 minutes). */
export async function addFeed(deps: { db: DbOrTx }, staff: Staff, input: { locationId: number; feed: FeedInput }): Promise<FeedAnswer> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(icalFeeds)
      .values({ locationId: input.locationId, url: input.feed.url, label: input.feed.label })
      .onConflictDoNothing()
      .returning({ id: icalFeeds.id })
    if (!row) return { ok: false, errors: { url: FEED_MESSAGES.url_exists } }
    await scheduleImport(tx, row.id)
    await recordChange(tx, staff, { action: 'create', entity: 'ical_feed', entityId: row.id, after: { locationId: input.locationId, ...input.feed } })
    return { ok: true, feedId: row.id }
  })
}

/** Removes a feed; its blocks go with it (foreign key, on delete cascade): those dates are free again. */
export async function removeFeed(deps: { db: DbOrTx }, staff: Staff, input: { locationId: number; feedId: number }): Promise<FeedAnswer> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(icalFeeds)
      .where(and(eq(icalFeeds.id, input.feedId), eq(icalFeeds.locationId, input.locationId)))
      .returning()
    if (!row) return { ok: false, errors: { form: FEED_MESSAGES.not_found } }
    await recordChange(tx, staff, { action: 'delete', entity: 'ical_feed', entityId: row.id, before: { locationId: row.locationId, url: row.url, label: row.label } })
    return { ok: true, feedId: row.id }
  })
}

/**
 * The import of a rental's calendars from other platforms (a job, every 30 minutes, and "Import
 * now"): each feed's events become blocks of the rental (status 'blocked', source 'ical', the event's
 * UID, the feed), mirrored at each import. An event over a booking, a hold or another block is left
 * out by the database's exclusion constraint and reported on the feed: an import never overwrites a
 * booking.
 */
import { and, eq, sql } from 'drizzle-orm'
import { bookings, icalFeeds, locations } from '../../../db/schema'
import { EXCLUSION_VIOLATION, sqlStateOf } from '../../booking/sql-state.server'
import { enqueue, type DbOrTx, type JobHandlers, type Tx } from '../../jobs/jobs.server'
import type { Db } from '../../../db/client.server'
import { type FeedEvent, feedEvents, mirrorPlan } from './feed-rules'
import { type FetchText, feedFetcher } from './fetch-feed.server'
import { toZurichIsoDate } from '../../format/date'
import { recordChange, type Staff } from '../../staff/audit.server'
import type { SecretBox } from '../../secrets/secret-box.server'

export const ICAL_IMPORT_JOB = 'ical.import'
/** How often each feed is fetched again. */
export const ICAL_IMPORT_EVERY_MS = 30 * 60_000

export type ImportDeps = { db: DbOrTx; secrets: SecretBox; fetchText: FetchText; ownHost: string; today?: string }
/** Who asked for the import ("Import now"): audited with what it changed. The job imports unaudited. */
export type ImportAsker = Staff | null

export type ImportReport = { added: number; moved: number; removed: number; skipped: string[]; error: string | null }

/** Fetches one feed and mirrors its events; the feed keeps the time, the count and what went wrong. */
export async function importFeed(deps: ImportDeps, feedId: number, staff: ImportAsker = null): Promise<ImportReport | null> {
  const [feed] = await deps.db.select().from(icalFeeds).where(eq(icalFeeds.id, feedId))
  if (!feed) return null
  let events: FeedEvent[]
  try {
    events = feedEvents(await deps.fetchText(deps.secrets.open('ical-feed-url', feed.url)), { ownHost: deps.ownHost, today: deps.today ?? toZurichIsoDate(new Date()) })
  } catch (error) {
    const report = { added: 0, moved: 0, removed: 0, skipped: [], error: `fetch: ${(error as Error).message}`.slice(0, 500) }
    await noteOnFeed(deps.db, feedId, report, null)
    return report
  }
  const report = await deps.db.transaction(async (tx) => {
    const mirrored = await mirror(tx, feed.locationId, feedId, events)
    if (staff) await recordChange(tx, staff, { action: 'import', entity: 'ical_feed', entityId: feedId, after: { locationId: feed.locationId, ...mirrored } })
    return mirrored
  })
  await noteOnFeed(deps.db, feedId, report, events.length)
  return report
}

async function noteOnFeed(db: DbOrTx, feedId: number, report: ImportReport, count: number | null): Promise<void> {
  const skipped = report.skipped.length > 0 ? `overlaps a booking, not imported: ${report.skipped.join(', ')}` : null
  const lastError = [report.error, skipped].filter(Boolean).join(' · ').slice(0, 2000) || null
  await db
    .update(icalFeeds)
    .set({ lastFetchedAt: sql`now()`, lastError, ...(count === null ? {} : { eventCount: count }), updatedAt: sql`now()` })
    .where(eq(icalFeeds.id, feedId))
}

async function mirror(tx: Tx, locationId: number, feedId: number, events: FeedEvent[]): Promise<ImportReport> {
  // One writer per rental calendar at a time (domain/booking/calendar.server.ts).
  await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId)).for('no key update')
  const blocks = await tx
    .select({ id: bookings.id, uid: bookings.externalUid, period: bookings.period })
    .from(bookings)
    .where(and(eq(bookings.feedId, feedId), eq(bookings.status, 'blocked')))
  const plan = mirrorPlan(
    blocks.map((b) => ({ id: b.id, uid: b.uid ?? '', arrival: b.period.arrival, departure: b.period.departure })),
    events,
  )
  const report: ImportReport = { added: 0, moved: 0, removed: 0, skipped: [], error: null }
  for (const id of plan.remove) {
    await tx.delete(bookings).where(eq(bookings.id, id))
    report.removed++
  }
  for (const { id, event } of plan.move) {
    const moved = await unlessTaken(tx, () => tx.update(bookings).set({ period: event, updatedAt: sql`now()` }).where(eq(bookings.id, id)))
    if (moved) report.moved++
    else {
      // Its new dates are taken: the old ones are no longer the platform's either.
      await tx.delete(bookings).where(eq(bookings.id, id))
      report.skipped.push(describe(event))
    }
  }
  for (const event of plan.add) {
    const added = await unlessTaken(tx, () =>
      tx.insert(bookings).values({ locationId, period: event, status: 'blocked', source: 'ical', externalUid: event.uid, feedId }),
    )
    if (added) report.added++
    else report.skipped.push(describe(event))
  }
  return report
}

const describe = (event: FeedEvent) => `${event.uid} (${event.arrival} → ${event.departure})`

/** Runs a write in a savepoint; false when the exclusion constraint refuses it (SQLSTATE 23P01). */
async function unlessTaken(tx: Tx, write: () => Promise<unknown>): Promise<boolean> {
  try {
    await tx.transaction(async () => {
      await write()
    })
    return true
  } catch (error) {
    if (sqlStateOf(error) === EXCLUSION_VIOLATION) return false
    throw error
  }
}

/** The import job of a feed, due after `delayMs` (0: as soon as a worker is free). */
export async function scheduleImport(tx: DbOrTx, feedId: number, delayMs = 0): Promise<void> {
  await enqueue(tx, ICAL_IMPORT_JOB, { feedId }, { delayMs, maxAttempts: 1 })
}

/**
 * The job: imports its feed, then enqueues the next import, so each feed is fetched every 30
 * minutes for as long as it exists (removing the feed ends the chain). A failed fetch is noted on
 * the feed and waits for the next turn, never retried at once against a platform that is down.
 */
export function icalJobHandlers(options: { db: Db; secrets: SecretBox; ownHost: string; fetchText?: FetchText }): JobHandlers {
  const fetchText = options.fetchText ?? feedFetcher()
  return {
    [ICAL_IMPORT_JOB]: async (payload) => {
      const feedId = (payload as { feedId?: unknown } | null)?.feedId
      if (typeof feedId !== 'number' || !Number.isInteger(feedId)) return
      let exists = true
      try {
        exists = (await importFeed({ db: options.db, secrets: options.secrets, fetchText, ownHost: options.ownHost }, feedId)) !== null
      } finally {
        // Even after an unexpected error (the database away a moment): the feed's turns go on.
        if (exists) await scheduleImport(options.db, feedId, ICAL_IMPORT_EVERY_MS)
      }
    },
  }
}

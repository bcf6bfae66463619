/**
 * The import of a rental's calendars from other platforms (a job, every 30 minutes, and "Import
 * now"): each feed's events become blocks of the rental (status 'blocked', source 'ical', the event's
 * UID, the feed), mirrored at each import. An event over a booking, a hold or another block is left
 * out and reported on the feed (the database's exclusion constraint stands behind the check): an
 * import never overwrites a booking. Its work is bounded (docs/decisions/038): a feed gives at most
 * MOST_FEED_DATES dates within the weeks the site sells, written in a few statements.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { bookings, icalFeeds, locations } from '../../../db/schema'
import { expireStaleHolds, rangeOf } from '../../booking/calendar.server'
import { EXCLUSION_VIOLATION, sqlStateOf } from '../../booking/sql-state.server'
import { enqueue, type JobHandlers } from '../../jobs/jobs.server'
import type { DbOrTx, Tx } from '../../../db/types'
import type { Db } from '../../../db/client.server'
import { type FeedEvent, type FeedReading, feedEvents, MOST_FEED_DATES, mirrorPlan, withoutTaken } from './feed-rules'
import { type FeedProblem, NAMED_OVERLAPS } from './feed-problems'
import { type FetchText, FeedFetchError, feedFetcher } from './fetch-feed.server'
import { toZurichIsoDate } from '../../format/date'
import { recordChange, type Staff } from '../../staff/audit.server'
import type { SecretBox } from '../../secrets/secret-box.server'

export const ICAL_IMPORT_JOB = 'ical.import'
/** How often each feed is fetched again. */
export const ICAL_IMPORT_EVERY_MS = 30 * 60_000
/** Rows written by one statement: a feed's blocks go in a few statements, not one each. */
const ROWS_PER_STATEMENT = 500

export type ImportDeps = { db: DbOrTx; secrets: SecretBox; fetchText: FetchText; ownHost: string; today?: string; log?: { error: (data: object, message: string) => void } }
/** Who asked for the import ("Import now"): audited with what it changed. The job imports unaudited. */
export type ImportAsker = Staff | null

/** What an import did; `skipped` names the events left out over a booking (the first NAMED_OVERLAPS). */
export type ImportReport = { added: number; moved: number; removed: number; skipped: string[]; problems: FeedProblem[] }

const nothingDone = (problems: FeedProblem[]): ImportReport => ({ added: 0, moved: 0, removed: 0, skipped: [], problems })

/**
 * Fetches one feed and mirrors its events; the feed keeps the time, the count and what went wrong.
 * Never throws for the feed's sake: a failed fetch, an unreadable file or a write that fails is a
 * problem on the feed, which staff see ("Import now" answers the page, never an error).
 */
export async function importFeed(deps: ImportDeps, feedId: number, staff: ImportAsker = null): Promise<ImportReport | null> {
  const [feed] = await deps.db.select().from(icalFeeds).where(eq(icalFeeds.id, feedId))
  if (!feed) return null
  const reading = await readFeed(deps, feed.url)
  if ('problem' in reading) {
    const report = nothingDone([reading.problem])
    await noteOnFeed(deps.db, feedId, report, null)
    return report
  }
  let report: ImportReport
  try {
    report = await deps.db.transaction(async (tx) => {
      const mirrored = await mirror(tx, feed.locationId, feedId, reading.events)
      if (staff) await recordChange(tx, staff, { action: 'import', entity: 'ical_feed', entityId: feedId, after: { locationId: feed.locationId, ...mirrored } })
      return mirrored
    })
  } catch (error) {
    deps.log?.error({ err: error, feedId }, 'the imported calendar could not be saved')
    report = nothingDone([{ code: 'not_saved' }])
    await noteOnFeed(deps.db, feedId, report, null)
    return report
  }
  if (!reading.complete) report.problems.unshift({ code: 'cut_short', limit: MOST_FEED_DATES })
  await noteOnFeed(deps.db, feedId, report, reading.events.length)
  return report
}

/** The feed's text, read into periods; or why not (the platform's answer, or a file that is no calendar). */
async function readFeed(deps: ImportDeps, url: string): Promise<FeedReading | { problem: FeedProblem }> {
  let text: string
  try {
    // Sealed at rest (it carries the platform's private token): opened only to fetch it.
    text = await deps.fetchText(deps.secrets.open('ical-feed-url', url))
  } catch (error) {
    const detail = error instanceof FeedFetchError || error instanceof Error ? error.message : String(error)
    return { problem: { code: 'fetch_failed', detail: detail.slice(0, 300) } }
  }
  try {
    return await feedEvents(text, { ownHost: deps.ownHost, today: deps.today ?? toZurichIsoDate(new Date()) })
  } catch (error) {
    return { problem: { code: 'unreadable', detail: (error instanceof Error ? error.message : String(error)).slice(0, 300) } }
  }
}

async function noteOnFeed(db: DbOrTx, feedId: number, report: ImportReport, count: number | null): Promise<void> {
  await db
    .update(icalFeeds)
    .set({ lastFetchedAt: sql`now()`, problems: report.problems, ...(count === null ? {} : { eventCount: count }), updatedAt: sql`now()` })
    .where(eq(icalFeeds.id, feedId))
}

const chunks = <T>(list: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size))

/**
 * Makes the feed's blocks its events in a handful of statements: the nights another row of the
 * rental takes (a booking, a hold, a block of the agency or of another feed) are cut out of the
 * events, the blocks of events gone or moved are deleted, and the new ones inserted in bulk. One
 * writer per rental calendar at a time (domain/booking/calendar.server.ts), so nothing takes a
 * night between the check and the insert; should the exclusion constraint refuse a statement
 * anyway, its rows go in one by one.
 */
async function mirror(tx: Tx, locationId: number, feedId: number, events: readonly FeedEvent[]): Promise<ImportReport> {
  await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId)).for('no key update')
  await expireStaleHolds(tx, { locationId })
  const blocks = await tx
    .select({ id: bookings.id, uid: bookings.externalUid, period: bookings.period })
    .from(bookings)
    .where(and(eq(bookings.feedId, feedId), eq(bookings.status, 'blocked')))
  const { free, clipped } = withoutTaken(events, events.length > 0 ? await takenByOthers(tx, locationId, feedId, events) : [])
  const plan = mirrorPlan(
    blocks.map((b) => ({ id: b.id, uid: b.uid ?? '', arrival: b.period.arrival, departure: b.period.departure })),
    free,
  )
  for (const ids of chunks([...plan.remove, ...plan.move.map((m) => m.id)], ROWS_PER_STATEMENT)) {
    await tx.delete(bookings).where(inArray(bookings.id, ids))
  }
  const moved = new Set(plan.move.map((m) => m.event))
  const wanted = [...plan.move.map((m) => m.event), ...plan.add]
  const inserted = new Set<FeedEvent>()
  for (const rows of chunks(wanted, ROWS_PER_STATEMENT)) {
    for (const event of await insertBlocks(tx, locationId, feedId, rows)) inserted.add(event)
  }
  const skipped = [...clipped, ...wanted.filter((event) => !inserted.has(event))]
  const report: ImportReport = {
    added: plan.add.filter((e) => inserted.has(e)).length,
    moved: [...moved].filter((e) => inserted.has(e)).length,
    removed: plan.remove.length,
    skipped: skipped.slice(0, NAMED_OVERLAPS).map(describe),
    problems: [],
  }
  if (skipped.length > 0) report.problems.push({ code: 'overlaps', events: report.skipped, count: skipped.length })
  return report
}

/** The periods of the rental's live rows, but this feed's blocks, between its first arrival and last departure. */
async function takenByOthers(tx: Tx, locationId: number, feedId: number, events: readonly FeedEvent[]) {
  const span = { arrival: events[0]!.arrival, departure: events.reduce((last, e) => (e.departure > last ? e.departure : last), events[0]!.departure) }
  const rows = await tx
    .select({ period: bookings.period })
    .from(bookings)
    .where(
      and(
        eq(bookings.locationId, locationId),
        inArray(bookings.status, ['hold', 'confirmed', 'blocked']),
        sql`${bookings.feedId} is distinct from ${feedId}`,
        sql`${bookings.period} && ${rangeOf(span)}`,
      ),
    )
    .orderBy(asc(sql`lower(${bookings.period})`))
  return rows.map((r) => r.period)
}

/** Inserts the blocks of some events in one statement; the ones the database took. */
async function insertBlocks(tx: Tx, locationId: number, feedId: number, events: readonly FeedEvent[]): Promise<FeedEvent[]> {
  const row = (event: FeedEvent) => ({ locationId, period: { arrival: event.arrival, departure: event.departure }, status: 'blocked' as const, source: 'ical' as const, externalUid: event.uid, feedId })
  if (await unlessTaken(tx, () => tx.insert(bookings).values(events.map(row)))) return [...events]
  const taken: FeedEvent[] = []
  for (const event of events) if (await unlessTaken(tx, () => tx.insert(bookings).values(row(event)))) taken.push(event)
  return taken
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

/**
 * What an imported calendar (Airbnb, Booking.com…) means for a rental: each of its events is a
 * period the rental is taken elsewhere, kept as a block. Pure: the feed's text in, periods out, and
 * the plan that makes the rental's imported blocks mirror them.
 */
import ical from 'node-ical'
import { addDays, daysBetween } from '../../booking/rules/calendar'
import { toZurichIsoDate } from '../../format/date'
import { MAX_PERIOD_WEEKS } from '../../catalogue/period'
import { refusedRange } from './address-rules'
import { fieldErrorsByCode, type FieldErrors } from '../../validation'
import type { Parsed } from '../price-rules'

/** A refused feed field, in the asked language: why an imported calendar is refused, by stable code and its key in the validation catalogue. */
export const feedError = fieldErrorsByCode({
  url_invalid: 'backOffice.feed.urlInvalid',
  url_internal: 'backOffice.feed.urlInternal',
  url_exists: 'backOffice.feed.urlExists',
  label_too_long: 'backOffice.feed.labelTooLong',
  not_found: 'backOffice.feed.notFound',
})

export type FeedInput = { url: string; label: string }

/**
 * A feed's address (http or https, any public host: platforms publish theirs anywhere) and its name.
 * An IP address inside the agency's network is refused here; a name is checked once resolved, at
 * each fetch (fetch-feed.server.ts).
 */
export function parseFeed(input: { url?: string; label?: string }, locale: string, options: { allowLoopback?: boolean } = {}): Parsed<FeedInput> {
  const errors: FieldErrors = {}
  const raw = (input.url ?? '').trim()
  const url = raw.length <= 2000 && URL.canParse(raw) ? new URL(raw) : null
  if (!url || !['http:', 'https:'].includes(url.protocol) || !url.hostname || url.username || url.password) errors.url = feedError('url_invalid', locale)
  else if (refusedRange(url.hostname, options)) errors.url = feedError('url_internal', locale)
  const label = (input.label ?? '').trim()
  if (label.length > 80) errors.label = feedError('label_too_long', locale)
  if (Object.keys(errors).length > 0 || !url) return { ok: false, errors }
  return { ok: true, value: { url: url.toString(), label } }
}

export type FeedEvent = { uid: string; arrival: string; departure: string }

type Instant = Date & { dateOnly?: boolean }

/** An all-day date as written (node-ical makes it local midnight); a moment as its day in the resort. */
function dayOf(value: Instant): string {
  if (value.dateOnly) {
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`
  }
  return toZurichIsoDate(value)
}

/** A moment after the day's start occupies that night too: the departure is the next day. */
function departureOf(end: Instant): string {
  const day = dayOf(end)
  if (end.dateOnly) return day
  const midnight = toZurichIsoDate(new Date(end.getTime() - 1)) !== day
  return midnight ? day : addDays(day, 1)
}

/**
 * How far ahead a recurring event's occurrences are imported: the weeks the site sells (the price
 * grid's 78). An event that is no repetition is imported whatever its date.
 */
export const FEED_HORIZON_DAYS = MAX_PERIOD_WEEKS * 7
/**
 * The dates one feed may give: its events and the occurrences of its repetitions within the horizon
 * together. A platform's calendar of 78 weeks holds a few hundred at most; 60 events repeated daily
 * would be 33,000. Beyond, the reading stops and staff are told (docs/decisions/038).
 */
export const MOST_FEED_DATES = 3_000
/** The time one feed's reading may take, in slices that let the site's other requests through. */
export const FEED_READING_MS = 2_000
/**
 * The days of each step of a repetition (node-ical names the frequencies; RRule numbers them YEARLY
 * 0 … DAILY 3): a rule searches at most the steps of its window, and a few more. rrule-temporal's
 * own limit, 10,000 steps, takes seconds on a rule that never matches (every 30 February).
 */
const STEP_DAYS: Record<string, number> = { YEARLY: 365, MONTHLY: 28, WEEKLY: 7, DAILY: 1, '0': 365, '1': 28, '2': 7, '3': 1 }
const EXTRA_STEPS = 20

type Component = ical.VEvent & { recurrences?: Record<string, ical.VEvent>; exdate?: Record<string, Instant> }

/** What rrule-temporal gives: a date with its time and zone. */
type Zoned = { year: number; month: number; day: number; epochMilliseconds: number }
type Rule = { between: (after: Date, before: Date, inclusive: boolean) => Array<Zoned | Date> }

const isDate = (value: unknown): value is Instant => value instanceof Date && !Number.isNaN(value.getTime())

/** The days an event takes: a moment's departure is the next day, and a stay lasts a night at least. */
function periodOf(start: Instant, end: Instant | null): { arrival: string; departure: string } {
  const arrival = dayOf(start)
  const last = end ? departureOf(end) : addDays(arrival, 1)
  return { arrival, departure: last > arrival ? last : addDays(arrival, 1) }
}

/**
 * The repetition rule of an event, when it is a stay's: daily or coarser, at most one date a day (a
 * rule with several hours or minutes is no stay, and could list 1,440 dates a day). It searches at
 * most the steps of a window of `windowDays`: node-ical's rule wraps rrule-temporal's, whose `with`
 * sets that limit; when the wrapped rule cannot be reached, node-ical's own (the default limit).
 */
function stayRule(event: Component, windowDays: number): { rule: Rule; dateOnly: boolean } | null {
  const wrapper = event.rrule
  if (!wrapper) return null
  const options = wrapper.options as Record<string, unknown>
  const stepDays = STEP_DAYS[String(options.freq)]
  const several = (key: string) => Array.isArray(options[key]) && (options[key] as unknown[]).length > 1
  if (!stepDays || several('byHour') || several('byMinute') || several('bySecond')) return null
  const inner = (wrapper as unknown as { _rrule?: { with?: (updates: object) => Rule } })._rrule
  const dateOnly = (event.start as Instant).dateOnly === true
  const maxIterations = Math.ceil(windowDays / stepDays) + EXTRA_STEPS
  return { rule: inner?.with?.({ maxIterations }) ?? (wrapper as unknown as Rule), dateOnly }
}

/** An occurrence as node-ical gives dates: an all-day date as local midnight marked `dateOnly`. */
function instantOf(value: Zoned | Date, dateOnly: boolean): Instant {
  if (value instanceof Date) return value as Instant
  if (dateOnly) return Object.assign(new Date(value.year, value.month - 1, value.day), { dateOnly: true })
  return new Date(value.epochMilliseconds)
}

type Occurrence = { uid: string; start: Instant; end: Instant | null; cancelled: boolean }

/**
 * Each occurrence of a recurring event (RRULE) from a little before `today` to the horizon, at most
 * `most` of them (a rule gives a date a day at most: the window is cut to `most` days), its excluded
 * dates (EXDATE) left out and its moved ones (RECURRENCE-ID) taken as they were moved. The UID of an
 * occurrence is the event's with its arrival day, so each is a block of its own. `cut`: the window
 * was shortened, or the rule gave up.
 */
function occurrencesOf(event: Component, uid: string, today: string, most: number): { list: Occurrence[]; found: number; cut: boolean } {
  const start = event.start as Instant
  const end = isDate(event.end) ? (event.end as Instant) : null
  // A rule finer than daily (hourly, by the minute…) is no stay: only its first occurrence counts,
  // and its millions of instants are never listed.
  const days = end ? Math.max(1, daysBetween(dayOf(start), departureOf(end))) : 1
  const first = addDays(today, -days - 1)
  const windowDays = Math.min(FEED_HORIZON_DAYS + days + 1, most)
  const stay = stayRule(event, windowDays)
  if (!stay) return { list: [{ uid, start, end, cancelled: event.status === 'CANCELLED' }], found: 1, cut: false }
  const from = new Date(Date.parse(`${first}T00:00:00Z`))
  const to = new Date(Date.parse(`${addDays(first, windowDays)}T00:00:00Z`))
  let found: Instant[]
  try {
    found = stay.rule.between(from, to, true).map((value) => instantOf(value, stay.dateOnly))
  } catch {
    // The rule gave up searching (no date within its steps): its first occurrence only.
    return { list: [{ uid, start, end, cancelled: event.status === 'CANCELLED' }], found: 1, cut: false }
  }
  const excluded = new Set(Object.values(event.exdate ?? {}).filter(isDate).map((d) => d.getTime()))
  const excludedDays = new Set(Object.keys(event.exdate ?? {}).map((key) => key.slice(0, 10)))
  const list = []
  for (const occurrence of found) {
    const day = dayOf(occurrence)
    if (excluded.has(occurrence.getTime()) || excludedDays.has(day)) continue
    const moved = event.recurrences?.[day] ?? event.recurrences?.[occurrence.toISOString()]
    const own = moved && isDate(moved.start) ? (moved.start as Instant) : occurrence
    const ownEnd = moved && isDate(moved.end) ? (moved.end as Instant) : null
    const shiftedEnd = ownEnd ?? (end ? shifted(start, end, own) : null)
    list.push({ uid: `${uid}#${day}`, start: own, end: shiftedEnd, cancelled: (moved?.status ?? event.status) === 'CANCELLED' })
  }
  return { list, found: found.length, cut: windowDays < FEED_HORIZON_DAYS + days + 1 }
}

/** The end of an occurrence: as many days after its start as the first (all-day), or as long (a moment). */
function shifted(start: Instant, end: Instant, occurrence: Instant): Instant {
  if (!start.dateOnly) return new Date(occurrence.getTime() + (end.getTime() - start.getTime()))
  const day = addDays(dayOf(occurrence), daysBetween(dayOf(start), dayOf(end)))
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return Object.assign(new Date(y, m - 1, d), { dateOnly: true })
}

/** A feed read: its periods (overlapping events merged), and whether it was read to its end. */
export type FeedReading = { events: FeedEvent[]; complete: boolean }

export type ReadOptions = { ownHost: string; today: string; mostDates?: number; readingMs?: number; now?: () => number }

/** Lets the site's other requests run between two slices of a reading. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * The events of a feed that take the rental: not cancelled, not ended before `today`, and not the
 * site's own export coming back (UIDs `…@{ownHost}`, calendar-feed.server.ts): importing those would
 * hold the dates forever, each platform keeping them up for the other. A recurring event gives each
 * of its occurrences up to the horizon. The events of the file come first (the platforms' bookings),
 * then the repetitions; the reading stops after MOST_FEED_DATES dates or FEED_READING_MS, and yields
 * to the site's other requests as it goes. Events that overlap become one period.
 */
export async function feedEvents(ics: string, options: ReadOptions): Promise<FeedReading> {
  const now = options.now ?? (() => performance.now())
  const started = now()
  const parsed = ical.sync.parseICS(ics)
  const own = `@${options.ownHost.toLowerCase()}`
  const components = Object.values(parsed)
    .filter((c): c is Component => !!c && c.type === 'VEVENT' && isDate(c.start))
    .sort((a, b) => Number(!!a.rrule) - Number(!!b.rrule))
  const events: FeedEvent[] = []
  let left = options.mostDates ?? MOST_FEED_DATES
  let complete = true
  let slice = now()
  for (const component of components) {
    const uid = String(component.uid ?? '').trim().slice(0, 450)
    if (!uid || uid.toLowerCase().endsWith(own)) continue
    if (left <= 0 || now() - started > (options.readingMs ?? FEED_READING_MS)) {
      complete = false
      break
    }
    const occurrences = occurrencesOf(component, uid, options.today, left)
    left -= Math.max(1, occurrences.found)
    if (occurrences.cut) complete = false
    for (const occurrence of occurrences.list) {
      if (occurrence.cancelled) continue
      const period = periodOf(occurrence.start, occurrence.end)
      if (period.departure <= options.today) continue
      events.push({ uid: occurrence.uid, ...period })
    }
    if (now() - slice > 20) {
      await nextTurn()
      slice = now()
    }
  }
  return { events: mergedPeriods(events), complete }
}

/**
 * The events as the periods they take: sorted, overlapping and back-to-back ones merged into one
 * (named by the earliest; a repeated UID gets its arrival day), so that a feed never blocks a night
 * twice, the rental's exclusion constraint only ever meets another source's rows, and a feed of
 * nights repeated every day is one block, not hundreds.
 */
export function mergedPeriods(events: readonly FeedEvent[]): FeedEvent[] {
  const sorted = [...events].sort((a, b) => (a.arrival < b.arrival ? -1 : a.arrival > b.arrival ? 1 : a.uid < b.uid ? -1 : 1))
  const merged: FeedEvent[] = []
  const uids = new Set<string>()
  for (const event of sorted) {
    const last = merged.at(-1)
    if (last && event.arrival <= last.departure) {
      if (event.departure > last.departure) last.departure = event.departure
      continue
    }
    const uid = uids.has(event.uid) ? `${event.uid}#${event.arrival}` : event.uid
    uids.add(uid)
    merged.push({ ...event, uid })
  }
  return merged
}

type Period = { arrival: string; departure: string }

/**
 * The nights of the feed's periods that no other row of the rental takes (a booking, a hold, a
 * block of the agency or of another feed): a period over one is cut around it, never dropped whole,
 * so the platform's other nights stay blocked. Both lists sorted by arrival, each without overlaps
 * (`mergedPeriods`; the rental's rows, by its exclusion constraint). A period cut in several keeps
 * its UID on the first piece; the others get their arrival day. `clipped`: the periods that were cut.
 */
export function withoutTaken(periods: readonly FeedEvent[], taken: readonly Period[]): { free: FeedEvent[]; clipped: FeedEvent[] } {
  const free: FeedEvent[] = []
  const clipped: FeedEvent[] = []
  let first = 0
  for (const period of periods) {
    // Rows that end before this period starts end before every later one too.
    while (first < taken.length && (taken[first] as Period).departure <= period.arrival) first++
    let cursor = period.arrival
    let cut = false
    const pieces: Period[] = []
    for (let i = first; i < taken.length && (taken[i] as Period).arrival < period.departure; i++) {
      const row = taken[i] as Period
      cut = true
      if (row.arrival > cursor) pieces.push({ arrival: cursor, departure: row.arrival })
      if (row.departure > cursor) cursor = row.departure
    }
    if (cursor < period.departure) pieces.push({ arrival: cursor, departure: period.departure })
    if (cut) clipped.push(period)
    pieces.forEach((piece, i) => free.push({ uid: i === 0 ? period.uid : `${period.uid}#${piece.arrival}`, ...piece }))
  }
  return { free, clipped }
}

export type MirroredBlock = { id: number; uid: string; arrival: string; departure: string }

export type MirrorPlan = { add: FeedEvent[]; move: Array<{ id: number; event: FeedEvent }>; remove: number[] }

/** What to do so the feed's blocks are its events: new ones added, changed ones moved, gone ones removed. */
export function mirrorPlan(blocks: readonly MirroredBlock[], events: readonly FeedEvent[]): MirrorPlan {
  const byUid = new Map(blocks.map((b) => [b.uid, b]))
  const seen = new Set<string>()
  const plan: MirrorPlan = { add: [], move: [], remove: [] }
  for (const event of events) {
    if (seen.has(event.uid)) continue
    seen.add(event.uid)
    const block = byUid.get(event.uid)
    if (!block) plan.add.push(event)
    else if (block.arrival !== event.arrival || block.departure !== event.departure) plan.move.push({ id: block.id, event })
  }
  plan.remove = blocks.filter((b) => !seen.has(b.uid)).map((b) => b.id)
  return plan
}

/**
 * What an imported calendar (Airbnb, Booking.com…) means for a rental: each of its events is a
 * period the rental is taken elsewhere, kept as a block. Pure: the feed's text in, periods out, and
 * the plan that makes the rental's imported blocks mirror them.
 */
import ical from 'node-ical'
import type { Localized } from '../../booking/rules/messages'
import { addDays, daysBetween } from '../../booking/rules/calendar'
import { toZurichIsoDate } from '../../format/date'
import { refusedRange } from './address-rules'
import type { FieldErrors, Parsed } from '../calendar/price-rules'

export const FEED_MESSAGES = {
  url_invalid: {
    fr: 'L’adresse du calendrier commence par https:// ou http:// (par exemple celle d’export iCal d’Airbnb).',
    en: 'The calendar address starts with https:// or http:// (for example Airbnb’s iCal export address).',
  },
  url_internal: {
    fr: 'Cette adresse mène au réseau de l’agence ou au serveur lui-même, jamais à un calendrier publié : copiez l’adresse d’export iCal de la plateforme.',
    en: 'This address leads into the agency’s network or to the server itself, never to a published calendar: copy the platform’s iCal export address.',
  },
  url_exists: { fr: 'Ce calendrier est déjà importé pour ce logement.', en: 'This calendar is already imported for this rental.' },
  label_too_long: { fr: 'Le nom compte au plus 80 caractères.', en: 'The name has at most 80 characters.' },
  not_found: { fr: "Ce calendrier importé n'existe plus.", en: 'This imported calendar no longer exists.' },
} as const satisfies Record<string, Localized>

export type FeedInput = { url: string; label: string }

/**
 * A feed's address (http or https, any public host: platforms publish theirs anywhere) and its name.
 * An IP address inside the agency's network is refused here; a name is checked once resolved, at
 * each fetch (fetch-feed.server.ts).
 */
export function parseFeed(input: { url?: string; label?: string }, options: { allowLoopback?: boolean } = {}): Parsed<FeedInput> {
  const errors: FieldErrors = {}
  const raw = (input.url ?? '').trim()
  const url = raw.length <= 2000 && URL.canParse(raw) ? new URL(raw) : null
  if (!url || !['http:', 'https:'].includes(url.protocol) || !url.hostname || url.username || url.password) errors.url = FEED_MESSAGES.url_invalid
  else if (refusedRange(url.hostname, options)) errors.url = FEED_MESSAGES.url_internal
  const label = (input.label ?? '').trim()
  if (label.length > 80) errors.label = FEED_MESSAGES.label_too_long
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

/** How far ahead a recurring event's occurrences are imported: the longest calendar the site shows. */
export const FEED_HORIZON_DAYS = 731
/** No event makes more blocks than this, whatever its rule says (a daily rule for two years is 731). */
const MOST_OCCURRENCES = 800
/** The frequencies of a stay (node-ical names them; RRule numbers them YEARLY 0 … DAILY 3). */
const STAY_FREQUENCIES = new Set(['YEARLY', 'MONTHLY', 'WEEKLY', 'DAILY', '0', '1', '2', '3'])

type Component = ical.VEvent & { recurrences?: Record<string, ical.VEvent>; exdate?: Record<string, Instant> }

const isDate = (value: unknown): value is Instant => value instanceof Date && !Number.isNaN(value.getTime())

/** The days an event takes: a moment's departure is the next day, and a stay lasts a night at least. */
function periodOf(start: Instant, end: Instant | null): { arrival: string; departure: string } {
  const arrival = dayOf(start)
  const last = end ? departureOf(end) : addDays(arrival, 1)
  return { arrival, departure: last > arrival ? last : addDays(arrival, 1) }
}

/**
 * Each occurrence of a recurring event (RRULE) from a little before `today` to the horizon, its
 * excluded dates (EXDATE) left out and its moved ones (RECURRENCE-ID) taken as they were moved. The
 * UID of an occurrence is the event's with its arrival day, so each is a block of its own.
 */
function occurrencesOf(event: Component, uid: string, today: string): Array<{ uid: string; start: Instant; end: Instant | null; cancelled: boolean }> {
  const start = event.start as Instant
  const end = isDate(event.end) ? (event.end as Instant) : null
  // A rule finer than daily (hourly, by the minute…) is no stay: only its first occurrence counts,
  // and its millions of instants are never listed.
  const rule = event.rrule && STAY_FREQUENCIES.has(String(event.rrule.options.freq)) ? event.rrule : null
  if (!rule) return [{ uid, start, end, cancelled: event.status === 'CANCELLED' }]
  const days = end ? Math.max(1, daysBetween(dayOf(start), departureOf(end))) : 1
  const from = new Date(Date.parse(`${addDays(today, -days - 1)}T00:00:00Z`))
  const to = new Date(Date.parse(`${addDays(today, FEED_HORIZON_DAYS)}T00:00:00Z`))
  const excluded = new Set(Object.values(event.exdate ?? {}).filter(isDate).map((d) => d.getTime()))
  const excludedDays = new Set(Object.keys(event.exdate ?? {}).map((key) => key.slice(0, 10)))
  const found = (rule.between(from, to, true) as Instant[]).slice(0, MOST_OCCURRENCES)
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
  return list
}

/** The end of an occurrence: as many days after its start as the first (all-day), or as long (a moment). */
function shifted(start: Instant, end: Instant, occurrence: Instant): Instant {
  if (!start.dateOnly) return new Date(occurrence.getTime() + (end.getTime() - start.getTime()))
  const day = addDays(dayOf(occurrence), daysBetween(dayOf(start), dayOf(end)))
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return Object.assign(new Date(y, m - 1, d), { dateOnly: true })
}

/**
 * The events of a feed that take the rental: not cancelled, not ended before `today`, and not the
 * site's own export coming back (UIDs `…@{ownHost}`, calendar-feed.server.ts): importing those would
 * hold the dates forever, each platform keeping them up for the other. A recurring event gives each
 * of its occurrences up to the horizon.
 */
export function feedEvents(ics: string, options: { ownHost: string; today: string }): FeedEvent[] {
  const parsed = ical.sync.parseICS(ics)
  const events: FeedEvent[] = []
  const own = `@${options.ownHost.toLowerCase()}`
  for (const component of Object.values(parsed)) {
    if (!component || component.type !== 'VEVENT') continue
    const uid = String(component.uid ?? '').trim().slice(0, 450)
    if (!uid || uid.toLowerCase().endsWith(own)) continue
    if (!isDate(component.start)) continue
    for (const occurrence of occurrencesOf(component as Component, uid, options.today)) {
      if (occurrence.cancelled) continue
      const period = periodOf(occurrence.start, occurrence.end)
      if (period.departure <= options.today) continue
      events.push({ uid: occurrence.uid, ...period })
    }
  }
  return events.sort((a, b) => (a.arrival < b.arrival ? -1 : a.arrival > b.arrival ? 1 : 0))
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

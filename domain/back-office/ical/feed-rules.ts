/**
 * What an imported calendar (Airbnb, Booking.com…) means for a rental: each of its events is a
 * period the rental is taken elsewhere, kept as a block. Pure: the feed's text in, periods out, and
 * the plan that makes the rental's imported blocks mirror them.
 */
import ical from 'node-ical'
import type { Localized } from '../../booking/rules/messages'
import { addDays } from '../../booking/rules/calendar'
import { toZurichIsoDate } from '../../format/date'
import type { FieldErrors, Parsed } from '../calendar/price-rules'

export const FEED_MESSAGES = {
  url_invalid: {
    fr: 'L’adresse du calendrier commence par https:// ou http:// (par exemple celle d’export iCal d’Airbnb).',
    en: 'The calendar address starts with https:// or http:// (for example Airbnb’s iCal export address).',
  },
  url_exists: { fr: 'Ce calendrier est déjà importé pour ce logement.', en: 'This calendar is already imported for this rental.' },
  label_too_long: { fr: 'Le nom compte au plus 80 caractères.', en: 'The name has at most 80 characters.' },
  not_found: { fr: "Ce calendrier importé n'existe plus.", en: 'This imported calendar no longer exists.' },
} as const satisfies Record<string, Localized>

export type FeedInput = { url: string; label: string }

/** A feed's address (http or https, any host: platforms publish theirs anywhere) and its name. */
export function parseFeed(input: { url?: string; label?: string }): Parsed<FeedInput> {
  const errors: FieldErrors = {}
  const raw = (input.url ?? '').trim()
  const url = raw.length <= 2000 && URL.canParse(raw) ? new URL(raw) : null
  if (!url || !['http:', 'https:'].includes(url.protocol) || !url.hostname || url.username || url.password) errors.url = FEED_MESSAGES.url_invalid
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

/**
 * The events of a feed that take the rental: not cancelled, not ended before `today`, and not the
 * site's own export coming back (UIDs `…@{ownHost}`, calendar-feed.server.ts): importing those would
 * hold the dates forever, each platform keeping them up for the other.
 */
export function feedEvents(ics: string, options: { ownHost: string; today: string }): FeedEvent[] {
  const parsed = ical.sync.parseICS(ics)
  const events: FeedEvent[] = []
  const own = `@${options.ownHost.toLowerCase()}`
  for (const component of Object.values(parsed)) {
    if (!component || component.type !== 'VEVENT') continue
    const uid = String(component.uid ?? '').trim().slice(0, 500)
    if (!uid || uid.toLowerCase().endsWith(own) || component.status === 'CANCELLED') continue
    if (!(component.start instanceof Date) || Number.isNaN(component.start.getTime())) continue
    const arrival = dayOf(component.start as Instant)
    const end = component.end instanceof Date && !Number.isNaN(component.end.getTime()) ? departureOf(component.end as Instant) : addDays(arrival, 1)
    const departure = end > arrival ? end : addDays(arrival, 1)
    if (departure <= options.today) continue
    events.push({ uid, arrival, departure })
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

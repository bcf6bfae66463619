/**
 * The back office's first page: what the agency has to see to today (issue "Today"): arrivals and
 * departures of the coming seven days with their guests, holds about to expire, balances still due,
 * payments that went wrong, new requests and how full the coming weeks are.
 */
import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { bookings, locations, locationTranslations, orderItems, orders, PUBLISHED, requests, shippingContacts, users } from '../../db/schema'
import { type Party, partyOf } from '../booking/rental-product'
import { addDays, SATURDAY, weekdayOf } from '../booking/rules/calendar'
import { toZurichIsoDate } from '../format/date'
import { type PaymentProblem, paymentProblems } from '../orders/payment-problems.server'

export type TodayDeps = { db: Db; now?: () => Date }

/**
 * An arrival or a departure: the rental, and for a stay sold by the shop the guest (the order's
 * contact), their phone and party, for the welcome and the tourist-tax return. A booking the agency
 * entered itself has no order: only the rental.
 */
export type Movement = {
  bookingId: number
  date: string
  reference: string
  locationId: number
  /** The rental's title in the page's language. */
  rental: string | null
  guest: string | null
  phone: string | null
  party: Party | null
  orderNumber: string | null
}
export type ExpiringHold = { bookingId: number; reference: string; expiresAt: string; arrival: string }
export type DueBalance = { orderNumber: string; customer: string; due: number; dueOn: string | null; overdue: boolean }
export type WeekOccupancy = { start: string; booked: number; rentals: number }

export type Today = {
  date: string
  arrivals: Movement[]
  departures: Movement[]
  expiringHolds: ExpiringHold[]
  dueBalances: DueBalance[]
  newRequests: { count: number; latest: { id: number; kind: string; name: string; createdAt: string }[] }
  occupancy: WeekOccupancy[]
  /** Group bookings waiting for the agency's agreement (domain/orders/group-agreement.server.ts). */
  groupsWaiting: number
  /** Payments that went wrong (orders/payment-problems.server.ts): the first ones, and how many in all. */
  paymentProblems: { rows: PaymentProblem[]; total: number }
}

/** Holds that end within this time are "about to expire". */
const HOLD_HORIZON_MS = 2 * 3_600_000
const OCCUPANCY_WEEKS = 8
const PAYMENT_PROBLEMS_SHOWN = 10

export async function todayOverview(deps: TodayDeps, input: { locale: 'fr' | 'en' } = { locale: 'fr' }): Promise<Today> {
  const now = deps.now?.() ?? new Date()
  const date = toZurichIsoDate(now)
  const [arrivals, departures, expiringHolds, dueBalances, newRequests, occupancy, groupsWaiting, problems] = await Promise.all([
    movements(deps.db, 'arrival', date, input.locale),
    movements(deps.db, 'departure', date, input.locale),
    holdsEnding(deps.db, now),
    balancesDue(deps.db, date),
    requestsWaiting(deps.db),
    weeksAhead(deps.db, date),
    deps.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.status, 1), eq(orders.agreement, 'requested')))
      .then(([row]) => Number(row?.n ?? 0)),
    paymentProblems(deps.db, { now, limit: PAYMENT_PROBLEMS_SHOWN }),
  ])
  return { date, arrivals, departures, expiringHolds, dueBalances, newRequests, occupancy, groupsWaiting, paymentProblems: problems }
}

async function movements(db: Db, which: 'arrival' | 'departure', from: string, locale: 'fr' | 'en'): Promise<Movement[]> {
  const day = which === 'arrival' ? sql<string>`lower(${bookings.period})::text` : sql<string>`upper(${bookings.period})::text`
  const dayDate = which === 'arrival' ? sql`lower(${bookings.period})` : sql`upper(${bookings.period})`
  const rows = await db
    .select({
      bookingId: bookings.id,
      date: day,
      reference: locations.reference,
      locationId: locations.id,
      rental: locationTranslations.title,
      orderNumber: orders.number,
      firstName: shippingContacts.firstName,
      lastName: shippingContacts.lastName,
      phone: shippingContacts.phone,
      context: orderItems.context,
    })
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .leftJoin(locationTranslations, and(eq(locationTranslations.locationId, locations.id), eq(locationTranslations.locale, locale)))
    .leftJoin(orderItems, eq(orderItems.id, bookings.orderItemId))
    .leftJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(shippingContacts, eq(shippingContacts.id, orders.shippingContactId))
    .where(and(eq(bookings.status, 'confirmed'), sql`${dayDate} >= ${from}::date`, sql`${dayDate} < ${addDays(from, 7)}::date`))
    .orderBy(asc(dayDate), asc(locations.reference))
  return rows.map(({ firstName, lastName, phone, context, ...row }) => ({
    ...row,
    guest: [firstName, lastName].filter(Boolean).join(' ') || null,
    phone: phone || null,
    party: context ? partyOf(context[0]) : null,
  }))
}

async function holdsEnding(db: Db, now: Date): Promise<ExpiringHold[]> {
  const rows = await db
    .select({ bookingId: bookings.id, reference: locations.reference, expiresAt: bookings.expiresAt, arrival: sql<string>`lower(${bookings.period})::text` })
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .where(and(eq(bookings.status, 'hold'), gte(bookings.expiresAt, now), lt(bookings.expiresAt, new Date(now.getTime() + HOLD_HORIZON_MS))))
    .orderBy(asc(bookings.expiresAt))
  return rows.map((row) => ({ ...row, expiresAt: (row.expiresAt as Date).toISOString() }))
}

/** Orders paid in part (status 3): what is still due and by when. */
async function balancesDue(db: Db, date: string): Promise<DueBalance[]> {
  const rows = await db
    .select({
      orderNumber: orders.number,
      due: orders.reportedTotal,
      dueOn: orders.gradedToPayAt,
      firstName: shippingContacts.firstName,
      lastName: shippingContacts.lastName,
      username: users.username,
    })
    .from(orders)
    .leftJoin(shippingContacts, eq(shippingContacts.id, orders.shippingContactId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.status, 3), sql`${orders.reportedTotal} > 0`))
    .orderBy(asc(orders.gradedToPayAt))
    .limit(50)
  return rows.map((row) => ({
    orderNumber: row.orderNumber,
    customer: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username || '—',
    due: row.due,
    dueOn: row.dueOn,
    overdue: row.dueOn !== null && row.dueOn < date,
  }))
}

async function requestsWaiting(db: Db): Promise<Today['newRequests']> {
  const [total] = await db.select({ n: count() }).from(requests).where(eq(requests.status, 'new'))
  const latest = await db
    .select({ id: requests.id, kind: requests.kind, firstName: requests.firstName, lastName: requests.lastName, createdAt: requests.createdAt })
    .from(requests)
    .where(eq(requests.status, 'new'))
    .orderBy(sql`${requests.createdAt} desc`)
    .limit(5)
  return {
    count: Number(total?.n ?? 0),
    latest: latest.map((r) => ({ id: r.id, kind: r.kind, name: `${r.firstName} ${r.lastName}`.trim(), createdAt: r.createdAt.toISOString() })),
  }
}

/** The next Saturdays: how many published weekly rentals are taken (booked, held or blocked) that week. */
async function weeksAhead(db: Db, date: string): Promise<WeekOccupancy[]> {
  const firstSaturday = addDays(date, (SATURDAY - weekdayOf(date) + 7) % 7)
  const starts = Array.from({ length: OCCUPANCY_WEEKS }, (_, i) => addDays(firstSaturday, 7 * i))
  const [rentals] = await db.select({ n: count() }).from(locations).where(and(eq(locations.kind, 'weekly'), eq(locations.status, PUBLISHED)))
  const taken = await db
    .select({ start: sql<string>`w.start::text`, n: sql<number>`count(distinct ${bookings.locationId})` })
    .from(sql`unnest(${sql.raw(`array[${starts.map((s) => `'${s}'::date`).join(',')}]`)}) as w(start)`)
    .innerJoin(bookings, sql`${bookings.period} && daterange(w.start, w.start + 7)`)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .where(and(inArray(bookings.status, ['hold', 'confirmed', 'blocked']), eq(locations.kind, 'weekly'), eq(locations.status, PUBLISHED)))
    .groupBy(sql`w.start`)
  const byStart = new Map(taken.map((row) => [row.start, Number(row.n)]))
  return starts.map((start) => ({ start, booked: byStart.get(start) ?? 0, rentals: Number(rentals?.n ?? 0) }))
}

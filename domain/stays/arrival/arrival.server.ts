/**
 * A rental's arrival information (docs/decisions/057): read and saved by staff (audited), and the
 * stays of an order it is given to. The access code and the Wi-Fi password are sealed with
 * DATA_ENCRYPTION_KEY (domain/secrets) and opened only here; the audit log never holds them.
 */
import { and, eq, gte, isNull, sql } from 'drizzle-orm'
import { bookings, type Localized, locationArrivals, orderItems, orders } from '../../../db/schema'
import type { DbOrTx } from '../../../db/types'
import type { SecretBox } from '../../secrets/secret-box.server'
import { recordChange, type Staff } from '../../staff/audit.server'
import type { ArrivalInput } from './arrival-input'
import { PAID_IN_FULL } from './may-see'

export type ArrivalDeps = { db: DbOrTx; secrets: SecretBox }
export type ArrivalJobs = { enqueue: (tx: DbOrTx, kind: string, payload: unknown, options?: { delayMs?: number }) => Promise<number> }

/** The job that e-mails the arrival information of an order's stays (send.server.ts). */
export const ARRIVAL_JOB = 'stays.arrival-information'

type ArrivalRow = typeof locationArrivals.$inferSelect

const opened = (secrets: SecretBox, row: ArrivalRow): ArrivalInput => ({
  checkInFrom: row.checkInFrom,
  checkOutBy: row.checkOutBy,
  accessCode: row.accessCode ? secrets.open('arrival-access-code', row.accessCode) : '',
  wifiNetwork: row.wifiNetwork,
  wifiPassword: row.wifiPassword ? secrets.open('arrival-wifi-password', row.wifiPassword) : '',
  texts: row.texts,
})

/** The rental's arrival information, its secrets opened; null when staff have not written it yet. */
export async function arrivalOf(deps: ArrivalDeps, locationId: number): Promise<ArrivalInput | null> {
  const [row] = await deps.db.select().from(locationArrivals).where(eq(locationArrivals.locationId, locationId))
  return row ? opened(deps.secrets, row) : null
}

/** What the audit log keeps: everything but the secrets, of which only whether there is one. */
function audited(input: ArrivalInput | null) {
  if (!input) return null
  const { accessCode, wifiPassword, ...rest } = input
  return { ...rest, accessCode: accessCode ? '(sealed)' : '', wifiPassword: wifiPassword ? '(sealed)' : '' }
}

/**
 * Saves a rental's arrival information (one row per rental), audited in the same transaction. Stays
 * already paid whose information has not gone out yet get their job again, in the same transaction:
 * those paid before the rental had any (or before this feature existed) are e-mailed on their day.
 */
export async function saveArrival(deps: ArrivalDeps & { jobs: ArrivalJobs }, staff: Staff, input: { locationId: number; arrival: ArrivalInput; today: string }): Promise<{ queued: number }> {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(locationArrivals).where(eq(locationArrivals.locationId, input.locationId)).for('update')
    const { arrival } = input
    const values = {
      checkInFrom: arrival.checkInFrom,
      checkOutBy: arrival.checkOutBy,
      accessCode: arrival.accessCode ? deps.secrets.seal('arrival-access-code', arrival.accessCode) : '',
      wifiNetwork: arrival.wifiNetwork,
      wifiPassword: arrival.wifiPassword ? deps.secrets.seal('arrival-wifi-password', arrival.wifiPassword) : '',
      texts: arrival.texts,
    }
    await tx
      .insert(locationArrivals)
      .values({ locationId: input.locationId, ...values })
      .onConflictDoUpdate({ target: locationArrivals.locationId, set: { ...values, updatedAt: sql`now()` } })
    const previous = before ? opened(deps.secrets, before) : null
    await recordChange(tx, staff, {
      action: before ? 'update' : 'create',
      entity: 'location_arrival',
      entityId: input.locationId,
      before: audited(previous),
      after: {
        ...audited(arrival),
        ...(previous ? { accessCodeChanged: previous.accessCode !== arrival.accessCode, wifiPasswordChanged: previous.wifiPassword !== arrival.wifiPassword } : {}),
      },
    })
    const waiting = await tx
      .selectDistinct({ orderId: orders.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(bookings, and(eq(bookings.orderItemId, orderItems.id), eq(bookings.status, 'confirmed')))
      .where(and(eq(bookings.locationId, input.locationId), eq(orders.status, PAID_IN_FULL), isNull(orderItems.arrivalSentAt), gte(orderItems.startPeriod, input.today)))
    for (const { orderId } of waiting) await deps.jobs.enqueue(tx, ARRIVAL_JOB, { orderId })
    return { queued: waiting.length }
  })
}

/** A line of an order with what decides whether its arrival information may be given. */
export type OrderStay = {
  orderItemId: number
  title: Localized
  reference: string
  arrival: string | null
  departure: string | null
  rental: boolean
  locationId: number | null
  bookingStatus: string | null
  arrivalSentAt: Date | null
}

/** The lines of an order, each with its confirmed booking (rentals), if any. */
export async function staysOfOrder(db: DbOrTx, orderId: number): Promise<OrderStay[]> {
  const rows = await db
    .select({
      orderItemId: orderItems.id,
      title: orderItems.title,
      reference: orderItems.reference,
      arrival: orderItems.startPeriod,
      departure: orderItems.endPeriod,
      linkedTo: orderItems.linkedToItemId,
      locationId: bookings.locationId,
      bookingStatus: bookings.status,
      arrivalSentAt: orderItems.arrivalSentAt,
    })
    .from(orderItems)
    .leftJoin(bookings, and(eq(bookings.orderItemId, orderItems.id), eq(bookings.status, 'confirmed')))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.startPeriod, orderItems.id)
  return rows.map(({ linkedTo, ...row }) => ({ ...row, rental: linkedTo === null && row.arrival !== null && row.locationId !== null }))
}

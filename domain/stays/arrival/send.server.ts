/**
 * The job that e-mails a paid order's arrival information (docs/decisions/057). Queued at once when
 * the order is paid in full (complete-payment.server.ts) and when staff save a rental's information
 * (arrival.server.ts); when it runs it sends what is due (ARRIVAL_DAYS_BEFORE days before each
 * arrival, or at once when paid later) and comes back on the day of the next stay still to send.
 * Each stay's e-mail goes once: the item's `arrival_sent_at` is set by a conditional update in the
 * transaction that queues the e-mail, so two runs at once, on two instances, send one. A stay
 * cancelled by then, an order not paid in full, or a rental without information gets nothing.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { jobs, orderItems, orders } from '../../../db/schema'
import type { DbOrTx } from '../../../db/types'
import { todayInResort } from '../../booking/rules/calendar'
import { arrivalInformationMail } from '../../mail/templates/orders/arrival-information.server'
import { lockOrder } from '../../orders/access.server'
import { buildOrderDocument } from '../../orders/build-document.server'
import type { OrderDeps } from '../../orders/deps'
import type { JobHandlers } from '../../jobs/jobs.server'
import type { SecretBox } from '../../secrets/secret-box.server'
import { arrivalTextsIn } from './arrival-input'
import { ARRIVAL_JOB, type ArrivalJobs, arrivalOf, type OrderStay, staysOfOrder } from './arrival.server'
import { maySeeArrival } from './may-see'
import { arrivalSendDecision } from './send-day'

export type ArrivalSendDeps = Pick<OrderDeps, 'db' | 'mail' | 'jobs' | 'agency' | 'publicUrl' | 'orderLinkSecret' | 'now' | 'log'> & {
  secrets: SecretBox
  /** ARRIVAL_DAYS_BEFORE (server/config.server.ts). */
  daysBefore: number
}

/** Queues the job of an order, due at once (it decides itself when each stay's e-mail goes). */
export async function scheduleArrivalInformation(deps: { jobs: ArrivalJobs }, tx: DbOrTx, orderId: number): Promise<void> {
  await deps.jobs.enqueue(tx, ARRIVAL_JOB, { orderId })
}

/** Whether the order already has this job waiting for a later day (then no other is queued). */
async function waitingLater(db: DbOrTx, orderId: number): Promise<boolean> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, ARRIVAL_JOB), isNull(jobs.doneAt), isNull(jobs.failedAt), gt(jobs.runAt, sql`now()`), sql`${jobs.payload}->>'orderId' = ${String(orderId)}`))
    .limit(1)
  return rows.length > 0
}

const stayMay = (status: number, stay: OrderStay, today: string) =>
  maySeeArrival({ orderStatus: status, rental: stay.rental, bookingStatus: stay.bookingStatus, departure: stay.departure, today })

/**
 * Sends one stay's e-mail if it may still go: in one transaction the order is locked (a cancellation
 * waits, or has happened), the stay checked again, the item marked sent only if it was not, and the
 * e-mail queued. Whether it was sent now.
 */
async function sendStay(deps: ArrivalSendDeps, orderId: number, orderItemId: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order) return false
    const today = todayInResort(deps.now())
    const stay = (await staysOfOrder(tx, orderId)).find((s) => s.orderItemId === orderItemId)
    if (!stay || !stayMay(order.status, stay, today) || stay.locationId === null) return false
    const info = await arrivalOf({ db: tx, secrets: deps.secrets }, stay.locationId)
    if (!info) return false
    const [marked] = await tx
      .update(orderItems)
      .set({ arrivalSentAt: sql`now()` })
      .where(and(eq(orderItems.id, orderItemId), isNull(orderItems.arrivalSentAt)))
      .returning({ id: orderItems.id })
    if (!marked) return false
    const document = await buildOrderDocument(tx, order, deps)
    const locale = document.locale
    const message = await arrivalInformationMail(document, {
      title: stay.title[locale] || stay.title.fr,
      reference: stay.reference,
      arrival: stay.arrival as string,
      departure: stay.departure as string,
      checkInFrom: info.checkInFrom,
      checkOutBy: info.checkOutBy,
      accessCode: info.accessCode,
      wifiNetwork: info.wifiNetwork,
      wifiPassword: info.wifiPassword,
      texts: arrivalTextsIn(info.texts, locale),
    })
    await deps.mail.enqueue(tx, message)
    return true
  })
}

/** The job: the stays due now are sent, the next one waits for its day. How many e-mails were queued. */
export async function sendArrivalInformation(deps: ArrivalSendDeps, payload: unknown): Promise<number> {
  const orderId = (payload as { orderId?: unknown } | null)?.orderId
  if (typeof orderId !== 'number') return 0
  const [order] = await deps.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
  if (!order) return 0
  const now = deps.now()
  const today = todayInResort(now)
  let sent = 0
  let nextDelay: number | null = null
  for (const stay of await staysOfOrder(deps.db, orderId)) {
    if (stay.arrivalSentAt || !stayMay(order.status, stay, today)) continue
    const decision = arrivalSendDecision(stay.arrival as string, deps.daysBefore, now, today)
    if (decision.kind === 'now') {
      if (await sendStay(deps, orderId, stay.orderItemId)) sent++
    } else if (decision.kind === 'later') {
      nextDelay = Math.min(nextDelay ?? decision.delayMs, decision.delayMs)
    }
  }
  if (nextDelay !== null && !(await waitingLater(deps.db, orderId))) {
    await deps.jobs.enqueue(deps.db, ARRIVAL_JOB, { orderId }, { delayMs: nextDelay })
  }
  if (sent > 0) deps.log.info({ orderId, sent }, 'arrival information sent')
  return sent
}

/** The handlers of this module, for the worker of server/index.ts. */
export function arrivalJobHandlers(deps: () => ArrivalSendDeps): JobHandlers {
  return {
    [ARRIVAL_JOB]: async (payload) => {
      await sendArrivalInformation(deps(), payload)
    },
  }
}

import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Db } from '../../../db/client.server'
import { auditLog, bookings, locationArrivals, orderItems, orders } from '../../../db/schema'
import { bookingDatabases, newStaff, saturdayIn } from '../../booking/fixtures.test-data'
import { addDays, todayInResort } from '../../booking/rules/calendar'
import type { MailMessage } from '../../mail/types'
import { settlePayment } from '../../orders/payment/complete-payment.server'
import { paidState, pendingPayment, rentalOrder, testOrderDeps } from '../../orders/payment/orders.fixtures.test-data'
import { createSecretBox } from '../../secrets/secret-box.server'
import { parseArrival } from './arrival-input'
import { ARRIVAL_JOB, arrivalOf, saveArrival } from './arrival.server'
import { arrivalsOfOrder } from './order-arrivals.server'
import { type ArrivalSendDeps, sendArrivalInformation } from './send.server'

/**
 * A rental's arrival information saved by staff (sealed, audited), given to a stay paid in full only,
 * and its e-mail sent once whatever runs the job: twice in a row, or at once through two pools
 * (two server processes) on PostgreSQL with TEST_DATABASE_URL; PGlite otherwise.
 */

let databases: Database[]
let close: () => Promise<void>
let db: Db
const secrets = createSecretBox(randomBytes(32))

beforeAll(async () => {
  const opened = await bookingDatabases('arrival', 2)
  databases = opened.all
  db = databases[0]!.db
  close = opened.close
}, 120_000)
afterAll(async () => {
  await close?.()
})

const FORM = {
  checkInFrom: '16:00',
  checkOutBy: '10:00',
  accessCode: '4821',
  wifiNetwork: 'Chalet-Gentiane',
  wifiPassword: 'neige-secrete',
  address_fr: 'Route du Rawyl 12, 3963 Crans-Montana',
  keyPickup_fr: 'Boîte à clés à gauche de la porte.',
  parking_fr: 'Place 14 au sous-sol.',
  keyPickup_en: 'Key box left of the door.',
}

function arrivalInput() {
  const parsed = parseArrival(FORM, 'fr')
  if (!parsed.ok) throw new Error('the form should pass')
  return parsed.value
}

/** The deps of the job over one database; the e-mails of every deps land in `mails`. */
function sendDeps(on: Db, mails: MailMessage[], daysBefore = 60): ArrivalSendDeps & { queued: Array<{ kind: string; payload: unknown; delayMs?: number }> } {
  const base = testOrderDeps(on)
  return { ...base, db: on, mail: { enqueue: async (_tx, message) => mails.push(message) }, secrets, daysBefore, queued: base.jobs.queued }
}

/** A week of a rental paid in full (status 2, booking confirmed) `weeks` weeks after saturdayIn(0). */
async function paidStay(weeks = 0, locale: 'fr' | 'en' = 'fr') {
  const deps = testOrderDeps(db)
  const stay = await rentalOrder(db, saturdayIn(weeks))
  await db.update(orders).set({ locale }).where(eq(orders.id, stay.order.id))
  const payment = await pendingPayment(deps, stay.order.id, 'full', 150_000)
  expect(await settlePayment(deps, { payment, state: paidState(deps, payment), source: 'notification' })).toBe('paid')
  return { ...stay, paidJobs: deps.jobs.queued.filter((j) => j.kind === ARRIVAL_JOB) }
}

describe('a rental’s arrival information, as staff save it', () => {
  it('seals the access code and Wi-Fi password, opens them again, and audits without them', async () => {
    const staff = await newStaff(db)
    const { locationId } = await rentalOrder(db, saturdayIn(20))
    const jobs = testOrderDeps(db).jobs
    await saveArrival({ db, secrets, jobs }, staff, { locationId, arrival: arrivalInput(), today: todayInResort() })
    const [row] = await db.select().from(locationArrivals).where(eq(locationArrivals.locationId, locationId))
    expect(row!.accessCode).toMatch(/^v1:/)
    expect(row!.wifiPassword).toMatch(/^v1:/)
    expect(JSON.stringify(row)).not.toContain('4821')
    expect(JSON.stringify(row)).not.toContain('neige-secrete')
    expect(await arrivalOf({ db, secrets }, locationId)).toMatchObject({ accessCode: '4821', wifiPassword: 'neige-secrete', texts: { fr: { parking: 'Place 14 au sous-sol.' } } })

    await saveArrival({ db, secrets, jobs }, staff, { locationId, arrival: { ...arrivalInput(), accessCode: '9999' }, today: todayInResort() })
    const entries = await db.select().from(auditLog).where(and(eq(auditLog.entity, 'location_arrival'), eq(auditLog.entityId, String(locationId)))).orderBy(auditLog.id)
    expect(entries.map((e) => e.action)).toEqual(['create', 'update'])
    expect(entries[1]!.after).toMatchObject({ accessCode: '(sealed)', accessCodeChanged: true, wifiPasswordChanged: false, checkInFrom: '16:00' })
    const logged = JSON.stringify(entries)
    for (const secret of ['4821', '9999', 'neige-secrete']) expect(logged).not.toContain(secret)
  })
})

describe('who is given it', () => {
  it('not a stay whose order is not paid in full, the stay paid in full in the order’s language, not once it is cancelled', async () => {
    const staff = await newStaff(db)
    const unpaid = await rentalOrder(db, saturdayIn(1))
    await saveArrival({ db, secrets, jobs: testOrderDeps(db).jobs }, staff, { locationId: unpaid.locationId, arrival: arrivalInput(), today: todayInResort() })
    expect(await arrivalsOfOrder({ db, secrets, now: () => new Date() }, { id: unpaid.order.id, status: 1 }, 'fr')).toEqual([])
    await db.update(orders).set({ status: 3 }).where(eq(orders.id, unpaid.order.id))
    await db.update(bookings).set({ status: 'confirmed', expiresAt: null }).where(eq(bookings.id, unpaid.bookingId))
    expect(await arrivalsOfOrder({ db, secrets, now: () => new Date() }, { id: unpaid.order.id, status: 3 }, 'fr')).toEqual([])
    await db.update(orders).set({ status: 2 }).where(eq(orders.id, unpaid.order.id))
    const [english] = await arrivalsOfOrder({ db, secrets, now: () => new Date() }, { id: unpaid.order.id, status: 2 }, 'en')
    expect(english).toMatchObject({ accessCode: '4821', keyPickup: 'Key box left of the door.', address: 'Route du Rawyl 12, 3963 Crans-Montana', arrival: unpaid.period.arrival })
    await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, unpaid.bookingId))
    expect(await arrivalsOfOrder({ db, secrets, now: () => new Date() }, { id: unpaid.order.id, status: 2 }, 'en')).toEqual([])
  })
})

describe('the e-mail, sent once', () => {
  it('is queued at the payment, sent on its day in the order’s language, and a second run sends nothing', async () => {
    const stay = await paidStay(0, 'en')
    expect(stay.paidJobs.map((j) => j.payload)).toEqual([{ orderId: stay.order.id }])
    const staff = await newStaff(db)
    const mails: MailMessage[] = []
    // Not yet its day (7 days before an arrival 2 weeks ahead or more): the job comes back then, once.
    const early = sendDeps(db, mails, 7)
    await saveArrival({ db, secrets, jobs: early.jobs }, staff, { locationId: stay.locationId, arrival: arrivalInput(), today: todayInResort() })
    expect(early.queued.map((j) => j.payload)).toEqual([{ orderId: stay.order.id }])
    expect(await sendArrivalInformation(early, { orderId: stay.order.id })).toBe(0)
    const later = early.queued.filter((j) => j.delayMs)
    expect(later).toHaveLength(1)
    expect(Date.now() + (later[0]!.delayMs as number)).toBeCloseTo(Date.parse(`${addDays(stay.period.arrival, -7)}T08:00:00Z`), -4)

    const due = sendDeps(db, mails)
    expect(await sendArrivalInformation(due, { orderId: stay.order.id })).toBe(1)
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.subject).toMatch(/^Your arrival on /)
    expect(mail.text).toContain('Access code: 4821')
    expect(mail.text).toContain('neige-secrete')
    expect(mail.text).toContain('Key box left of the door.')
    // The English address is empty: the French one stands in.
    expect(mail.text).toContain('Route du Rawyl 12, 3963 Crans-Montana')
    expect(mail.text).toMatch(new RegExp(`/en/commande/confirmation/${stay.order.number}/succes\\?acces=`))
    const [item] = await db.select().from(orderItems).where(eq(orderItems.id, stay.itemId))
    expect(item!.arrivalSentAt).toBeInstanceOf(Date)

    expect(await sendArrivalInformation(due, { orderId: stay.order.id })).toBe(0)
    expect(mails).toHaveLength(1)
  })

  it('sends nothing for a stay cancelled by then, nor for a rental without information', async () => {
    const staff = await newStaff(db)
    const cancelled = await paidStay(1)
    await saveArrival({ db, secrets, jobs: testOrderDeps(db).jobs }, staff, { locationId: cancelled.locationId, arrival: arrivalInput(), today: todayInResort() })
    await db.update(orders).set({ status: 4 }).where(eq(orders.id, cancelled.order.id))
    await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.bookingId))
    const bare = await paidStay(2)
    const mails: MailMessage[] = []
    const deps = sendDeps(db, mails)
    expect(await sendArrivalInformation(deps, { orderId: cancelled.order.id })).toBe(0)
    expect(await sendArrivalInformation(deps, { orderId: bare.order.id })).toBe(0)
    expect(mails).toEqual([])
    expect(deps.queued).toEqual([])
  })

  it(`sends one e-mail when the job runs six times at once (${process.env.TEST_DATABASE_URL ? 'PostgreSQL, two pools' : 'PGlite'})`, async () => {
    const staff = await newStaff(db)
    const stay = await paidStay(3)
    await saveArrival({ db, secrets, jobs: testOrderDeps(db).jobs }, staff, { locationId: stay.locationId, arrival: arrivalInput(), today: todayInResort() })
    const mails: MailMessage[] = []
    const runs = await Promise.all(Array.from({ length: 6 }, (_, i) => sendArrivalInformation(sendDeps(databases[i % databases.length]!.db, mails), { orderId: stay.order.id })))
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toMatch(/^Votre arrivée le /)
  })
})

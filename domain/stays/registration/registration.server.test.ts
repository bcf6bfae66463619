import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../../db/client.server'
import { bookings, jobs, orderItems, orders, travellers } from '../../../db/schema'
import { addDays } from '../../booking/rules/calendar'
import { bookingDatabases, newOrder, newStaff, newWeeklyRental } from '../../booking/fixtures.test-data'
import { createSecretBox, isSealed } from '../../secrets/secret-box.server'
import { eraseExpiredTravellers, REGISTER_ERASURE_JOB, registerErasureHandlers, scheduleRegisterErasure } from './erasure.server'
import { monthRegister, monthTaxReturn } from './register.server'
import { orderRegistrations, progressOfBookings, saveTravellers } from './registration.server'
import type { TravellerInput } from './travellers'

/** The guest registration against the database: saving, sealing, the staff's register, the checks and the erasure. */

let close: () => Promise<void>
let db: Db
const secrets = createSecretBox(randomBytes(32))
const today = new Date().toISOString().slice(0, 10)
const deps = () => ({ db, secrets, now: () => new Date() })

beforeAll(async () => {
  const opened = await bookingDatabases('registration')
  db = opened.all[0].db
  close = opened.close
}, 120_000)
afterAll(async () => {
  await close?.()
})

/** A paid order (status 2 unless said) of one week from `arrival` for 2 adults and a child of 9; the visitor that owns it. */
async function paidStay(arrival: string, status = 2) {
  const locationId = await newWeeklyRental(db)
  const { orderId, itemIds } = await newOrder(db)
  const departure = addDays(arrival, 7)
  const [order] = await db.update(orders).set({ status }).where(eq(orders.id, orderId)).returning()
  await db
    .update(orderItems)
    .set({ startPeriod: arrival, endPeriod: departure, stay: { arrival, departure, guests: { adults: 2, childAges: [9], total: 3 } } })
    .where(eq(orderItems.id, itemIds[0]!))
  const [booking] = await db
    .insert(bookings)
    .values({ locationId, period: { arrival, departure }, status: status === 4 ? 'cancelled' : 'confirmed', orderItemId: itemIds[0], source: 'site' })
    .returning()
  return { order: order!, itemId: itemIds[0]!, bookingId: booking!.id, locationId, visitor: { session: null, userId: null, orderLink: order!.number } }
}

const adult = (firstName: string, nationality: string, documentNumber = ''): TravellerInput => ({
  firstName,
  lastName: 'Muller',
  birthDate: '1981-03-04',
  nationality,
  documentType: nationality === 'CH' ? '' : 'passport',
  documentNumber,
})

describe('the guest registration of a stay', () => {
  it('saves the travellers all at once, seals the document numbers and never shows them back', async () => {
    const stay = await paidStay(addDays(today, 30))
    const saved = await saveTravellers(deps(), stay.visitor, { number: stay.order.number, itemId: String(stay.itemId), inputs: [adult('Anna', 'CH'), adult('Tom', 'GB', 'P1234578')] })
    expect(saved).toEqual({ ok: true, progress: { filled: 2, expected: 3, state: 'partial' } })
    const rows = await db.select().from(travellers).where(eq(travellers.orderItemId, stay.itemId)).orderBy(travellers.position)
    expect(rows.map((r) => [r.position, r.firstName, r.nationality, r.documentType])).toEqual([
      [1, 'Anna', 'CH', null],
      [2, 'Tom', 'GB', 'passport'],
    ])
    expect(isSealed(rows[1]!.documentNumber!)).toBe(true)
    expect(secrets.open('traveller-document', rows[1]!.documentNumber!)).toBe('P1234578')

    const [shown] = (await orderRegistrations(deps(), stay.visitor, { number: stay.order.number, locale: 'en' })) ?? []
    expect(shown?.progress).toEqual({ filled: 2, expected: 3, state: 'partial' })
    expect(shown?.travellers[1]).toMatchObject({ firstName: 'Tom', documentEnding: '78' })
    expect(JSON.stringify(shown)).not.toContain('P1234578')

    // Sent again with the number left empty: kept; then with one traveller only: replaced.
    const again = await saveTravellers(deps(), stay.visitor, { number: stay.order.number, itemId: String(stay.itemId), inputs: [adult('Anna', 'CH'), adult('Tom', 'GB', '')] })
    expect(again.ok).toBe(true)
    const kept = await db.select().from(travellers).where(eq(travellers.orderItemId, stay.itemId)).orderBy(travellers.position)
    expect(secrets.open('traveller-document', kept[1]!.documentNumber!)).toBe('P1234578')
    const fewer = await saveTravellers(deps(), stay.visitor, { number: stay.order.number, itemId: String(stay.itemId), inputs: [adult('Tom', 'GB', 'X9876543')] })
    expect(fewer.ok).toBe(true)
    const after = await db.select().from(travellers).where(eq(travellers.orderItemId, stay.itemId))
    expect(after.map((r) => r.firstName)).toEqual(['Tom'])
    expect(await progressOfBookings(db, [stay.bookingId])).toEqual({ [stay.bookingId]: { filled: 1, expected: 3, state: 'partial' } })
  })

  it('refuses a stranger, an unpaid order and a departed stay', async () => {
    const stay = await paidStay(addDays(today, 40))
    const inputs = [adult('Anna', 'CH')]
    const stranger = { session: 'someone-else', userId: null, orderLink: null }
    expect(await saveTravellers(deps(), stranger, { number: stay.order.number, itemId: String(stay.itemId), inputs })).toMatchObject({ ok: false, status: 404 })
    expect(await orderRegistrations(deps(), stranger, { number: stay.order.number, locale: 'fr' })).toBe(null)
    const unpaid = await paidStay(addDays(today, 50), 1)
    expect(await saveTravellers(deps(), unpaid.visitor, { number: unpaid.order.number, itemId: String(unpaid.itemId), inputs })).toMatchObject({ ok: false, status: 409, code: 'not_paid' })
    expect(await orderRegistrations(deps(), unpaid.visitor, { number: unpaid.order.number, locale: 'fr' })).toEqual([])
    const gone = await paidStay(addDays(today, -7))
    expect(await saveTravellers(deps(), gone.visitor, { number: gone.order.number, itemId: String(gone.itemId), inputs })).toMatchObject({ ok: false, status: 409, code: 'departed' })
  })

  it('is refused by the database for a foreigner without a document', async () => {
    const stay = await paidStay(addDays(today, 60))
    const row = { orderItemId: stay.itemId, position: 1, firstName: 'Tom', lastName: 'Muller', birthDate: '1980-01-01', nationality: 'GB' }
    const refusal = (values: typeof travellers.$inferInsert) =>
      db
        .insert(travellers)
        .values(values)
        .then(
          () => null,
          (error: { cause?: { constraint?: string } }) => error.cause?.constraint,
        )
    expect(await refusal(row)).toBe('travellers_foreigner_document')
    expect(await refusal({ ...row, documentType: 'passport', documentNumber: '' })).toBe('travellers_foreigner_document')
    await db.insert(travellers).values({ ...row, nationality: 'CH' })
  })
})

describe('the staff exports', () => {
  it('list the month register (audited) and the tourist-tax return', async () => {
    const staff = await newStaff(db)
    const arrival = '2031-01-28'
    const stay = await paidStay(arrival)
    await saveTravellers({ ...deps(), now: () => new Date('2031-01-10T10:00:00Z') }, stay.visitor, {
      number: stay.order.number,
      itemId: String(stay.itemId),
      inputs: [adult('Anna', 'CH'), adult('Tom', 'GB', 'P1234578')],
    })
    const lines = await monthRegister(deps(), staff, { month: '2031-01', locale: 'fr' })
    expect(lines.filter((l) => l.orderNumber === stay.order.number).map((l) => [l.firstName, l.nationality, l.documentNumber])).toEqual([
      ['Anna', 'CH', null],
      ['Tom', 'GB', 'P1234578'],
    ])
    const audit = await db.execute(sql`select action, entity, entity_id from audit_log where entity = 'guest_register' and entity_id = '2031-01'`)
    expect((audit as unknown as { rows: unknown[] }).rows.length).toBe(1)
    // 28.01 → 04.02: 4 nights in January, 3 in February; 2 adults and a child of 9.
    const january = (await monthTaxReturn(db, { month: '2031-01', locale: 'fr' })).find((r) => r.locationId === stay.locationId)
    expect(january).toMatchObject({ stays: 1, nights: 4, guestNights: { adult: 8, child: 4, free: 0 }, tax: 8 * 300 + 4 * 150 })
    const february = (await monthTaxReturn(db, { month: '2031-02', locale: 'fr' })).find((r) => r.locationId === stay.locationId)
    expect(february).toMatchObject({ nights: 3, guestNights: { adult: 6, child: 3, free: 0 } })
  })
})

describe('the erasure of the register', () => {
  it('deletes the travellers past retention and of cancelled orders, and keeps the recent ones', async () => {
    const old = await paidStay('2020-02-01')
    const recent = await paidStay(addDays(today, -10))
    const cancelled = await paidStay(addDays(today, 70), 4)
    const row = (itemId: number) => ({ orderItemId: itemId, position: 1, firstName: 'Anna', lastName: 'Rey', birthDate: '1980-01-01', nationality: 'CH' })
    await db.insert(travellers).values([row(old.itemId), row(recent.itemId), row(cancelled.itemId)])
    const left = () => db.select({ itemId: travellers.orderItemId }).from(travellers)
    await registerErasureHandlers(db)[REGISTER_ERASURE_JOB]!({}, { attempt: 1 } as never)
    const items = (await left()).map((r) => r.itemId)
    expect(items).toContain(recent.itemId)
    expect(items).not.toContain(old.itemId)
    expect(items).not.toContain(cancelled.itemId)
    // The day after the end of the following year, the recent stay goes too.
    const year = Number(today.slice(0, 4))
    expect(await eraseExpiredTravellers(db, `${year + 1}-12-31`)).toBe(0)
    expect(await eraseExpiredTravellers(db, `${year + 2}-01-01`)).toBeGreaterThan(0)
  })

  it('keeps one run waiting', async () => {
    await scheduleRegisterErasure(db)
    await scheduleRegisterErasure(db)
    const waiting = await db.select().from(jobs).where(sql`${jobs.kind} = ${REGISTER_ERASURE_JOB} and ${jobs.doneAt} is null`)
    expect(waiting.length).toBe(1)
  })
})

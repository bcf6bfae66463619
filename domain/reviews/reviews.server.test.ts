import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.server'
import { auditLog, locations, orderItems, reviews } from '../../db/schema'
import { bookingDatabases, newStaff } from '../booking/fixtures.test-data'
import { type TestOrderDeps, testOrderDeps } from '../orders/payment/orders.fixtures.test-data'
import type { OrderVisitor } from '../orders/access.server'
import { moderate } from './moderate-review.server'
import { reviewsOfOrder } from './order-reviews.server'
import { REVIEW_REQUEST_JOB, reviewRequestDelayMs, scheduleReviewRequests, sendReviewRequest } from './request-job.server'
import { publishedReviews } from './reviews.repository.server'
import { stayOf } from './reviews.fixtures.test-data'
import { writeReview } from './write-review.server'

/**
 * Verified reviews (docs/decisions/056) on a database: written once per paid, finished stay through
 * the order's link, moderated by staff with an audit entry, counted when published only, asked
 * once by e-mail in the order's language. PGlite, or PostgreSQL with TEST_DATABASE_URL (where two
 * reviews sent at once really race).
 */

let close: () => Promise<void>
let db: Db
let deps: TestOrderDeps

beforeAll(async () => {
  const opened = await bookingDatabases('reviews')
  db = opened.all[0]?.db as Db
  close = opened.close
  deps = testOrderDeps(db)
}, 120_000)
afterAll(async () => {
  await close?.()
})

const byLink = (number: string): OrderVisitor => ({ session: null, userId: null, orderLink: number })
const TEXT = 'Un chalet chaleureux, très bien équipé, avec une vue superbe.'

describe('writing a review', () => {
  it('a guest of a paid, finished stay writes one through the link: pending, under the first name and initial', async () => {
    const stay = await stayOf(db)
    const written = await writeReview(deps, byLink(stay.number), { number: stay.number, itemId: String(stay.itemId), rating: '5', body: ` ${TEXT} `, locale: 'en' })
    expect(written).toMatchObject({ ok: true })
    const [row] = await db.select().from(reviews).where(eq(reviews.orderItemId, stay.itemId))
    expect(row).toMatchObject({ status: 'pending', rating: 5, body: TEXT, authorName: 'Anna M.', locale: 'en', locationId: stay.locationId, stayedOn: stay.arrival })
    expect(await reviewsOfOrder(deps, { id: stay.orderId }, 'fr')).toEqual([expect.objectContaining({ itemId: stay.itemId, state: 'pending', title: 'Chalet des Avis' })])

    const again = await writeReview(deps, byLink(stay.number), { number: stay.number, itemId: String(stay.itemId), rating: '1', body: TEXT, locale: 'fr' })
    expect(again).toMatchObject({ ok: false, code: 'already_reviewed', message: expect.stringContaining('un seul avis par séjour') })
  })

  it('two reviews of one stay sent at once: one is kept, the other refused (not an error)', async () => {
    const stay = await stayOf(db)
    const send = (rating: string) => writeReview(deps, byLink(stay.number), { number: stay.number, itemId: String(stay.itemId), rating, body: TEXT, locale: 'fr' })
    const results = await Promise.all([send('4'), send('2'), send('3')])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok).map((r) => (r.ok ? '' : r.code))).toEqual(['already_reviewed', 'already_reviewed'])
    expect(await db.select().from(reviews).where(eq(reviews.orderItemId, stay.itemId))).toHaveLength(1)
  })

  it('refuses a deposit order, a stay not over, a cancelled stay, anyone without the link, and a malformed review', async () => {
    const deposit = await stayOf(db, { status: 3 })
    const ahead = await stayOf(db, { endedDaysAgo: -3 })
    const cancelled = await stayOf(db, { status: 4 })
    const bookingCancelled = await stayOf(db, { bookingStatus: 'cancelled' })
    const ok = await stayOf(db)
    const send = (stay: { number: string; itemId: number }, visitor = byLink(stay.number), rating = '4', body = TEXT) =>
      writeReview(deps, visitor, { number: stay.number, itemId: String(stay.itemId), rating, body, locale: 'fr' })
    expect(await send(deposit)).toMatchObject({ ok: false, code: 'not_paid' })
    expect(await send(ahead)).toMatchObject({ ok: false, code: 'not_finished' })
    expect(await send(cancelled)).toMatchObject({ ok: false, code: 'cancelled' })
    expect(await send(bookingCancelled)).toMatchObject({ ok: false, code: 'cancelled' })
    expect(await send(ok, { session: null, userId: null, orderLink: null })).toMatchObject({ ok: false, code: 'not_found' })
    expect(await send({ number: ok.number, itemId: deposit.itemId })).toMatchObject({ ok: false, code: 'not_found' })
    expect(await send(ok, byLink(ok.number), '0', 'court')).toEqual({
      ok: false,
      code: 'invalid',
      errors: { rating: 'Choisissez une note de 1 à 5 étoiles.', body: 'Votre avis tient en 20 caractères au moins.' },
    })
    expect(await reviewsOfOrder(deps, { id: deposit.orderId }, 'fr')).toEqual([])
    expect(await reviewsOfOrder(deps, { id: ahead.orderId }, 'fr')).toEqual([])
    expect(await reviewsOfOrder(deps, { id: ok.orderId }, 'en')).toEqual([expect.objectContaining({ state: 'open', title: 'Review Chalet' })])
    expect(await db.select().from(reviews).where(eq(reviews.orderItemId, ok.itemId))).toHaveLength(0)
  })
})

describe('moderation and what a rental shows', () => {
  it('counts published reviews only, newest stay first; each decision is audited; a publication touches the rental', async () => {
    const first = await stayOf(db, { endedDaysAgo: 40 })
    const { locationId } = first
    const second = await stayOf(db, { locationId, endedDaysAgo: 20 })
    const third = await stayOf(db, { locationId, endedDaysAgo: 5 })
    const staff = await newStaff(db)
    const ids: number[] = []
    for (const [stay, rating] of [[first, '5'], [second, '4'], [third, '1']] as const) {
      const written = await writeReview(deps, byLink(stay.number), { number: stay.number, itemId: String(stay.itemId), rating, body: TEXT, locale: 'fr' })
      if (!written.ok) throw new Error(written.code)
      ids.push(written.reviewId)
    }
    expect(await publishedReviews(db, locationId)).toEqual({ average: 0, count: 0, reviews: [] })

    const [before] = await db.select({ updatedAt: locations.updatedAt }).from(locations).where(eq(locations.id, locationId))
    expect(await moderate(deps, staff, { id: String(ids[0]), decision: 'publish' })).toEqual({ ok: true, id: ids[0], status: 'published' })
    expect(await moderate(deps, staff, { id: String(ids[1]), decision: 'publish' })).toMatchObject({ ok: true })
    expect(await moderate(deps, staff, { id: String(ids[2]), decision: 'reject' })).toEqual({ ok: true, id: ids[2], status: 'rejected' })
    expect(await moderate(deps, staff, { id: String(ids[2]), decision: 'publish' })).toEqual({ ok: false, code: 'not_pending' })
    const [after] = await db.select({ updatedAt: locations.updatedAt }).from(locations).where(eq(locations.id, locationId))
    expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime())

    const shown = await publishedReviews(db, locationId)
    expect(shown).toMatchObject({ average: 4.5, count: 2 })
    expect(shown.reviews.map((r) => r.id)).toEqual([ids[1], ids[0]])
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.entity, 'review'), eq(auditLog.staffId, staff.id)))
    expect(audit.map((a) => a.action).sort()).toEqual(['publish', 'publish', 'reject'])
    expect(audit.find((a) => a.entityId === String(ids[2]))?.after).toMatchObject({ status: 'rejected' })
  })
})

describe('the review request', () => {
  it('is queued at payment for the day after departure, 08:00 UTC', async () => {
    const stay = await stayOf(db, { endedDaysAgo: -10 })
    const queued = deps.jobs.queued.length
    const now = new Date()
    await scheduleReviewRequests({ ...deps, now: () => now }, db, { id: stay.orderId, status: 2 })
    await scheduleReviewRequests({ ...deps, now: () => now }, db, { id: stay.orderId, status: 3 })
    expect(deps.jobs.queued.slice(queued)).toEqual([{ kind: REVIEW_REQUEST_JOB, payload: { orderItemId: stay.itemId }, delayMs: reviewRequestDelayMs(stay.departure, now) }])
    expect(reviewRequestDelayMs('2026-02-21', new Date('2026-02-20T12:00:00Z'))).toBe(44 * 3_600_000)
    expect(reviewRequestDelayMs('2026-02-21', new Date('2026-03-01T12:00:00Z'))).toBe(0)
  })

  it('sends one e-mail in the order’s language with the link to the review form, once; nothing for a stay not over or already reviewed', async () => {
    const stay = await stayOf(db, { locale: 'en' })
    const mails = deps.mails.length
    expect(await sendReviewRequest(deps, { orderItemId: stay.itemId })).toBe(true)
    expect(await sendReviewRequest(deps, { orderItemId: stay.itemId })).toBe(false)
    const sent = deps.mails.slice(mails)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.subject).toContain('Your review of your stay: Review Chalet')
    expect(sent[0]?.text).toMatch(new RegExp(`https://shop\\.example/en/commande/confirmation/${stay.number}/succes\\?acces=\\d{8}-[A-Za-z0-9_-]{32}#votre-avis`))
    const [item] = await db.select({ askedAt: orderItems.reviewAskedAt }).from(orderItems).where(eq(orderItems.id, stay.itemId))
    expect(item?.askedAt).toBeInstanceOf(Date)

    const ahead = await stayOf(db, { endedDaysAgo: -3 })
    const reviewed = await stayOf(db)
    await writeReview(deps, byLink(reviewed.number), { number: reviewed.number, itemId: String(reviewed.itemId), rating: '5', body: TEXT, locale: 'fr' })
    expect(await sendReviewRequest(deps, { orderItemId: ahead.itemId })).toBe(false)
    expect(await sendReviewRequest(deps, { orderItemId: reviewed.itemId })).toBe(false)
    expect(await sendReviewRequest(deps, { orderItemId: 'x' })).toBe(false)
    expect(deps.mails.length).toBe(mails + 1)
  })
})

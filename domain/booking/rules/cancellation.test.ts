import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from './calendar'
import { cancellation, CANCELLATION_TERMS, cancellationTier } from './cancellation'

// Saturday 4 April 2026, a week after the change to summer time (Sunday 29 March).
const arrival = '2026-04-04'
const rent = 300_000
const paid = 308_400 // rent + CHF 84.00 of tourist tax
const cancel = (cancelledOn: string | Date, amounts: { rent?: number; paid?: number } = {}) =>
  cancellation(CANCELLATION_TERMS, { cancelledOn, arrival, rent: amounts.rent ?? rent, paid: amounts.paid ?? paid })

describe('cancellation by the tenant', () => {
  it('is free from 90 days before arrival: what was paid comes back minus the transaction fees', () => {
    expect(addDays(arrival, -90)).toBe('2026-01-04')
    expect(cancel('2026-01-04')).toEqual({
      ok: true,
      tier: 'free',
      daysBefore: 90,
      rentShare: 0,
      transactionFees: 7_710, // 2.5 % of 3'084.00
      due: 7_710,
      refund: 300_690,
      owed: 0,
    })
  })
  it('asks half the rent from 89 to 29 days before arrival, and gives the tourist tax back', () => {
    for (const day of ['2026-01-05', '2026-03-06']) {
      expect(cancel(day)).toMatchObject({ tier: 'half_rent', transactionFees: 0, due: 150_000, refund: 158_400, owed: 0 })
    }
    expect(cancel('2026-01-05')).toMatchObject({ daysBefore: 89 })
    expect(cancel('2026-03-06')).toMatchObject({ daysBefore: 29 })
  })
  it('asks the whole rent from 28 days before arrival to the arrival day', () => {
    expect(cancel('2026-03-07')).toMatchObject({ tier: 'full_rent', daysBefore: 28, due: 300_000, refund: 8_400, owed: 0 })
    expect(cancel(arrival)).toMatchObject({ tier: 'full_rent', daysBefore: 0, due: 300_000 })
  })
  it('counts calendar days in Zurich, not hours, across the summer-time change', () => {
    // 23:30 in Zurich on 6 March (22:30 UTC): 29 calendar days, though less than 28 × 24 + 23 hours.
    expect(cancel(new Date('2026-03-06T22:30:00Z'))).toMatchObject({ tier: 'half_rent', daysBefore: 29 })
    // Half an hour later it is 7 March in Zurich: 28 days.
    expect(cancel(new Date('2026-03-06T23:00:00Z'))).toMatchObject({ tier: 'full_rent', daysBefore: 28 })
  })
  it('puts the boundaries right across the change to winter time too', () => {
    const autumn = (cancelledOn: string) =>
      cancellation(CANCELLATION_TERMS, { cancelledOn, arrival: '2026-10-31', rent, paid })
    expect(autumn('2026-08-02')).toMatchObject({ tier: 'free', daysBefore: 90 })
    expect(autumn('2026-08-03')).toMatchObject({ tier: 'half_rent', daysBefore: 89 })
    expect(autumn('2026-10-02')).toMatchObject({ tier: 'half_rent', daysBefore: 29 })
    expect(autumn('2026-10-03')).toMatchObject({ tier: 'full_rent', daysBefore: 28 })
  })
  it('says what is still owed when only a deposit was paid, and never refunds less than nothing', () => {
    const deposit = 92_520
    expect(cancel('2026-03-07', { paid: deposit })).toMatchObject({ due: 300_000, refund: 0, owed: 207_480 })
    expect(cancel('2026-01-05', { paid: deposit })).toMatchObject({ due: 150_000, refund: 0, owed: 57_480 })
    expect(cancel('2026-01-04', { paid: deposit })).toMatchObject({ due: 2_313, refund: 90_207, owed: 0 })
    expect(cancel('2026-01-04', { paid: 0 })).toMatchObject({ transactionFees: 0, due: 0, refund: 0, owed: 0 })
  })
  it('rounds half a rent half up to the centime', () => {
    expect(cancel('2026-02-01', { rent: 150_001, paid: 0 })).toMatchObject({ due: 75_001, owed: 75_001 })
  })
  it('refuses a stay that has begun, and bad dates or amounts', () => {
    expect(cancel('2026-04-05')).toEqual({
      ok: false,
      code: 'stay_started',
      messages: {
        fr: 'Ce séjour a déjà commencé : il ne peut plus être annulé.',
        en: 'This stay has already begun: it can no longer be cancelled.',
      },
    })
    expect(cancel('05.01.2026')).toMatchObject({ code: 'invalid_date' })
    expect(cancel(new Date('nope'))).toMatchObject({ code: 'invalid_date' })
    expect(cancel('2026-01-04', { paid: -1 })).toMatchObject({ code: 'invalid_amount' })
    expect(cancel('2026-01-04', { rent: 10.5 })).toMatchObject({ code: 'invalid_amount' })
  })
  it('reads tiers as data, in any order', () => {
    const terms = { ...CANCELLATION_TERMS, tiers: [...CANCELLATION_TERMS.tiers].reverse() }
    expect(cancellationTier(terms, 120).code).toBe('free')
    expect(cancellationTier(terms, 60).code).toBe('half_rent')
    expect(cancellationTier(terms, 0).code).toBe('full_rent')
    expect(cancellationTier({ ...terms, tiers: [{ code: 'late', minDaysBefore: 7, rentShare: 10_000 }] }, 2).code).toBe('late')
  })
})

describe('what a cancellation gives back, at any amount (property)', () => {
  it('never gives back more than was paid, and what is kept plus what comes back is what was paid', () => {
    const rentOf = fc.integer({ min: 80_000, max: 24_000_000 })
    fc.assert(
      fc.property(rentOf, fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 200 }), (rent, paidShare, daysBefore) => {
        // Paid: anything from nothing to the rent and its tourist tax (a deposit, or all of it).
        const paidSoFar = Math.floor(((rent + 50_000) * paidShare) / 10_000)
        const terms = cancellation(CANCELLATION_TERMS, { cancelledOn: addDays(arrival, -daysBefore), arrival, rent, paid: paidSoFar })
        if (!terms.ok) throw new Error(terms.code)
        expect(terms.refund).toBeLessThanOrEqual(paidSoFar)
        expect(terms.refund + Math.min(terms.due, paidSoFar)).toBe(paidSoFar)
        expect(terms.owed).toBe(Math.max(0, terms.due - paidSoFar))
      }),
    )
  })
})

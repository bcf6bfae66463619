import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkPriceChange, correctionDeadline, type PriceChangeCase, riseAllowsWithdrawal, settlement, withdrawalDeadline } from './rules'

const base: PriceChangeCase = {
  kind: 'concierge_rise',
  today: '2027-01-02',
  departure: '2027-02-06',
  now: new Date('2027-01-02T10:00:00Z'),
  placedAt: new Date('2026-12-01T10:00:00Z'),
  isRental: false,
  itemBefore: 10_000,
  itemAfter: 15_000,
  orderBefore: 100_000,
  orderAfter: 105_000,
}

describe('a concierge rise', () => {
  it('is allowed up to 20 days before departure, without withdrawal when the total rises 10% or less', () => {
    expect(checkPriceChange({ ...base, today: '2027-01-17' })).toEqual({ ok: true, withdrawal: false })
    expect(checkPriceChange({ ...base, today: '2027-01-18' })).toEqual({ ok: false, code: 'too_late_for_rise' })
  })
  it('lets the customer withdraw when the total rises by more than 10%', () => {
    expect(riseAllowsWithdrawal(100_000, 110_000)).toBe(false)
    expect(riseAllowsWithdrawal(100_000, 110_001)).toBe(true)
    expect(checkPriceChange({ ...base, itemAfter: 30_000, orderAfter: 120_000 })).toEqual({ ok: true, withdrawal: true })
  })
  it('only raises, only services, and never the same price', () => {
    expect(checkPriceChange({ ...base, itemAfter: 9_000, orderAfter: 99_000 })).toEqual({ ok: false, code: 'rise_only' })
    expect(checkPriceChange({ ...base, isRental: true })).toEqual({ ok: false, code: 'not_a_service' })
    expect(checkPriceChange({ ...base, itemAfter: 10_000, orderAfter: 100_000 })).toEqual({ ok: false, code: 'same_price' })
  })
  it('is refused once the stay has begun', () => {
    expect(checkPriceChange({ ...base, today: '2027-02-06' })).toEqual({ ok: false, code: 'stay_begun' })
  })
})

describe('a correction of a mistaken price', () => {
  const correction = { ...base, kind: 'correction' as const, isRental: true }
  it('goes either way and always lets the customer withdraw, within 48 business hours', () => {
    const placedAt = new Date('2027-01-04T09:00:00Z') // a Monday
    expect(checkPriceChange({ ...correction, placedAt, now: new Date('2027-01-06T08:59:00Z') })).toEqual({ ok: true, withdrawal: true })
    expect(checkPriceChange({ ...correction, placedAt, now: new Date('2027-01-06T09:01:00Z') })).toEqual({ ok: false, code: 'too_late_for_correction' })
    expect(checkPriceChange({ ...correction, placedAt, itemAfter: 5_000, orderAfter: 95_000, now: placedAt })).toEqual({ ok: true, withdrawal: true })
  })
  it('does not count the weekend: placed on Friday afternoon, it may be corrected until Tuesday afternoon', () => {
    expect(correctionDeadline(new Date('2027-01-08T14:00:00Z')).toISOString()).toBe('2027-01-12T14:00:00.000Z')
  })
  it('placed on a Saturday, the hours start on Monday in Zurich', () => {
    expect(correctionDeadline(new Date('2027-01-09T10:00:00Z')).toISOString()).toBe('2027-01-12T23:00:00.000Z')
  })
})

describe('after the change', () => {
  it('the order owes what is left, or is refunded what it paid beyond its total', () => {
    expect(settlement(120_000, 100_000)).toEqual({ status: 3, reportedTotal: 20_000, refund: 0 })
    expect(settlement(100_000, 100_000)).toEqual({ status: 2, reportedTotal: 0, refund: 0 })
    expect(settlement(90_000, 100_000)).toEqual({ status: 2, reportedTotal: 0, refund: 10_000 })
  })
  it('the customer has 5 days to withdraw', () => {
    expect(withdrawalDeadline(new Date('2027-01-04T09:00:00Z')).toISOString()).toBe('2027-01-09T09:00:00.000Z')
  })
})

describe('a price change settled against what was paid (property)', () => {
  it('leaves paid − refund + balance due equal to the new total, and never refunds more than was paid', () => {
    const amount = fc.integer({ min: 0, max: 100_000_000 })
    fc.assert(
      fc.property(amount, amount, (total, paid) => {
        const after = settlement(total, paid)
        expect(paid - after.refund + after.reportedTotal).toBe(total)
        expect(after.refund).toBeLessThanOrEqual(paid)
        expect(after.status).toBe(after.reportedTotal > 0 ? 3 : 2)
      }),
    )
  })
})

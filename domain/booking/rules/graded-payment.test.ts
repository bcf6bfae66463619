import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GRADED_PAYMENT_TERMS, isGradedPaymentOffered, paymentPlan, type PaymentPlanInput } from './graded-payment'

const terms = GRADED_PAYMENT_TERMS
// Saturday 4 April 2026, after the change to summer time; 60 days before is 3 February.
const order = (today: string | Date, total = 308_400, arrivals = ['2026-04-04']): PaymentPlanInput => ({ today, arrivals, total })

describe('graded payment', () => {
  it('offers a 30 % deposit and the balance 30 days before arrival from 60 days ahead', () => {
    expect(isGradedPaymentOffered(terms, order('2026-02-03'))).toBe(true)
    expect(paymentPlan(terms, order('2026-02-03'), true)).toEqual({
      ok: true,
      graded: true,
      total: 308_400,
      payNow: 92_520,
      balance: 215_880,
      balanceDueOn: '2026-03-05',
    })
  })
  it('asks the whole order at 59 days, and refuses a deposit then', () => {
    expect(isGradedPaymentOffered(terms, order('2026-02-04'))).toBe(false)
    expect(paymentPlan(terms, order('2026-02-04'), true)).toEqual({
      ok: false,
      code: 'graded_payment_unavailable',
      messages: {
        fr: "Le paiement en deux fois n'est possible que pour un séjour qui commence dans 60 jours ou plus.",
        en: 'Payment in two instalments is only possible for a stay starting in 60 days or more.',
      },
    })
    expect(paymentPlan(terms, order('2026-02-04'), false)).toEqual({ ok: true, graded: false, total: 308_400, payNow: 308_400 })
  })
  it('counts Zurich calendar days from the instant of payment', () => {
    // 23:30 UTC on 2 February is already 3 February in Zurich: 60 days.
    expect(isGradedPaymentOffered(terms, order(new Date('2026-02-02T23:30:00Z')))).toBe(true)
    expect(isGradedPaymentOffered(terms, order(new Date('2026-02-03T23:30:00Z')))).toBe(false)
  })
  it('puts the boundary right across the change to winter time and the year end', () => {
    expect(isGradedPaymentOffered(terms, order('2026-09-01', 1_000, ['2026-10-31']))).toBe(true)
    expect(isGradedPaymentOffered(terms, order('2026-09-02', 1_000, ['2026-10-31']))).toBe(false)
    expect(paymentPlan(terms, order('2026-11-03', 1_000, ['2027-01-02']), true)).toMatchObject({ balanceDueOn: '2026-12-03' })
    expect(isGradedPaymentOffered(terms, order('2026-11-04', 1_000, ['2027-01-02']))).toBe(false)
  })
  it('goes by the earliest arrival of the order', () => {
    const two = order('2026-02-03', 500_000, ['2026-07-04', '2026-04-04'])
    expect(paymentPlan(terms, two, true)).toMatchObject({ graded: true, balanceDueOn: '2026-03-05' })
    expect(isGradedPaymentOffered(terms, order('2026-02-03', 500_000, ['2026-07-04', '2026-04-03']))).toBe(false)
  })
  it('rounds the deposit half up to the centime; the balance is the rest', () => {
    expect(paymentPlan(terms, order('2026-01-01', 100_005), true)).toMatchObject({ payNow: 30_002, balance: 70_003 })
    expect(paymentPlan(terms, order('2026-01-01', 100_001), true)).toMatchObject({ payNow: 30_000, balance: 70_001 })
    expect(paymentPlan(terms, order('2026-01-01', 5), true)).toMatchObject({ payNow: 2, balance: 3 })
  })
  it('offers no deposit for an order without rentals or without anything to pay', () => {
    expect(isGradedPaymentOffered(terms, order('2026-01-01', 10_000, []))).toBe(false)
    expect(isGradedPaymentOffered(terms, order('2026-01-01', 0))).toBe(false)
  })
  it('refuses bad dates and amounts', () => {
    expect(paymentPlan(terms, order('2026-02-30'), false)).toMatchObject({ code: 'invalid_date' })
    expect(paymentPlan(terms, order('2026-01-01', 100, ['4.4.2026']), false)).toMatchObject({ code: 'invalid_date' })
    expect(paymentPlan(terms, order('2026-01-01', -5), false)).toMatchObject({ code: 'invalid_amount' })
    expect(isGradedPaymentOffered(terms, order('2026-01-01', 1.5))).toBe(false)
  })
})

describe('a deposit and its balance at any amount (property)', () => {
  it('add up to the total to the centime, for orders of CHF 0.01 to CHF 5 million', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500_000_000 }), (total) => {
        const plan = paymentPlan(terms, order('2026-02-03', total), true)
        if (!plan.ok || !plan.graded) throw new Error('no deposit offered')
        expect(plan.payNow + plan.balance).toBe(total)
        expect(plan.payNow).toBe(Math.floor((total * 3_000 + 5_000) / 10_000))
        expect(plan.balance).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})

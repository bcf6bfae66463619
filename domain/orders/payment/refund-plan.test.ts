import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { shareOf } from '../../booking/rules/amounts'
import { GRADED_PAYMENT_TERMS } from '../../booking/rules/graded-payment'
import type { PaymentRow } from './payments.repository.server'
import { netPaid, refundPlan } from './refund-plan'

const row = (values: Partial<PaymentRow> & Pick<PaymentRow, 'id' | 'kind' | 'status' | 'amount'>): PaymentRow =>
  ({
    orderId: 1,
    provider: 'test',
    reference: `r${values.id}`,
    currency: 'CHF',
    refundOf: null,
    returnUrls: null,
    paidAt: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...values,
  }) as PaymentRow

describe('refund plan', () => {
  const deposit = row({ id: 1, kind: 'deposit', status: 'paid', amount: 30_000 })
  const balance = row({ id: 2, kind: 'balance', status: 'paid', amount: 70_000 })

  it('gives back the newest payment first, then the older one', () => {
    expect(refundPlan([deposit, balance], 80_000).map((p) => [p.payment.id, p.amount])).toEqual([
      [2, 70_000],
      [1, 10_000],
    ])
  })

  it('never asks a payment for more than earlier refunds left of it', () => {
    const earlier = row({ id: 3, kind: 'refund', status: 'paid', amount: 60_000, refundOf: 2 })
    const failed = row({ id: 4, kind: 'refund', status: 'failed', amount: 5_000, refundOf: 1 })
    const rows = [deposit, balance, earlier, failed]
    expect(netPaid(rows)).toBe(40_000)
    expect(refundPlan(rows, 40_000).map((p) => [p.payment.id, p.amount])).toEqual([
      [2, 10_000],
      [1, 30_000],
    ])
  })
})

describe('what was paid, net of refunds', () => {
  it('does not take a payment given back whole off what the order paid (it never counted)', () => {
    // Two tabs paid the same order: the second payment was refunded whole, the first one stands.
    const first = row({ id: 1, kind: 'full', status: 'paid', amount: 150_000 })
    const second = row({ id: 2, kind: 'full', status: 'refunded', amount: 150_000 })
    const back = row({ id: 3, kind: 'refund', status: 'paid', amount: 150_000, refundOf: 2 })
    expect(netPaid([first, second, back])).toBe(150_000)
    expect(refundPlan([first, second, back], 150_000).map((p) => [p.payment.id, p.amount])).toEqual([[1, 150_000]])
  })
})

/** An order's payments as they can stand: a deposit and a balance or one payment, with refunds of them in any state. */
const paymentsAndRefunds = fc
  .record({
    // Weeks of CHF 800 to 60'000 and services: orders up to CHF 1'000'000.
    total: fc.integer({ min: 80_000, max: 100_000_000 }),
    graded: fc.boolean(),
    balancePaid: fc.boolean(),
    refunds: fc.array(
      fc.record({ of: fc.constantFrom(0, 1), share: fc.integer({ min: 1, max: 10_000 }), status: fc.constantFrom('paid', 'pending', 'failed') }),
      { maxLength: 4 },
    ),
  })
  .map(({ total, graded, balancePaid, refunds }) => {
    const deposit = shareOf(total, GRADED_PAYMENT_TERMS.depositShare)
    const paid = graded
      ? [
          row({ id: 1, kind: 'deposit', status: 'paid', amount: deposit }),
          ...(balancePaid ? [row({ id: 2, kind: 'balance', status: 'paid', amount: total - deposit })] : []),
        ]
      : [row({ id: 1, kind: 'full', status: 'paid', amount: total })]
    const rows = [...paid]
    let id = 10
    for (const r of refunds) {
      const target = paid[r.of] ?? paid[0]
      if (!target) continue
      const left =
        target.amount - rows.filter((p) => p.kind === 'refund' && p.status !== 'failed' && p.refundOf === target.id).reduce((s, p) => s + p.amount, 0)
      const amount = Math.floor((left * r.share) / 10_000)
      if (amount > 0) rows.push(row({ id: id++, kind: 'refund', status: r.status as PaymentRow['status'], amount, refundOf: target.id }))
    }
    return rows
  })

describe('refund plans over realistic payments', () => {
  it('never plan more than was paid, per payment and in all, and give back all that is asked when it was paid', () => {
    fc.assert(
      fc.property(paymentsAndRefunds, fc.integer({ min: 1, max: 120_000_000 }), (rows, asked) => {
        const paidIn = rows.filter((p) => p.kind !== 'refund' && p.status === 'paid').reduce((s, p) => s + p.amount, 0)
        const before = netPaid(rows)
        expect(before).toBeGreaterThanOrEqual(0)
        expect(before).toBeLessThanOrEqual(paidIn)
        const plan = refundPlan(rows, asked)
        const planned = plan.reduce((s, p) => s + p.amount, 0)
        expect(planned).toBe(Math.min(asked, before))
        // Written as refund rows, the plan leaves every payment with refunds ≤ its amount.
        const after = [...rows, ...plan.map((p, i) => row({ id: 1_000 + i, kind: 'refund', status: 'pending', amount: p.amount, refundOf: p.payment.id }))]
        for (const payment of rows.filter((p) => p.kind !== 'refund')) {
          const back = after.filter((p) => p.kind === 'refund' && p.status !== 'failed' && p.refundOf === payment.id).reduce((s, p) => s + p.amount, 0)
          expect(back).toBeLessThanOrEqual(payment.amount)
        }
        expect(netPaid(after)).toBe(before - planned)
      }),
    )
  })
})

import { describe, expect, it } from 'vitest'
import { netPaid, refundPlan } from './cancel-order.server'
import type { PaymentRow } from './payment/payments.repository.server'

const row = (values: Partial<PaymentRow> & Pick<PaymentRow, 'id' | 'kind' | 'status' | 'amount'>): PaymentRow =>
  ({ orderId: 1, provider: 'test', reference: `r${values.id}`, currency: 'CHF', refundOf: null, returnUrls: null, paidAt: null, createdAt: new Date(), updatedAt: new Date(), ...values }) as PaymentRow

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

import { describe, expect, it } from 'vitest'
import { orderOutcome } from './order-outcome'

const NOW = new Date('2026-11-24T10:00:00Z')
const at = (minutesAgo: number) => new Date(NOW.getTime() - minutesAgo * 60_000).toISOString()
const order = (status: number, payments: Array<[kind: string, status: string, minutesAgo?: number]>, reportedTotal = 0) => ({
  status,
  reportedTotal,
  gradedToPayAt: reportedTotal ? '2027-01-16' : null,
  payments: payments.map(([kind, s, ago]) => ({ kind, status: s, createdAt: at(ago ?? 1) })),
})

describe('what the order page says happened', () => {
  it('paid in full', () => {
    expect(orderOutcome(order(2, [['full', 'paid']]), NOW)).toEqual({ kind: 'paid' })
  })

  it('a deposit paid: the balance and its day', () => {
    expect(orderOutcome(order(3, [['deposit', 'paid']], 147_000), NOW)).toEqual({ kind: 'deposit', balance: 147_000, dueOn: '2027-01-16' })
  })

  it('a balance paid after the deposit', () => {
    expect(orderOutcome(order(2, [['balance', 'paid'], ['deposit', 'paid']]), NOW)).toEqual({ kind: 'balancePaid' })
  })

  it('a payment still waiting for the provider: the cart, or the balance', () => {
    expect(orderOutcome(order(1, [['full', 'pending']]), NOW)).toEqual({ kind: 'pending', balance: false })
    expect(orderOutcome(order(3, [['balance', 'pending'], ['deposit', 'paid']], 147_000), NOW)).toEqual({ kind: 'pending', balance: true })
  })

  it('a payment given up for over an hour no longer counts as waiting', () => {
    expect(orderOutcome(order(1, [['full', 'pending', 61]]), NOW)).toEqual({ kind: 'unpaid' })
    expect(orderOutcome(order(3, [['balance', 'pending', 61], ['deposit', 'paid', 100]], 147_000), NOW)).toMatchObject({ kind: 'deposit' })
  })

  it('a balance that failed, or one owed after a price rise: the balance still due', () => {
    expect(orderOutcome(order(3, [['balance', 'failed'], ['deposit', 'paid']], 147_000), NOW)).toMatchObject({ kind: 'balanceDue', balance: 147_000 })
    expect(orderOutcome(order(3, [['full', 'paid']], 5_000), NOW)).toMatchObject({ kind: 'balanceDue', balance: 5_000 })
  })

  it('a refund is not what the page reports', () => {
    expect(orderOutcome(order(2, [['refund', 'paid'], ['full', 'paid']]), NOW)).toEqual({ kind: 'paid' })
  })

  it('not paid (declined, given up, or never tried), and cancelled', () => {
    expect(orderOutcome(order(1, [['full', 'failed']]), NOW)).toEqual({ kind: 'unpaid' })
    expect(orderOutcome(order(1, []), NOW)).toEqual({ kind: 'unpaid' })
    expect(orderOutcome(order(4, [['refund', 'paid'], ['full', 'paid']]), NOW)).toEqual({ kind: 'cancelled' })
  })
})

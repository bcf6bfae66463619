import { describe, expect, it } from 'vitest'
import { paidForRental, rentalCancellationToday } from './rental-cancellation'

const rental = { total: 210_000, touristTax: 10_000, startPeriod: '2027-12-11', stay: { rent: 200_000 } }

describe('rentalCancellationToday', () => {
  it('is free, minus the transaction fees, 90 days or more before arrival of a paid order', () => {
    const answer = rentalCancellationToday(rental, { status: 2, total: 210_000, reportedTotal: 0 }, '2027-09-12')
    expect(answer).toMatchObject({ tier: 'free', due: 5_250, refund: 204_750, owed: 0 })
  })
  it('asks half the rent from 89 days, whatever the tourist tax paid', () => {
    const answer = rentalCancellationToday(rental, { status: 2, total: 210_000, reportedTotal: 0 }, '2027-09-13')
    expect(answer).toMatchObject({ tier: 'half_rent', due: 100_000, refund: 110_000, owed: 0 })
  })
  it('weighs what is due against the deposit only when the balance is unpaid', () => {
    const order = { status: 3, total: 210_000, reportedTotal: 147_000 }
    expect(paidForRental(rental, order)).toBe(63_000)
    expect(rentalCancellationToday(rental, order, '2027-11-20')).toMatchObject({ tier: 'full_rent', due: 200_000, refund: 0, owed: 137_000 })
  })
  it('says nothing of an item that is no rental, an order not paid, or a stay begun', () => {
    expect(rentalCancellationToday({ ...rental, stay: null }, { status: 2, total: 1, reportedTotal: 0 }, '2027-01-01')).toBeNull()
    expect(rentalCancellationToday(rental, { status: 1, total: 1, reportedTotal: 0 }, '2027-01-01')).toBeNull()
    expect(rentalCancellationToday(rental, { status: 2, total: 1, reportedTotal: 0 }, '2027-12-12')).toBeNull()
  })
})

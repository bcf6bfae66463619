import { describe, expect, it } from 'vitest'
import { type ReviewableFacts, reviewRefusal } from './eligibility'

const FINISHED: ReviewableFacts = { orderStatus: 2, isRental: true, departure: '2026-02-21', cancelled: false, hasReview: false, today: '2026-02-22' }

describe('who may review a stay', () => {
  it('the guest of a rental paid in full, from the departure day on', () => {
    expect(reviewRefusal(FINISHED)).toBeNull()
    expect(reviewRefusal({ ...FINISHED, today: '2026-02-21' })).toBeNull()
  })

  it('not before the stay is over', () => {
    expect(reviewRefusal({ ...FINISHED, today: '2026-02-20' })).toBe('not_finished')
    expect(reviewRefusal({ ...FINISHED, departure: null })).toBe('not_finished')
  })

  it('not for a cart, a deposit whose balance is due, or a cancelled order or stay', () => {
    expect(reviewRefusal({ ...FINISHED, orderStatus: 1 })).toBe('not_paid')
    expect(reviewRefusal({ ...FINISHED, orderStatus: 3 })).toBe('not_paid')
    expect(reviewRefusal({ ...FINISHED, orderStatus: 4 })).toBe('cancelled')
    expect(reviewRefusal({ ...FINISHED, cancelled: true })).toBe('cancelled')
  })

  it('only a rental, and once', () => {
    expect(reviewRefusal({ ...FINISHED, isRental: false })).toBe('not_rental')
    expect(reviewRefusal({ ...FINISHED, hasReview: true })).toBe('already_reviewed')
  })
})

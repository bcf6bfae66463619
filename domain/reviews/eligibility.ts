/**
 * Who may review a stay (docs/decisions/056): the guest of a rental item of an order paid in full
 * (status 2: not a cart, not a deposit whose balance is still due, not cancelled), whose booking
 * was not cancelled, from its departure day on, once. Pure: the caller reads the facts.
 */
export type ReviewableFacts = {
  /** orders.status: 1 cart, 2 paid, 3 deposit paid, 4 cancelled (DESIGN §3). */
  orderStatus: number
  isRental: boolean
  departure: string | null
  /** The item's booking was cancelled (the stay did not take place). */
  cancelled: boolean
  hasReview: boolean
  /** Today in the resort (ISO date). */
  today: string
}

export type ReviewRefusal = 'not_paid' | 'not_rental' | 'not_finished' | 'cancelled' | 'already_reviewed'

export function reviewRefusal(facts: ReviewableFacts): ReviewRefusal | null {
  if (!facts.isRental) return 'not_rental'
  if (facts.orderStatus === 4 || facts.cancelled) return 'cancelled'
  if (facts.orderStatus !== 2) return 'not_paid'
  if (!facts.departure || facts.departure > facts.today) return 'not_finished'
  if (facts.hasReview) return 'already_reviewed'
  return null
}

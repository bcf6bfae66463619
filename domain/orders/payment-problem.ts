/**
 * What a payment problem is made of (payment-problems.server.ts defines which payments have one):
 * browser-safe, for the pages that show them.
 */

/** The orders list's status filter value for orders with a payment problem, carts included. */
export const PAYMENT_PROBLEM_FILTER = 'problem'

/** How long a provider's payment page stays open (Datatrans: 30 minutes): pending beyond it, no page will answer. */
export const PAYMENT_PAGE_MINUTES = 30

export const PAYMENT_PROBLEMS = ['paid_not_completed', 'refund_failed', 'refund_unanswered', 'pending_too_long', 'not_completed'] as const
export type PaymentProblemKind = (typeof PAYMENT_PROBLEMS)[number]

/** The provider's last word on a payment: its latest event. */
export type ProviderWord = { source: string; status: string; note: string; at: string }

export type PaymentProblem = {
  problem: PaymentProblemKind
  paymentId: number
  /** The payment a refund gives back. */
  refundOf: number | null
  orderNumber: string
  orderStatus: number
  kind: string
  provider: string
  status: string
  amount: number
  currency: string
  createdAt: string
  customer: string
  lastWord: ProviderWord | null
  /** The provider can be asked where it stands (a payment with the provider's reference, not a refund). */
  recheckable: boolean
}

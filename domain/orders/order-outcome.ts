/**
 * What the order's page says happened (the page the payment comes back to, and the page of the
 * order's signed link): paid in full, a deposit paid with the balance and its day, a balance paid,
 * a balance still due, a payment still waiting for the provider's answer, not paid, or cancelled.
 * Read from the order's status and its latest payment. Pure and browser-safe.
 */

/** How long a payment may wait for the provider's answer before the shop stops asking (decision 024's re-checks). */
export const PENDING_WINDOW_MS = 60 * 60 * 1000

export type OrderOutcomeInput = {
  status: number
  reportedTotal: number
  gradedToPayAt: string | null
  /** Newest first, as the order's view lists them. */
  payments: ReadonlyArray<{ kind: string; status: string; createdAt: string }>
}

export type OrderOutcome =
  | { kind: 'paid' }
  | { kind: 'deposit'; balance: number; dueOn: string | null }
  | { kind: 'balanceDue'; balance: number; dueOn: string | null }
  | { kind: 'balancePaid' }
  | { kind: 'pending'; balance: boolean }
  | { kind: 'unpaid' }
  | { kind: 'cancelled' }

export function orderOutcome(order: OrderOutcomeInput, now: Date): OrderOutcome {
  if (order.status === 4) return { kind: 'cancelled' }
  // A payment still pending after the re-checks' hour was given up on the provider's page: it tells nothing.
  const given = (p: OrderOutcomeInput['payments'][number]) => p.status === 'pending' && now.getTime() - Date.parse(p.createdAt) >= PENDING_WINDOW_MS
  const latest = order.payments.find((p) => p.kind !== 'refund' && !given(p))
  const waiting = latest?.status === 'pending'
  if (order.status === 2) return latest?.kind === 'balance' && latest.status !== 'pending' ? { kind: 'balancePaid' } : { kind: 'paid' }
  if (waiting && (order.status === 1 || order.status === 3)) return { kind: 'pending', balance: order.status === 3 }
  if (order.status === 3) {
    const due = { balance: order.reportedTotal, dueOn: order.gradedToPayAt }
    return latest?.kind === 'deposit' && latest.status === 'paid' ? { kind: 'deposit', ...due } : { kind: 'balanceDue', ...due }
  }
  return { kind: 'unpaid' }
}

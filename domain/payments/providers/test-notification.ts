/**
 * The body of the test provider's notification: the transaction as its book holds it once the
 * page decided it (docs/decisions/022). It is signed like Datatrans' webhooks (X-Test-Signature).
 */
import type { PaymentKind, ProviderStatus, TransactionState } from '../provider'
import type { TestCardOutcome } from './test-cards'

/** What the payer did on the page: a test card's outcome, or giving up. */
export type TestPageOutcome = TestCardOutcome | 'cancel'

export type TestNotificationBody = {
  reference: string
  paymentId: number
  orderNumber: string
  kind: PaymentKind
  status: ProviderStatus
  outcome: TestPageOutcome | null
  amount: number
  currency: string
  refunded: number
}

const STATUSES: readonly string[] = ['paid', 'pending', 'failed', 'cancelled']
const KINDS: readonly string[] = ['full', 'deposit', 'balance']
const OUTCOMES: readonly string[] = ['success', 'declined', 'error', 'cancel']

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0

/** The body read back from its JSON text; null when it is not one (a signed body always is). */
export function readTestNotificationBody(rawBody: string): TestNotificationBody | null {
  let value: unknown
  try {
    value = JSON.parse(rawBody)
  } catch {
    return null
  }
  if (!isRecord(value)) return null
  const { reference, paymentId, orderNumber, kind, status, outcome, amount, currency, refunded } = value
  const valid =
    isText(reference) && isCount(paymentId) && isText(orderNumber) && KINDS.includes(kind as string) &&
    STATUSES.includes(status as string) && (outcome === null || OUTCOMES.includes(outcome as string)) &&
    isCount(amount) && isText(currency) && isCount(refunded)
  return valid ? (value as TestNotificationBody) : null
}

export function stateOfTestNotification(body: TestNotificationBody): TransactionState {
  return {
    reference: body.reference,
    status: body.status,
    amount: body.amount,
    currency: body.currency,
    orderNumber: body.orderNumber,
    raw: body,
  }
}

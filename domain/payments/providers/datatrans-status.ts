/**
 * Datatrans' transaction, as its Status API answers it and its webhook posts it ("The Webhook
 * payload contains the same information as the response of a Status API call"), read into the
 * shop's TransactionState.
 */
import type { ProviderStatus, TransactionState } from '../provider'

/**
 * Datatrans' statuses and what they mean for the shop. The words quoted are Datatrans' (API
 * reference, StatusResponse.status):
 * - settled, "when a transaction was settled partially or fully", and transmitted, "when a
 *   transaction was transmitted to the acquirer for processing", come after the money is taken: paid.
 * - authorized, "when a transaction was authorized. This status is only set if you defer the
 *   settlement from the authorization". The shop never defers it: every transaction is initialised
 *   with `autoSettle: true` ("whether to automatically settle the transaction after an
 *   authorization"), so authorized is an authorisation to be settled at once: paid.
 * - initialized ("a transaction is initialized after a successful init request"), challenge_required
 *   and challenge_ongoing (3-D Secure under way) and authenticated ("only set if you defer the
 *   authorization from the authentication"): no final answer yet, pending.
 * - canceled, "by the user or automatically by the system after a time out occurred on our payment
 *   forms": cancelled. failed, "when a transaction failed": failed.
 * An unknown word is pending: never paid on a status the shop does not know.
 */
const STATUSES: Record<string, ProviderStatus> = {
  initialized: 'pending',
  challenge_required: 'pending',
  challenge_ongoing: 'pending',
  authenticated: 'pending',
  authorized: 'paid',
  settled: 'paid',
  transmitted: 'paid',
  canceled: 'cancelled',
  failed: 'failed',
}

export function providerStatusOf(datatransStatus: string): ProviderStatus {
  return Object.hasOwn(STATUSES, datatransStatus) ? STATUSES[datatransStatus] : 'pending'
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** detail.{part}.amount, when Datatrans gives it as a whole number of minor units. */
function detailAmount(detail: unknown, part: 'settle' | 'authorize'): number | null {
  if (!isRecord(detail) || !isRecord(detail[part])) return null
  const amount = detail[part].amount
  return Number.isSafeInteger(amount) && (amount as number) >= 0 ? (amount as number) : null
}

/**
 * A Status API answer or webhook body as a TransactionState; null when it lacks what every one
 * carries (transactionId, status, currency). The amount is what was settled, else authorised; a
 * transaction with neither (not paid yet) says 0, which the shop never takes for a payment.
 */
export function transactionStateOf(body: unknown): TransactionState | null {
  if (!isRecord(body)) return null
  const { transactionId, status, currency, refno } = body
  if (typeof transactionId !== 'string' || !transactionId || typeof status !== 'string' || typeof currency !== 'string') return null
  return {
    reference: transactionId,
    status: providerStatusOf(status),
    amount: detailAmount(body.detail, 'settle') ?? detailAmount(body.detail, 'authorize') ?? 0,
    currency,
    orderNumber: typeof refno === 'string' ? refno : null,
    raw: body,
  }
}

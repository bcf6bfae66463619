/**
 * The built-in test provider (`test`), the embedded default (DESIGN §2, docs/decisions/022): a
 * payment page served by the app itself, at {PUBLIC_URL}/payment/test/{reference}, that takes the
 * documented test cards only, and signed notifications in Datatrans' format. It keeps its own book
 * (test_payment_transactions), so its status and refund calls answer as a real provider's would.
 */
import { randomBytes } from 'node:crypto'
import type { Logger } from 'pino'
import type { Db } from '../../../db/client.server'
import { PaymentProviderError } from '../errors'
import type { CreatePaymentInput, CreatedPayment, PaymentKind, PaymentProvider, RefundResult, TransactionState } from '../provider'
import { checkSignature, signatureHeader } from '../signature.server'
import { type TestCardProblem, testCardOutcome } from './test-cards'
import { readTestNotificationBody, stateOfTestNotification, type TestNotificationBody, type TestPageOutcome } from './test-notification'
import {
  addTestRefund,
  decideTestTransaction,
  findTestTransaction,
  insertTestTransaction,
  statusOf,
  type TestTransaction,
} from './test-transactions.repository.server'

export const TEST_PROVIDER_NAME = 'test'
/** The notification's signature header, in Datatrans' format (t=<unix ms>,s0=<hex>). */
export const TEST_SIGNATURE_HEADER = 'X-Test-Signature'
/** How long the page waits for the shop to take its notification before sending the payer on. */
const NOTIFY_TIMEOUT_MS = 5_000

export type TestProviderDeps = {
  db: Db
  /** PUBLIC_URL's origin: the page's address starts with it. */
  publicUrl: string
  /** TEST_PAYMENT_HMAC_KEY's bytes: signs the notifications. */
  hmacKey: Uint8Array
  log?: Pick<Logger, 'warn'>
  fetch?: typeof fetch
  now?: () => number
}

/** What the page shows of a transaction. */
export type TestPaymentView = Pick<TestTransaction, 'reference' | 'orderNumber' | 'amount' | 'currency'> & {
  kind: PaymentKind
  locale: 'fr' | 'en'
  status: TransactionState['status']
  /** Where the payer goes on from a transaction already decided. */
  next: string | null
}

export type TestPaymentChoice = { action: 'pay'; cardNumber: string } | { action: 'cancel' }

export type TestPaymentAnswer =
  | { outcome: 'unknown' }
  /** The number typed is not a test card: the page is shown again with the message. */
  | { outcome: 'refused'; problem: TestCardProblem; view: TestPaymentView }
  /** Decided now (`notified`: the shop took the notification) or before (a second submit). */
  | { outcome: 'decided'; status: TransactionState['status']; location: string; notified: boolean; again: boolean }

/** The page's side of the provider: what the handlers of /payment/test/{reference} call. */
export type TestPaymentDesk = {
  read(reference: string): Promise<TestPaymentView | null>
  submit(reference: string, choice: TestPaymentChoice): Promise<TestPaymentAnswer>
}

export type TestProvider = PaymentProvider & { readonly page: TestPaymentDesk }

/** A random reference nobody can guess: 144 bits. */
const newReference = () => `tp_${randomBytes(18).toString('base64url')}`

/** Where the payer is sent for a decided transaction: success, error (declined, failed) or cancel. */
function nextAddress(row: TestTransaction): string | null {
  const status = statusOf(row)
  if (status === 'paid') return row.returnUrls.success
  if (status === 'failed') return row.returnUrls.error
  if (status === 'cancelled') return row.returnUrls.cancel
  return null
}

function viewOf(row: TestTransaction): TestPaymentView {
  return {
    reference: row.reference,
    orderNumber: row.orderNumber,
    amount: row.amount,
    currency: row.currency,
    kind: row.kind as PaymentKind,
    locale: row.locale === 'en' ? 'en' : 'fr',
    status: statusOf(row),
    next: nextAddress(row),
  }
}

function stateOf(row: TestTransaction): TransactionState {
  const raw: TestNotificationBody = { ...bodyFields(row), outcome: null }
  return { reference: row.reference, status: statusOf(row), amount: row.amount, currency: row.currency, orderNumber: row.orderNumber, raw }
}

function bodyFields(row: TestTransaction): Omit<TestNotificationBody, 'outcome'> {
  const { reference, paymentId, orderNumber, amount, currency, refunded } = row
  return { reference, paymentId, orderNumber, kind: row.kind as PaymentKind, status: statusOf(row), amount, currency, refunded }
}

function checkInput(input: CreatePaymentInput): void {
  const urls = [input.notifyUrl, input.returnUrls.success, input.returnUrls.cancel, input.returnUrls.error]
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new RangeError(`Not an amount in centimes: ${input.amount}`)
  if (!/^[A-Z]{3}$/.test(input.currency)) throw new RangeError(`Not a currency code: ${input.currency}`)
  if (!/^\d+$/.test(input.orderNumber)) throw new RangeError(`Not an order number: ${input.orderNumber}`)
  if (!urls.every((url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol))) throw new RangeError('Return and notification addresses must be absolute http(s) URLs')
}

export function createTestProvider(deps: TestProviderDeps): TestProvider {
  const now = deps.now ?? Date.now
  const send = deps.fetch ?? fetch

  /** Posts the signed notification; false when the shop did not take it (the return re-reads the status). */
  async function notify(row: TestTransaction, outcome: TestPageOutcome): Promise<boolean> {
    const body = JSON.stringify({ ...bodyFields(row), outcome } satisfies TestNotificationBody)
    try {
      const response = await send(row.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signatureHeader(deps.hmacKey, body, now()) },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
      })
      await response.body?.cancel()
      if (!response.ok) deps.log?.warn({ status: response.status, reference: row.reference }, 'test payment notification refused')
      return response.ok
    } catch (error) {
      deps.log?.warn({ err: error, reference: row.reference }, 'test payment notification not delivered')
      return false
    }
  }

  const page: TestPaymentDesk = {
    async read(reference) {
      const row = await findTestTransaction(deps.db, reference)
      return row ? viewOf(row) : null
    },

    async submit(reference, choice) {
      const row = await findTestTransaction(deps.db, reference)
      if (!row) return { outcome: 'unknown' }
      const decidedBefore = nextAddress(row)
      if (decidedBefore) return { outcome: 'decided', status: statusOf(row), location: decidedBefore, notified: false, again: true }
      const outcome: TestPageOutcome | null = choice.action === 'cancel' ? 'cancel' : testCardOutcome(choice.cardNumber)
      if (!outcome) {
        const problem = choice.action === 'pay' && choice.cardNumber.trim() === '' ? 'card_missing' : 'card_unknown'
        return { outcome: 'refused', problem, view: viewOf(row) }
      }
      const status = outcome === 'success' ? 'paid' : outcome === 'cancel' ? 'cancelled' : 'failed'
      const decided = await decideTestTransaction(deps.db, reference, status)
      // Another request decided it between our read and our update: its answer stands, sent once.
      const final = decided ?? (await findTestTransaction(deps.db, reference)) ?? row
      const location = nextAddress(final) ?? row.returnUrls.error
      if (!decided) return { outcome: 'decided', status: statusOf(final), location, notified: false, again: true }
      return { outcome: 'decided', status, location, notified: await notify(decided, outcome), again: false }
    },
  }

  return {
    name: TEST_PROVIDER_NAME,
    page,

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      checkInput(input)
      const row = await insertTestTransaction(deps.db, {
        reference: newReference(),
        paymentId: input.paymentId,
        orderNumber: input.orderNumber,
        kind: input.kind,
        amount: input.amount,
        currency: input.currency,
        locale: input.locale,
        returnUrls: input.returnUrls,
        notifyUrl: input.notifyUrl,
      })
      return { reference: row.reference, paymentUrl: `${deps.publicUrl}/payment/test/${row.reference}` }
    },

    async readNotification({ headers, rawBody }) {
      const check = checkSignature(headers.get(TEST_SIGNATURE_HEADER), rawBody, deps.hmacKey, now())
      if (!check.ok) return check
      const body = readTestNotificationBody(rawBody)
      if (!body) return { ok: false, reason: 'malformed', message: 'The signed body is not a test payment notification' }
      return { ok: true, state: stateOfTestNotification(body) }
    },

    async fetchStatus(reference) {
      const row = await findTestTransaction(deps.db, reference)
      if (!row) throw new PaymentProviderError('unknown_transaction', `no test transaction ${reference}`)
      return stateOf(row)
    },

    async refund(input): Promise<RefundResult> {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) return { ok: false, message: 'A refund is a positive amount in centimes', raw: null }
      const row = await addTestRefund(deps.db, input)
      if (row) return { ok: true, reference: `${row.reference}-refund-${randomBytes(6).toString('hex')}`, amount: input.amount, raw: bodyFields(row) }
      const current = await findTestTransaction(deps.db, input.reference)
      return { ok: false, message: refusalOf(current, input), raw: current ? bodyFields(current) : null }
    },
  }
}

/** Why a refund was refused, for the agency and the logs. */
function refusalOf(row: TestTransaction | null, input: { amount: number; currency: string }): string {
  if (!row) return 'No such test transaction'
  if (statusOf(row) !== 'paid') return `The transaction is ${statusOf(row)}, not paid: nothing to refund`
  if (row.currency !== input.currency) return `The transaction was paid in ${row.currency}, not ${input.currency}`
  return `Only ${row.amount - row.refunded} of ${row.amount} can still be refunded`
}

/**
 * A card payment provider, as the shop sees it (DESIGN §2 "Card payment"). Every provider — the
 * built-in test page of the embedded mode, Datatrans in production, any later one — is one file
 * that implements this interface; nothing else in the shop knows which provider it talks to.
 *
 * Amounts are integer minor units (centimes) and the currency an ISO code ('CHF'). The shop is the
 * authority for what is owed; the provider only says what was paid: its answers are compared with
 * the order, never trusted for it. Secrets (keys, passwords) live inside the provider's own
 * settings and never reach the browser.
 */

/** Why a payment is asked: the whole order, a deposit of a graded payment, or its balance. */
export type PaymentKind = 'full' | 'deposit' | 'balance'

export type CreatePaymentInput = {
  /** The shop's own id of this attempt (payments.id); the provider echoes it back where it can. */
  paymentId: number
  /** The order number (all digits): Datatrans' `refno`, shown to the payer. */
  orderNumber: string
  kind: PaymentKind
  amount: number
  currency: string
  /** The payer's language: the payment page speaks it ('fr' or 'en'). */
  locale: 'fr' | 'en'
  /**
   * Where the browser comes back, absolute URLs under PUBLIC_URL: the shop's own return addresses
   * (/payment/return/…), which re-read the status and then send the visitor on.
   */
  returnUrls: { success: string; cancel: string; error: string }
  /** Where the provider posts its signed notification (/payment/notify/{provider}). */
  notifyUrl: string
}

export type CreatedPayment = {
  /** The provider's id of the transaction (Datatrans `transactionId`). */
  reference: string
  /** The page the browser is sent to. */
  paymentUrl: string
}

/**
 * Where a transaction stands, as the provider says. `paid`: the money is taken (authorised and
 * settled or to be settled); `pending`: no final answer yet; `failed`: declined or in error;
 * `cancelled`: the payer gave up.
 */
export type ProviderStatus = 'paid' | 'pending' | 'failed' | 'cancelled'

export type TransactionState = {
  reference: string
  status: ProviderStatus
  /** What the provider says was paid (or asked), minor units, and in which currency. */
  amount: number
  currency: string
  /** The order number the transaction carries (refno), to match it with the order. */
  orderNumber: string | null
  /** The provider's answer as it came, for the payments table (no card data: providers send none). */
  raw: unknown
}

/** A notification the provider sent, once its signature is verified. */
export type VerifiedNotification = { ok: true; state: TransactionState }
export type RefusedNotification = { ok: false; reason: 'bad_signature' | 'malformed' | 'stale'; message: string }

export type RefundResult =
  | { ok: true; reference: string; amount: number; raw: unknown }
  | { ok: false; message: string; raw: unknown }

export interface PaymentProvider {
  /** The provider's name in the payments table and in /payment/notify/{name}. */
  readonly name: string
  /** Starts a payment: the provider's reference and the page to send the browser to. */
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>
  /**
   * Reads a notification: verifies its signature over the raw body (the exact bytes received)
   * and says what the transaction's state is. Never throws for a bad request: it refuses it.
   */
  readNotification(request: { headers: Headers; rawBody: string }): Promise<VerifiedNotification | RefusedNotification>
  /** Asks the provider where a transaction stands (the browser's return, the re-check job). */
  fetchStatus(reference: string): Promise<TransactionState>
  /** Gives back part or all of a paid transaction. */
  refund(input: { reference: string; amount: number; currency: string; orderNumber: string }): Promise<RefundResult>
}

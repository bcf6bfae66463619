/**
 * Datatrans (`datatrans`), the production provider (DESIGN §2, docs/decisions/022), through its
 * JSON API v1 and the Redirect integration:
 * - init: POST {api}/v1/transactions → 201 {transactionId}; the payer is sent to {pay}/v1/start/{id};
 * - webhook: the transaction's status, signed `Datatrans-Signature: t=…,s0=…` with the HMAC key;
 * - status: GET {api}/v1/transactions/{id};
 * - refund: POST {api}/v1/transactions/{id}/credit ("Refund a transaction").
 * Every API call is authenticated with Basic merchantId:password. The password and the key stay
 * in this file's closure: they are never logged, never in an error, never sent to the browser.
 */
import { PaymentProviderError } from '../errors'
import type { CreatePaymentInput, CreatedPayment, PaymentProvider, RefundResult, TransactionState } from '../provider'
import { checkSignature } from '../signature.server'
import { transactionStateOf } from './datatrans-status'

export const DATATRANS_PROVIDER_NAME = 'datatrans'
export const DATATRANS_SIGNATURE_HEADER = 'Datatrans-Signature'

export type DatatransEnvironment = 'sandbox' | 'production'

export type DatatransSettings = {
  merchantId: string
  password: string
  /** The HMAC key of the merchant's security settings, as bytes (DATATRANS_HMAC_KEY is hex). */
  hmacKey: Uint8Array
  environment: DatatransEnvironment
  /** DATATRANS_API_URL / DATATRANS_PAY_URL: a stand-in on loopback, for tests only. */
  apiUrl?: string
  payUrl?: string
}

export type DatatransDeps = { fetch?: typeof fetch; now?: () => number; timeoutMs?: number }

const HOSTS: Record<DatatransEnvironment, { api: string; pay: string }> = {
  sandbox: { api: 'https://api.sandbox.datatrans.com', pay: 'https://pay.sandbox.datatrans.com' },
  production: { api: 'https://api.datatrans.com', pay: 'https://pay.datatrans.com' },
}

/** The API and payment page addresses of the settings' environment, or of the stand-in. */
export function datatransAddresses(settings: Pick<DatatransSettings, 'environment' | 'apiUrl' | 'payUrl'>): { api: string; pay: string } {
  const hosts = HOSTS[settings.environment]
  const trim = (url: string) => url.replace(/\/+$/, '')
  return { api: trim(settings.apiUrl ?? hosts.api), pay: trim(settings.payUrl ?? hosts.pay) }
}

type Answer = { status: number; body: unknown }

/** Datatrans' own error code of a 4xx answer ({error: {code, message}}), for the logs. */
function errorOf(body: unknown): { code: string; message: string } {
  const error = typeof body === 'object' && body !== null ? (body as { error?: { code?: unknown; message?: unknown } }).error : undefined
  return { code: String(error?.code ?? 'UNKNOWN'), message: String(error?.message ?? 'no message') }
}

/** An answer's JSON (empty: null); anything else is no answer Datatrans gives. */
function parseAnswer(text: string, what: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    throw new PaymentProviderError('provider_unavailable', `${what}, not JSON`)
  }
}

export function createDatatransProvider(settings: DatatransSettings, deps: DatatransDeps = {}): PaymentProvider {
  const { api, pay } = datatransAddresses(settings)
  const authorization = `Basic ${Buffer.from(`${settings.merchantId}:${settings.password}`).toString('base64')}`
  const send = deps.fetch ?? fetch
  const now = deps.now ?? Date.now

  /** One API call; a network failure or a 5xx is `provider_unavailable` (no secret in the error). */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    let response: Response
    try {
      response = await send(`${api}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json; charset=UTF-8' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(deps.timeoutMs ?? 15_000),
      })
    } catch (error) {
      throw new PaymentProviderError('provider_unavailable', `${method} ${path}: ${(error as Error).name}`, { cause: error })
    }
    const text = await response.text()
    if (response.status >= 500) throw new PaymentProviderError('provider_unavailable', `${method} ${path}: HTTP ${response.status}`)
    return { status: response.status, body: parseAnswer(text, `${method} ${path}: HTTP ${response.status}`) }
  }

  const transactionPath = (reference: string) => `/v1/transactions/${encodeURIComponent(reference)}`

  return {
    name: DATATRANS_PROVIDER_NAME,

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const answer = await call('POST', '/v1/transactions', {
        currency: input.currency,
        refno: input.orderNumber,
        amount: input.amount,
        language: input.locale,
        autoSettle: true,
        redirect: { successUrl: input.returnUrls.success, cancelUrl: input.returnUrls.cancel, errorUrl: input.returnUrls.error },
        webhook: { url: input.notifyUrl },
      })
      const transactionId = (answer.body as { transactionId?: unknown } | null)?.transactionId
      if (answer.status !== 201 || typeof transactionId !== 'string' || !/^[A-Za-z0-9]+$/.test(transactionId)) {
        const { code, message } = errorOf(answer.body)
        throw new PaymentProviderError('provider_refused', `init: HTTP ${answer.status} ${code} ${message}`)
      }
      return { reference: transactionId, paymentUrl: `${pay}/v1/start/${transactionId}` }
    },

    async readNotification({ headers, rawBody }) {
      const check = checkSignature(headers.get(DATATRANS_SIGNATURE_HEADER), rawBody, settings.hmacKey, now())
      if (!check.ok) return check
      let body: unknown
      try {
        body = JSON.parse(rawBody)
      } catch {
        return { ok: false, reason: 'malformed', message: 'The signed body is not JSON' }
      }
      const state = transactionStateOf(body)
      return state ? { ok: true, state } : { ok: false, reason: 'malformed', message: 'The signed body is not a Datatrans transaction' }
    },

    async fetchStatus(reference): Promise<TransactionState> {
      const answer = await call('GET', transactionPath(reference))
      if (answer.status === 404) throw new PaymentProviderError('unknown_transaction', `status: no transaction ${reference}`)
      const state = answer.status === 200 ? transactionStateOf(answer.body) : null
      if (!state) {
        const { code, message } = errorOf(answer.body)
        throw new PaymentProviderError('provider_refused', `status: HTTP ${answer.status} ${code} ${message}`)
      }
      return state
    },

    async refund(input): Promise<RefundResult> {
      const body = { amount: input.amount, currency: input.currency, refno: input.orderNumber }
      const answer = await call('POST', `${transactionPath(input.reference)}/credit`, body)
      const transactionId = (answer.body as { transactionId?: unknown } | null)?.transactionId
      if (answer.status >= 200 && answer.status < 300 && typeof transactionId === 'string') {
        return { ok: true, reference: transactionId, amount: input.amount, raw: answer.body }
      }
      const { code, message } = errorOf(answer.body)
      return { ok: false, message: `Datatrans refused the refund (HTTP ${answer.status} ${code}: ${message})`, raw: answer.body }
    },
  }
}

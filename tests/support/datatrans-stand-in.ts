/**
 * A stand-in for Datatrans on 127.0.0.1, answering as its API reference documents (docs/decisions/022):
 * - POST /v1/transactions (Basic auth merchantId:password) → 201 {transactionId}, Location header;
 * - GET /v1/transactions/{id} → the transaction's status (the webhook carries the same body);
 * - POST /v1/transactions/{id}/credit → a refund of a settled transaction, never more than settled;
 * - GET /v1/start/{id}: the payment page. Without `?outcome=` it lists the outcomes as links; with
 *   `?outcome=settled|authorized|failed|canceled` it gives the transaction that status, sends the
 *   signed webhook to the init's webhook.url and redirects to the redirect URL of the outcome with
 *   `datatransTrxId`, as Datatrans does.
 * How the next webhooks go out is set with `webhookMode`: normally before the redirect; with a bad
 * signature; twice; late (held until `releaseLateWebhooks()`, after the browser came back); or not
 * at all. `tamper` makes a transaction carry another amount or currency (webhook and status alike).
 * It signs on its own, after Datatrans' documented example, not with the site's code, so a mistake
 * in the site's signature check cannot hide itself.
 */
import { createHmac } from 'node:crypto'
import http from 'node:http'

export type WebhookMode = 'normal' | 'bad_signature' | 'duplicate' | 'late' | 'none'
export type StartOutcome = 'settled' | 'authorized' | 'failed' | 'canceled'

export type StandInTransaction = {
  transactionId: string
  status: string
  currency: string
  refno: string
  amount: number
  language: string | null
  autoSettle: boolean | null
  redirect: { successUrl: string; cancelUrl: string; errorUrl: string }
  webhookUrl: string | null
  detail: Record<string, unknown>
  /** What `tamper` made it carry instead of the init's amount. */
  shownAmount: number | null
  credited: number
}

export type RecordedCall = { method: string; path: string; authorization: string | null; contentType: string | null; body: unknown }
export type WebhookDelivery = { url: string; signature: string; body: string; status: number | null }

export type DatatransStandIn = {
  /** The API and the payment pages both answer here (DATATRANS_API_URL and DATATRANS_PAY_URL). */
  url: string
  calls: RecordedCall[]
  webhooks: WebhookDelivery[]
  transaction: (id: string) => StandInTransaction | undefined
  webhookMode: (mode: WebhookMode) => void
  setStatus: (id: string, status: string) => void
  tamper: (id: string, change: { amount?: number; currency?: string }) => void
  releaseLateWebhooks: () => Promise<void>
  stop: () => Promise<void>
}

export type StandInOptions = { merchantId: string; password: string; hmacKeyHex: string }

type Reply = { status: number; body?: unknown; headers?: Record<string, string> }

const error = (status: number, code: string, message: string): Reply => ({ status, body: { error: { code, message } } })

/** Datatrans' documented signature: hex HMAC-SHA256, with the hex-decoded key, of str(t) + payload. */
function sign(keyHex: string, timestamp: string, payload: string): string {
  return createHmac('sha256', Buffer.from(keyHex, 'hex')).update(String(timestamp) + payload, 'utf8').digest('hex')
}

function statusBody(tx: StandInTransaction, merchantId: string) {
  return { transactionId: tx.transactionId, merchantId, type: 'payment', status: tx.status, currency: tx.currency, refno: tx.refno, paymentMethod: 'VIS', detail: tx.detail, language: tx.language }
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function detailFor(outcome: StartOutcome, amount: number): Record<string, unknown> {
  if (outcome === 'settled') return { authorize: { amount, acquirerAuthorizationCode: '100000' }, settle: { amount } }
  if (outcome === 'authorized') return { authorize: { amount, acquirerAuthorizationCode: '100000' } }
  if (outcome === 'failed') return { fail: { reason: 'DECLINED', message: 'declined' } }
  return { cancel: {} }
}

/** The body's JSON (empty: null); undefined when it is not JSON. */
function parseJson(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0

export async function startDatatransStandIn(options: StandInOptions): Promise<DatatransStandIn> {
  const transactions = new Map<string, StandInTransaction>()
  const calls: RecordedCall[] = []
  const webhooks: WebhookDelivery[] = []
  let late: (() => Promise<void>)[] = []
  let mode: WebhookMode = 'normal'
  let counter = 0
  const expectedAuth = `Basic ${Buffer.from(`${options.merchantId}:${options.password}`).toString('base64')}`

  async function deliver(tx: StandInTransaction, badSignature = false): Promise<void> {
    if (!tx.webhookUrl) return
    const body = JSON.stringify(statusBody(tx, options.merchantId))
    const t = String(Date.now())
    const key = badSignature ? 'ab'.repeat(32) : options.hmacKeyHex
    const signature = `t=${t},s0=${sign(key, t, body)}`
    const delivery: WebhookDelivery = { url: tx.webhookUrl, signature, body, status: null }
    webhooks.push(delivery)
    try {
      const response = await fetch(tx.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'Datatrans-Signature': signature }, body, signal: AbortSignal.timeout(5_000) })
      await response.body?.cancel()
      delivery.status = response.status
    } catch {
      delivery.status = 0
    }
  }

  async function webhookFor(tx: StandInTransaction): Promise<void> {
    if (mode === 'none') return
    if (mode === 'late') late.push(() => deliver(tx))
    else if (mode === 'bad_signature') await deliver(tx, true)
    else {
      await deliver(tx)
      if (mode === 'duplicate') await deliver(tx)
    }
  }

  function init(body: unknown): Reply {
    const b = (body ?? {}) as Record<string, unknown>
    const redirect = (b.redirect ?? {}) as Record<string, unknown>
    const webhook = (b.webhook ?? {}) as Record<string, unknown>
    if (!isText(b.currency) || !/^[A-Z]{3}$/.test(b.currency)) return error(400, 'INVALID_PROPERTY', 'init.currency The given currency does not have the right format')
    if (!isText(b.refno)) return error(400, 'INVALID_PROPERTY', 'init.refno must not be empty')
    if (!Number.isSafeInteger(b.amount) || (b.amount as number) <= 0) return error(400, 'INVALID_PROPERTY', 'init.amount must be a positive integer')
    if (!isText(redirect.successUrl) || !isText(redirect.cancelUrl) || !isText(redirect.errorUrl)) return error(400, 'INVALID_PROPERTY', 'init.redirect needs successUrl, cancelUrl and errorUrl')
    const transactionId = `${Date.now()}${String(++counter).padStart(5, '0')}`
    transactions.set(transactionId, {
      transactionId,
      status: 'initialized',
      currency: b.currency,
      refno: b.refno,
      amount: b.amount as number,
      language: isText(b.language) ? b.language : null,
      autoSettle: typeof b.autoSettle === 'boolean' ? b.autoSettle : null,
      redirect: { successUrl: redirect.successUrl, cancelUrl: redirect.cancelUrl, errorUrl: redirect.errorUrl },
      webhookUrl: isText(webhook.url) ? webhook.url : null,
      detail: { init: { expires: new Date(Date.now() + 30 * 60_000).toISOString() } },
      shownAmount: null,
      credited: 0,
    })
    return { status: 201, body: { transactionId }, headers: { location: `${standIn.url}/v1/start/${transactionId}` } }
  }

  function credit(tx: StandInTransaction, body: unknown): Reply {
    const b = (body ?? {}) as Record<string, unknown>
    if (tx.status !== 'settled' && tx.status !== 'transmitted') return error(400, 'INVALID_TRANSACTION_STATUS', `credit: the transaction is ${tx.status}, not settled`)
    if (b.currency !== tx.currency) return error(400, 'INVALID_PROPERTY', 'credit.currency does not match the transaction')
    if (!isText(b.refno)) return error(400, 'INVALID_PROPERTY', 'credit.refno must not be empty')
    const settled = ((tx.detail.settle as { amount?: number } | undefined)?.amount ?? 0) as number
    const amount = b.amount === undefined ? settled - tx.credited : (b.amount as number)
    if (!Number.isSafeInteger(amount) || amount <= 0 || tx.credited + amount > settled) return error(400, 'INVALID_PROPERTY', 'credit.amount exceeds the settled amount')
    tx.credited += amount
    return { status: 200, body: { transactionId: `${Date.now()}${String(++counter).padStart(5, '0')}`, acquirerAuthorizationCode: '200000' } }
  }

  async function start(tx: StandInTransaction, outcome: string | null): Promise<Reply> {
    if (!outcome) {
      const links = ['settled', 'failed', 'canceled'].map((o) => `<li><a href="/v1/start/${tx.transactionId}?outcome=${o}">${o}</a></li>`).join('')
      return { status: 200, body: `<!DOCTYPE html><html lang="en"><title>Datatrans stand-in</title><main><h1>Datatrans stand-in</h1><ul>${links}</ul></main></html>`, headers: { 'content-type': 'text/html; charset=utf-8' } }
    }
    if (!['settled', 'authorized', 'failed', 'canceled'].includes(outcome)) return error(400, 'INVALID_PROPERTY', 'unknown outcome')
    tx.status = outcome
    tx.detail = detailFor(outcome as StartOutcome, tx.shownAmount ?? tx.amount)
    await webhookFor(tx)
    const target = new URL(outcome === 'settled' || outcome === 'authorized' ? tx.redirect.successUrl : outcome === 'canceled' ? tx.redirect.cancelUrl : tx.redirect.errorUrl)
    target.searchParams.set('datatransTrxId', tx.transactionId)
    return { status: 302, headers: { location: target.toString() } }
  }

  async function route(req: http.IncomingMessage): Promise<Reply> {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const text = await readBody(req)
    const body = parseJson(text)
    if (body === undefined) return error(400, 'INVALID_JSON', 'not JSON')
    calls.push({ method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization ?? null, contentType: req.headers['content-type'] ?? null, body })
    const startMatch = url.pathname.match(/^\/v1\/start\/(\w+)$/)
    if (req.method === 'GET' && startMatch) {
      const tx = transactions.get(startMatch[1])
      return tx ? start(tx, url.searchParams.get('outcome')) : error(404, 'TRANSACTION_NOT_FOUND', 'no such transaction')
    }
    if (req.headers.authorization !== expectedAuth) return error(401, 'UNAUTHORIZED', 'Invalid merchantId or password')
    if (req.method === 'POST' && url.pathname === '/v1/transactions') return init(body)
    const match = url.pathname.match(/^\/v1\/transactions\/(\w+)(\/credit)?$/)
    const tx = match ? transactions.get(match[1]) : undefined
    if (!match) return error(404, 'NOT_FOUND', 'no such call')
    if (!tx) return error(404, 'TRANSACTION_NOT_FOUND', 'no such transaction')
    if (req.method === 'GET' && !match[2]) return { status: 200, body: statusBody(tx, options.merchantId) }
    if (req.method === 'POST' && match[2]) return credit(tx, body)
    return error(405, 'METHOD_NOT_ALLOWED', 'method not allowed')
  }

  const server = http.createServer((req, res) => {
    route(req)
      .catch(() => error(500, 'INTERNAL', 'stand-in failure'))
      .then((reply) => {
        const isHtml = typeof reply.body === 'string'
        res.writeHead(reply.status, { ...(isHtml ? {} : reply.body === undefined ? {} : { 'content-type': 'application/json' }), ...reply.headers })
        res.end(reply.body === undefined ? undefined : isHtml ? (reply.body as string) : JSON.stringify(reply.body))
      })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  const standIn: DatatransStandIn = {
    url: `http://127.0.0.1:${port}`,
    calls,
    webhooks,
    transaction: (id) => transactions.get(id),
    webhookMode: (next) => {
      mode = next
    },
    setStatus: (id, status) => {
      const tx = transactions.get(id)
      if (tx) tx.status = status
    },
    tamper: (id, change) => {
      const tx = transactions.get(id)
      if (!tx) return
      if (change.currency) tx.currency = change.currency
      if (change.amount === undefined) return
      tx.shownAmount = change.amount
      if (tx.status === 'settled' || tx.status === 'authorized') tx.detail = detailFor(tx.status, change.amount)
    },
    releaseLateWebhooks: async () => {
      const due = late
      late = []
      for (const send of due) await send()
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  return standIn
}

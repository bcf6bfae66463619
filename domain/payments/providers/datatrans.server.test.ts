import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type DatatransStandIn, startDatatransStandIn, type StartOutcome } from '../../../tests/support/datatrans-stand-in'
import { type NotificationReceiver, startNotificationReceiver } from '../../../tests/support/notification-receiver'
import { PaymentProviderError } from '../errors'
import type { CreatePaymentInput, PaymentProvider } from '../provider'
import { hexKey } from '../signature.server'
import { createDatatransProvider, DATATRANS_PROVIDER_NAME, datatransAddresses, type DatatransSettings } from './datatrans.server'

/**
 * The Datatrans adapter against the stand-in (tests/support/datatrans-stand-in.ts), which answers
 * as Datatrans' API reference documents and signs its webhooks on its own.
 */

const KEY_HEX = '5b0e1fd4c2a7e6f3b8d9a0c1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1'
const MERCHANT = { merchantId: '1100012345', password: 'pw-Very-Secret-42' }

let standIn: DatatransStandIn
let receiver: NotificationReceiver
let datatrans: PaymentProvider

const settings = (change: Partial<DatatransSettings> = {}): DatatransSettings => ({
  ...MERCHANT,
  hmacKey: hexKey(KEY_HEX),
  environment: 'sandbox',
  apiUrl: standIn.url,
  payUrl: standIn.url,
  ...change,
})

let orderNumbers = 40_000_000
function paymentInput(change: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    paymentId: 7,
    orderNumber: String(++orderNumbers),
    kind: 'full',
    amount: 125_000,
    currency: 'CHF',
    locale: 'fr',
    returnUrls: {
      success: 'http://localhost:3000/payment/return/datatrans/success?payment=7',
      cancel: 'http://localhost:3000/payment/return/datatrans/cancel?payment=7',
      error: 'http://localhost:3000/payment/return/datatrans/error?payment=7',
    },
    notifyUrl: `${receiver.url}/payment/notify/datatrans`,
    ...change,
  }
}

/** The payer on Datatrans' page: what the browser is sent back to. */
async function payOnStartPage(paymentUrl: string, outcome: StartOutcome): Promise<URL> {
  const response = await fetch(`${paymentUrl}?outcome=${outcome}`, { redirect: 'manual' })
  expect(response.status).toBe(302)
  return new URL(response.headers.get('location') ?? '')
}

const lastWebhook = () => receiver.received[receiver.received.length - 1]
const signed = (t: string, body: string, keyHex = KEY_HEX) =>
  `t=${t},s0=${createHmac('sha256', Buffer.from(keyHex, 'hex')).update(t + body).digest('hex')}`
const read = (signature: string | null, rawBody: string) =>
  datatrans.readNotification({ headers: new Headers(signature === null ? {} : { 'Datatrans-Signature': signature }), rawBody })

beforeAll(async () => {
  standIn = await startDatatransStandIn({ ...MERCHANT, hmacKeyHex: KEY_HEX })
  receiver = await startNotificationReceiver()
  datatrans = createDatatransProvider(settings())
})
afterAll(async () => {
  await standIn?.stop()
  await receiver?.stop()
})
beforeEach(() => {
  standIn.webhookMode('normal')
})

describe('init', () => {
  it('posts the documented transaction with Basic auth and sends the payer to /v1/start/{transactionId}', async () => {
    const input = paymentInput({ locale: 'en', amount: 37_550 })
    const created = await datatrans.createPayment(input)
    const call = standIn.calls.findLast((c) => c.path === '/v1/transactions')
    expect(call?.method).toBe('POST')
    expect(call?.authorization).toBe(`Basic ${Buffer.from('1100012345:pw-Very-Secret-42').toString('base64')}`)
    expect(call?.contentType).toMatch(/^application\/json/)
    expect(call?.body).toEqual({
      currency: 'CHF',
      refno: input.orderNumber,
      amount: 37_550,
      language: 'en',
      autoSettle: true,
      redirect: { successUrl: input.returnUrls.success, cancelUrl: input.returnUrls.cancel, errorUrl: input.returnUrls.error },
      webhook: { url: input.notifyUrl },
    })
    expect(created.reference).toMatch(/^\d+$/)
    expect(created.paymentUrl).toBe(`${standIn.url}/v1/start/${created.reference}`)
    expect(standIn.transaction(created.reference)?.status).toBe('initialized')
    expect(datatrans.name).toBe(DATATRANS_PROVIDER_NAME)
  })

  it('is refused with wrong credentials, without the password in the error', async () => {
    const wrong = createDatatransProvider(settings({ password: 'not-the-password' }))
    const failure = await wrong.createPayment(paymentInput()).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(PaymentProviderError)
    expect((failure as PaymentProviderError).code).toBe('provider_refused')
    expect((failure as PaymentProviderError).detail).toContain('401')
    expect(JSON.stringify(failure) + String(failure)).not.toContain('not-the-password')
    expect((failure as PaymentProviderError).messages.fr).toMatch(/paiement/)
  })

  it('says the provider is unavailable when nothing answers', async () => {
    const nowhere = createDatatransProvider(settings({ apiUrl: 'http://127.0.0.1:9' }))
    await expect(nowhere.createPayment(paymentInput())).rejects.toMatchObject({ code: 'provider_unavailable' })
  })

  it("talks to Datatrans' sandbox or production hosts unless a stand-in is given", () => {
    expect(datatransAddresses({ environment: 'sandbox' })).toEqual({ api: 'https://api.sandbox.datatrans.com', pay: 'https://pay.sandbox.datatrans.com' })
    expect(datatransAddresses({ environment: 'production' })).toEqual({ api: 'https://api.datatrans.com', pay: 'https://pay.datatrans.com' })
    expect(datatransAddresses({ environment: 'production', apiUrl: 'http://127.0.0.1:4000/', payUrl: 'http://127.0.0.1:4001' })).toEqual({
      api: 'http://127.0.0.1:4000',
      pay: 'http://127.0.0.1:4001',
    })
  })
})

describe('webhook', () => {
  it('is sent before the payer comes back, and verified into the paid transaction', async () => {
    const input = paymentInput()
    const { reference, paymentUrl } = await datatrans.createPayment(input)
    const before = receiver.received.length
    const back = await payOnStartPage(paymentUrl, 'settled')
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/payment/return/datatrans/success')
    expect(back.searchParams.get('datatransTrxId')).toBe(reference)
    expect(receiver.received.length).toBe(before + 1)
    expect(lastWebhook().path).toBe('/payment/notify/datatrans')
    const verified = await datatrans.readNotification(lastWebhook())
    expect(verified).toMatchObject({ ok: true, state: { reference, status: 'paid', amount: 125_000, currency: 'CHF', orderNumber: input.orderNumber } })
  })

  it.each([
    ['failed', 'error', 'failed'],
    ['canceled', 'cancel', 'cancelled'],
  ] as const)('of a %s payment says so, and the payer goes to the %s return', async (outcome, page, status) => {
    const { reference, paymentUrl } = await datatrans.createPayment(paymentInput())
    const back = await payOnStartPage(paymentUrl, outcome)
    expect(back.pathname).toBe(`/payment/return/datatrans/${page}`)
    expect(await datatrans.readNotification(lastWebhook())).toMatchObject({ ok: true, state: { reference, status } })
  })

  it('signed with another key is refused as a bad signature', async () => {
    standIn.webhookMode('bad_signature')
    const { paymentUrl } = await datatrans.createPayment(paymentInput())
    await payOnStartPage(paymentUrl, 'settled')
    expect(await datatrans.readNotification(lastWebhook())).toMatchObject({ ok: false, reason: 'bad_signature' })
  })

  it('whose body was changed after signing is refused as a bad signature', async () => {
    const { paymentUrl } = await datatrans.createPayment(paymentInput())
    await payOnStartPage(paymentUrl, 'settled')
    const { headers, rawBody } = lastWebhook()
    const changed = rawBody.replace('"amount":125000', '"amount":100')
    expect(changed).not.toBe(rawBody)
    expect(await datatrans.readNotification({ headers, rawBody: changed })).toMatchObject({ ok: false, reason: 'bad_signature' })
  })

  it('signed more than five minutes ago (or ahead) is refused as stale, a fresh one is taken', async () => {
    const body = JSON.stringify({ transactionId: '1', status: 'settled', currency: 'CHF', refno: '1', detail: { settle: { amount: 100 } } })
    const sixMinutes = 6 * 60_000
    expect(await read(signed(String(Date.now() - sixMinutes), body), body)).toMatchObject({ ok: false, reason: 'stale' })
    expect(await read(signed(String(Date.now() + sixMinutes), body), body)).toMatchObject({ ok: false, reason: 'stale' })
    expect(await read(signed(String(Date.now() - 60_000), body), body)).toMatchObject({ ok: true, state: { status: 'paid', amount: 100 } })
  })

  it.each([
    ['no header', null],
    ['an empty header', ''],
    ['junk', 'sha256=abc'],
    ['a timestamp that is not a number', 't=yesterday,s0=' + 'a'.repeat(64)],
    ['a short signature', `t=${Date.now()},s0=abc123`],
    ['a repeated part', `t=${Date.now()},t=${Date.now()},s0=${'a'.repeat(64)}`],
    ['no signature', `t=${Date.now()}`],
  ])('with %s is refused as malformed', async (_name, header) => {
    expect(await read(header, '{"transactionId":"1"}')).toMatchObject({ ok: false, reason: 'malformed' })
  })

  it('whose signed body is not a transaction is refused as malformed', async () => {
    const t = String(Date.now())
    expect(await read(signed(t, 'not json'), 'not json')).toMatchObject({ ok: false, reason: 'malformed' })
    expect(await read(signed(t, '{"hello":1}'), '{"hello":1}')).toMatchObject({ ok: false, reason: 'malformed' })
  })

  it('sent twice reads the same both times (completing is the shop’s idempotent business)', async () => {
    standIn.webhookMode('duplicate')
    const { reference, paymentUrl } = await datatrans.createPayment(paymentInput())
    const before = receiver.received.length
    await payOnStartPage(paymentUrl, 'settled')
    const both = receiver.received.slice(before)
    expect(both).toHaveLength(2)
    for (const webhook of both) expect(await datatrans.readNotification(webhook)).toMatchObject({ ok: true, state: { reference, status: 'paid' } })
  })

  it('that comes late, after the payer is back, still verifies; meanwhile the status says paid', async () => {
    standIn.webhookMode('late')
    const { reference, paymentUrl } = await datatrans.createPayment(paymentInput())
    const before = receiver.received.length
    await payOnStartPage(paymentUrl, 'settled')
    expect(receiver.received.length).toBe(before)
    expect(await datatrans.fetchStatus(reference)).toMatchObject({ reference, status: 'paid', amount: 125_000 })
    await standIn.releaseLateWebhooks()
    expect(receiver.received.length).toBe(before + 1)
    expect(await datatrans.readNotification(lastWebhook())).toMatchObject({ ok: true, state: { reference, status: 'paid' } })
  })

  it('with another amount or currency says what Datatrans says; comparing it with the order is the shop’s', async () => {
    const { reference, paymentUrl } = await datatrans.createPayment(paymentInput())
    standIn.tamper(reference, { amount: 100, currency: 'EUR' })
    await payOnStartPage(paymentUrl, 'settled')
    expect(await datatrans.readNotification(lastWebhook())).toMatchObject({ ok: true, state: { reference, status: 'paid', amount: 100, currency: 'EUR' } })
    expect(await datatrans.fetchStatus(reference)).toMatchObject({ amount: 100, currency: 'EUR' })
  })
})

describe('status', () => {
  it.each([
    ['initialized', 'pending'],
    ['challenge_required', 'pending'],
    ['challenge_ongoing', 'pending'],
    ['authenticated', 'pending'],
    ['authorized', 'paid'],
    ['settled', 'paid'],
    ['transmitted', 'paid'],
    ['canceled', 'cancelled'],
    ['failed', 'failed'],
    ['a-status-nobody-knows', 'pending'],
  ])('reads Datatrans %s as %s', async (datatransStatus, status) => {
    const input = paymentInput()
    const { reference } = await datatrans.createPayment(input)
    standIn.setStatus(reference, datatransStatus)
    expect(await datatrans.fetchStatus(reference)).toMatchObject({ reference, status, currency: 'CHF', orderNumber: input.orderNumber })
    const call = standIn.calls[standIn.calls.length - 1]
    expect(call).toMatchObject({ method: 'GET', path: `/v1/transactions/${reference}` })
    expect(call.authorization).toMatch(/^Basic /)
  })

  it('of an authorised payment is its authorised amount; before that it is 0', async () => {
    const { reference, paymentUrl } = await datatrans.createPayment(paymentInput({ amount: 9_900 }))
    expect(await datatrans.fetchStatus(reference)).toMatchObject({ status: 'pending', amount: 0 })
    await payOnStartPage(paymentUrl, 'authorized')
    expect(await datatrans.fetchStatus(reference)).toMatchObject({ status: 'paid', amount: 9_900 })
  })

  it('of a transaction Datatrans does not know is an unknown_transaction error', async () => {
    await expect(datatrans.fetchStatus('999999999')).rejects.toMatchObject({ code: 'unknown_transaction' })
  })
})

describe('refund', () => {
  async function settledPayment(amount = 125_000) {
    const input = paymentInput({ amount })
    const { reference, paymentUrl } = await datatrans.createPayment(input)
    await payOnStartPage(paymentUrl, 'settled')
    return { reference, orderNumber: input.orderNumber }
  }

  it('credits part of a settled transaction with {amount, currency, refno}, then the rest, never more', async () => {
    const { reference, orderNumber } = await settledPayment()
    const first = await datatrans.refund({ reference, amount: 25_000, currency: 'CHF', orderNumber })
    expect(first).toMatchObject({ ok: true, amount: 25_000 })
    expect(first.ok && first.reference).toMatch(/^\d+$/)
    expect(first.ok && first.reference).not.toBe(reference)
    const call = standIn.calls[standIn.calls.length - 1]
    expect(call).toMatchObject({ method: 'POST', path: `/v1/transactions/${reference}/credit`, body: { amount: 25_000, currency: 'CHF', refno: orderNumber } })
    expect(await datatrans.refund({ reference, amount: 100_001, currency: 'CHF', orderNumber })).toMatchObject({ ok: false, message: expect.stringContaining('INVALID_PROPERTY') })
    expect(await datatrans.refund({ reference, amount: 100_000, currency: 'CHF', orderNumber })).toMatchObject({ ok: true, amount: 100_000 })
    expect(standIn.transaction(reference)?.credited).toBe(125_000)
  })

  it('of a transaction that is not settled is refused with Datatrans’ reason', async () => {
    const input = paymentInput()
    const { reference } = await datatrans.createPayment(input)
    const refused = await datatrans.refund({ reference, amount: 100, currency: 'CHF', orderNumber: input.orderNumber })
    expect(refused).toMatchObject({ ok: false, message: expect.stringContaining('INVALID_TRANSACTION_STATUS') })
  })
})

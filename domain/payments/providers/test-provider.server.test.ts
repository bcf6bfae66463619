import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../../db/client.server'
import { type NotificationReceiver, startNotificationReceiver } from '../../../tests/support/notification-receiver'
import { bookingDatabases } from '../../booking/fixtures.test-data'
import type { CreatePaymentInput } from '../provider'
import { hexKey } from '../signature.server'
import { createTestProvider, TEST_PROVIDER_NAME, type TestPaymentAnswer, type TestProvider } from './test-provider.server'

/**
 * The built-in test provider on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (there the
 * double submits and refunds at once really run in parallel). The page's handlers
 * (server/payment/test-page.ts) hand the form to `page.submit`, tested here; the HTTP test
 * tests/api/test-payment-page.test.ts covers the page itself in a running server.
 */

const KEY_HEX = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff'
const PUBLIC_URL = 'https://www.agency.example'

let db: Db
let close: () => Promise<void>
let receiver: NotificationReceiver
let test: TestProvider

beforeAll(async () => {
  const opened = await bookingDatabases('test_provider')
  db = opened.all[0].db
  close = opened.close
  receiver = await startNotificationReceiver()
  test = createTestProvider({ db, publicUrl: PUBLIC_URL, hmacKey: hexKey(KEY_HEX), log: { warn: () => {} } })
}, 120_000)
afterAll(async () => {
  await receiver?.stop()
  await close?.()
})

let orderNumbers = 50_000_000
function paymentInput(change: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  const n = ++orderNumbers
  return {
    paymentId: n,
    orderNumber: String(n),
    kind: 'full',
    amount: 125_000,
    currency: 'CHF',
    locale: 'fr',
    returnUrls: {
      success: `${PUBLIC_URL}/payment/return/test/success?payment=${n}`,
      cancel: `${PUBLIC_URL}/payment/return/test/cancel?payment=${n}`,
      error: `${PUBLIC_URL}/payment/return/test/error?payment=${n}`,
    },
    notifyUrl: `${receiver.url}/payment/notify/test`,
    ...change,
  }
}

/** The notifications the receiver got for one transaction. */
const notificationsOf = (reference: string) => receiver.received.filter((n) => JSON.parse(n.rawBody).reference === reference)

const decided = (answer: TestPaymentAnswer) => {
  if (answer.outcome !== 'decided') throw new Error(`not decided: ${answer.outcome}`)
  return answer
}

describe('createPayment', () => {
  it('records the transaction and sends the payer to {PUBLIC_URL}/payment/test/{an unguessable reference}', async () => {
    const input = paymentInput({ kind: 'deposit', amount: 37_500, locale: 'en' })
    const created = await test.createPayment(input)
    const other = await test.createPayment(paymentInput())
    expect(created.reference).toMatch(/^tp_[A-Za-z0-9_-]{24}$/)
    expect(other.reference).not.toBe(created.reference)
    expect(created.paymentUrl).toBe(`${PUBLIC_URL}/payment/test/${created.reference}`)
    expect(await test.page.read(created.reference)).toEqual({
      reference: created.reference,
      orderNumber: input.orderNumber,
      amount: 37_500,
      currency: 'CHF',
      kind: 'deposit',
      locale: 'en',
      status: 'pending',
      next: null,
    })
    expect(await test.fetchStatus(created.reference)).toMatchObject({ reference: created.reference, status: 'pending', amount: 37_500, currency: 'CHF', orderNumber: input.orderNumber })
    expect(test.name).toBe(TEST_PROVIDER_NAME)
  })

  it.each([
    ['an amount that is not whole centimes', { amount: 12.5 }],
    ['no amount', { amount: 0 }],
    ['a currency that is not a code', { currency: 'francs' }],
    ['an order number that is not digits', { orderNumber: '12a' }],
    ['a relative notification address', { notifyUrl: '/payment/notify/test' }],
  ])('refuses %s', async (_name, change) => {
    await expect(test.createPayment(paymentInput(change as Partial<CreatePaymentInput>))).rejects.toThrow(RangeError)
  })
})

describe('the page', () => {
  it.each([
    ['4242 4242 4242 4242', 'paid', 'success', 'success'],
    ['4000 0000 0000 0002', 'failed', 'error', 'declined'],
    ['4000-0000-0000-0119', 'failed', 'error', 'error'],
  ] as const)('with test card %s: %s, sent to the %s return, with a signed notification', async (card, status, page, outcome) => {
    const input = paymentInput()
    const { reference } = await test.createPayment(input)
    const answer = decided(await test.page.submit(reference, { action: 'pay', cardNumber: card }))
    expect(answer).toMatchObject({ status, location: input.returnUrls[page], notified: true, again: false })
    const [notification, ...more] = notificationsOf(reference)
    expect(more).toEqual([])
    expect(notification.path).toBe('/payment/notify/test')
    expect(notification.headers.get('content-type')).toBe('application/json')
    const read = await test.readNotification(notification)
    expect(read).toMatchObject({ ok: true, state: { reference, status, amount: 125_000, currency: 'CHF', orderNumber: input.orderNumber } })
    expect(read.ok && read.state.raw).toMatchObject({ paymentId: input.paymentId, kind: 'full', outcome })
    expect(await test.fetchStatus(reference)).toMatchObject({ status })
    expect(await test.page.read(reference)).toMatchObject({ status, next: input.returnUrls[page] })
  })

  it('cancel: cancelled, sent to the cancel return, with a signed notification', async () => {
    const input = paymentInput()
    const { reference } = await test.createPayment(input)
    expect(decided(await test.page.submit(reference, { action: 'cancel' }))).toMatchObject({ status: 'cancelled', location: input.returnUrls.cancel, notified: true })
    expect(await test.readNotification(notificationsOf(reference)[0])).toMatchObject({ ok: true, state: { status: 'cancelled' } })
  })

  it.each([
    ['a number that is no test card', '5555 5555 5555 4444', 'card_unknown'],
    ['nothing', '   ', 'card_missing'],
  ] as const)('with %s: shown again with the message, still pending, nobody notified', async (_name, cardNumber, problem) => {
    const { reference } = await test.createPayment(paymentInput({ locale: 'en' }))
    expect(await test.page.submit(reference, { action: 'pay', cardNumber })).toMatchObject({ outcome: 'refused', problem, view: { status: 'pending', locale: 'en' } })
    expect(await test.fetchStatus(reference)).toMatchObject({ status: 'pending' })
    expect(notificationsOf(reference)).toEqual([])
  })

  it('posted again (back button, another button) keeps the first answer and notifies once', async () => {
    const input = paymentInput()
    const { reference } = await test.createPayment(input)
    decided(await test.page.submit(reference, { action: 'pay', cardNumber: '4242424242424242' }))
    for (const choice of [{ action: 'pay', cardNumber: '4242424242424242' }, { action: 'cancel' }, { action: 'pay', cardNumber: '4000000000000002' }] as const) {
      expect(decided(await test.page.submit(reference, choice))).toMatchObject({ status: 'paid', location: input.returnUrls.success, notified: false, again: true })
    }
    expect(notificationsOf(reference)).toHaveLength(1)
  })

  it('posted many times at once (a double click) decides once and notifies once', async () => {
    const input = paymentInput()
    const { reference } = await test.createPayment(input)
    const answers = (
      await Promise.all([
        test.page.submit(reference, { action: 'pay', cardNumber: '4242424242424242' }),
        test.page.submit(reference, { action: 'pay', cardNumber: '4242424242424242' }),
        test.page.submit(reference, { action: 'cancel' }),
        test.page.submit(reference, { action: 'pay', cardNumber: '4000000000000002' }),
        test.page.submit(reference, { action: 'pay', cardNumber: '4242424242424242' }),
      ])
    ).map(decided)
    expect(answers.filter((a) => !a.again)).toHaveLength(1)
    const final = await test.fetchStatus(reference)
    for (const answer of answers) expect(answer.status).toBe(final.status)
    expect(new Set(answers.map((a) => a.location)).size).toBe(1)
    expect(notificationsOf(reference)).toHaveLength(1)
  })

  it('sends the payer on when the shop does not take the notification (the return re-reads the status)', async () => {
    const down = createTestProvider({ db, publicUrl: PUBLIC_URL, hmacKey: hexKey(KEY_HEX), log: { warn: () => {} } })
    const input = paymentInput({ notifyUrl: 'http://127.0.0.1:9/payment/notify/test' })
    const { reference } = await down.createPayment(input)
    expect(decided(await down.page.submit(reference, { action: 'pay', cardNumber: '4242424242424242' }))).toMatchObject({ status: 'paid', location: input.returnUrls.success, notified: false })
    receiver.answerWith(503)
    try {
      const second = await down.createPayment(paymentInput())
      expect(decided(await down.page.submit(second.reference, { action: 'cancel' }))).toMatchObject({ status: 'cancelled', notified: false })
    } finally {
      receiver.answerWith(200)
    }
    expect(await down.fetchStatus(reference)).toMatchObject({ status: 'paid' })
  })

  it('knows no transaction by a reference it did not make', async () => {
    expect(await test.page.read('tp_nothing')).toBeNull()
    expect(await test.page.submit('tp_nothing', { action: 'cancel' })).toEqual({ outcome: 'unknown' })
    await expect(test.fetchStatus('tp_nothing')).rejects.toMatchObject({ code: 'unknown_transaction' })
  })
})

describe('readNotification', () => {
  async function paidNotification() {
    const { reference } = await test.createPayment(paymentInput())
    await test.page.submit(reference, { action: 'pay', cardNumber: '4242424242424242' })
    return notificationsOf(reference)[0]
  }
  const header = (t: number, body: string, keyHex = KEY_HEX) =>
    new Headers({ 'X-Test-Signature': `t=${t},s0=${createHmac('sha256', Buffer.from(keyHex, 'hex')).update(`${t}${body}`).digest('hex')}` })

  it('signs t=<unix ms>,s0=<hex HMAC-SHA256 of t + body> with TEST_PAYMENT_HMAC_KEY, as Datatrans does', async () => {
    const { headers, rawBody } = await paidNotification()
    const [, t] = /^t=(\d+),s0=[0-9a-f]{64}$/.exec(headers.get('x-test-signature') ?? '') ?? []
    expect(Math.abs(Date.now() - Number(t))).toBeLessThan(60_000)
    expect(header(Number(t), rawBody).get('x-test-signature')).toBe(headers.get('x-test-signature'))
  })

  it('refuses a body changed after signing, or signed with another key', async () => {
    const { headers, rawBody } = await paidNotification()
    const changed = rawBody.replace('"status":"paid"', '"status":"failed"')
    expect(await test.readNotification({ headers, rawBody: changed })).toMatchObject({ ok: false, reason: 'bad_signature' })
    expect(await test.readNotification({ headers: header(Date.now(), rawBody, 'ff'.repeat(32)), rawBody })).toMatchObject({ ok: false, reason: 'bad_signature' })
  })

  it('refuses a notification signed more than five minutes ago', async () => {
    const { rawBody } = await paidNotification()
    expect(await test.readNotification({ headers: header(Date.now() - 5 * 60_000 - 1_000, rawBody), rawBody })).toMatchObject({ ok: false, reason: 'stale' })
    expect(await test.readNotification({ headers: header(Date.now() - 4 * 60_000, rawBody), rawBody })).toMatchObject({ ok: true })
  })

  it('refuses a missing or malformed header, and a signed body that is no notification', async () => {
    const { rawBody } = await paidNotification()
    expect(await test.readNotification({ headers: new Headers(), rawBody })).toMatchObject({ ok: false, reason: 'malformed' })
    expect(await test.readNotification({ headers: new Headers({ 'X-Test-Signature': 'v1=abc' }), rawBody })).toMatchObject({ ok: false, reason: 'malformed' })
    const other = '{"reference":"x","status":"paid"}'
    expect(await test.readNotification({ headers: header(Date.now(), other), rawBody: other })).toMatchObject({ ok: false, reason: 'malformed' })
  })
})

describe('refund', () => {
  async function paid(amount = 125_000) {
    const input = paymentInput({ amount })
    const { reference } = await test.createPayment(input)
    await test.page.submit(reference, { action: 'pay', cardNumber: '4242424242424242' })
    return { reference, orderNumber: input.orderNumber }
  }

  it('gives back part, then the rest, never more than was paid', async () => {
    const { reference, orderNumber } = await paid()
    const first = await test.refund({ reference, amount: 25_000, currency: 'CHF', orderNumber })
    expect(first).toMatchObject({ ok: true, amount: 25_000 })
    expect(first.ok && first.reference).not.toBe(reference)
    expect(await test.refund({ reference, amount: 100_001, currency: 'CHF', orderNumber })).toMatchObject({ ok: false, message: 'Only 100000 of 125000 can still be refunded' })
    expect(await test.refund({ reference, amount: 100_000, currency: 'CHF', orderNumber })).toMatchObject({ ok: true, amount: 100_000 })
    expect(await test.refund({ reference, amount: 1, currency: 'CHF', orderNumber })).toMatchObject({ ok: false })
    expect(await test.fetchStatus(reference)).toMatchObject({ status: 'paid', raw: { refunded: 125_000 } })
  })

  it('refuses a transaction not paid, another currency, nothing, or a reference it does not know', async () => {
    const input = paymentInput()
    const { reference } = await test.createPayment(input)
    const orderNumber = input.orderNumber
    expect(await test.refund({ reference, amount: 100, currency: 'CHF', orderNumber })).toMatchObject({ ok: false, message: expect.stringContaining('pending') })
    const done = await paid()
    expect(await test.refund({ ...done, amount: 100, currency: 'EUR' })).toMatchObject({ ok: false, message: expect.stringContaining('EUR') })
    expect(await test.refund({ ...done, amount: 0, currency: 'CHF' })).toMatchObject({ ok: false })
    expect(await test.refund({ reference: 'tp_nothing', amount: 100, currency: 'CHF', orderNumber })).toMatchObject({ ok: false, raw: null })
  })

  it('of 60% twice at once gives back one of them only', async () => {
    const { reference, orderNumber } = await paid(100_000)
    const both = await Promise.all([0, 1].map(() => test.refund({ reference, amount: 60_000, currency: 'CHF', orderNumber })))
    expect(both.filter((r) => r.ok)).toHaveLength(1)
    expect(await test.fetchStatus(reference)).toMatchObject({ raw: { refunded: 60_000 } })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatatransStandIn, startDatatransStandIn, type StartOutcome, type WebhookMode } from '../support/datatrans-stand-in'
import { type Shop, startShop } from '../support/shop-fixtures'
import { comeBack, expectMailCount, type Guest, guestWithCart, orderOf } from './payment-support'

/**
 * The Datatrans adapter end to end, against its stand-in (docs/decisions/022, 024): a server with
 * PAYMENT_PROVIDER=datatrans whose API and payment pages are the stand-in's. The webhook comes
 * signed, twice, late, with a bad signature or not at all; the browser's return re-reads the status:
 * whatever the order, the order is paid once and one e-mail goes out.
 */

const KEY_HEX = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90'
let shop: Shop
let standIn: DatatransStandIn

beforeAll(async () => {
  standIn = await startDatatransStandIn({ merchantId: '1100012345', password: 'pw-stand-in', hmacKeyHex: KEY_HEX })
  shop = await startShop({
    PAYMENT_PROVIDER: 'datatrans',
    DATATRANS_MERCHANT_ID: '1100012345',
    DATATRANS_PASSWORD: 'pw-stand-in',
    DATATRANS_HMAC_KEY: KEY_HEX,
    DATATRANS_API_URL: standIn.url,
    DATATRANS_PAY_URL: standIn.url,
  })
}, 180_000)
afterAll(async () => {
  await shop?.stop()
  await standIn?.stop()
})

/** Checkout, then the stand-in's page with an outcome (its webhook as `mode` says), then the browser back at the shop. */
async function payAtDatatrans(mode: WebhookMode, outcome: StartOutcome): Promise<{ guest: Guest; to: string; transactionId: string }> {
  const guest = await guestWithCart(shop.server, shop.ids.transfer as number)
  const response = await guest.api('POST', `/order/${guest.cart.id}/payment/checkout?locale=fr`, {})
  expect(response.status).toBe(200)
  const { paymentUrl } = (await response.json()) as { paymentUrl: string }
  expect(paymentUrl.startsWith(`${standIn.url}/v1/start/`)).toBe(true)
  const transactionId = paymentUrl.split('/').pop() as string
  expect(standIn.transaction(transactionId)).toMatchObject({ refno: guest.cart.number, amount: guest.cart.total, currency: 'CHF', autoSettle: true })
  standIn.webhookMode(mode)
  const start = await fetch(`${paymentUrl}?outcome=${outcome}`, { redirect: 'manual' })
  const back = start.headers.get('location') as string
  expect(new URL(back).searchParams.get('datatransTrxId')).toBe(transactionId)
  return { guest, to: await comeBack(guest, back), transactionId }
}

const deliveriesOf = (id: string) => standIn.webhooks.filter((w) => w.body.includes(id))

describe('Datatrans', () => {
  it('success: the webhook, then the return: paid once, one e-mail', async () => {
    const { guest, to, transactionId } = await payAtDatatrans('normal', 'settled')
    expect(to).toBe(`${shop.server.publicUrl}/commande/confirmation/${guest.cart.number}/succes`)
    expect(deliveriesOf(transactionId).map((w) => w.status)).toEqual([200])
    expect((await orderOf(guest)).status).toBe(2)
    await expectMailCount(shop.server.dataDir, guest.email, 1)
  })

  it('decline: the error page, the order unpaid', async () => {
    const { guest, to } = await payAtDatatrans('normal', 'failed')
    expect(to).toBe(`${shop.server.publicUrl}/commande/confirmation/${guest.cart.number}/erreur`)
    const order = await orderOf(guest)
    expect(order.status).toBe(1)
    expect(order.payments[0]?.status).toBe('failed')
  })

  it('a late webhook, after the return already completed the order: nothing more', async () => {
    const { guest, transactionId } = await payAtDatatrans('late', 'settled')
    expect((await orderOf(guest)).status).toBe(2)
    await standIn.releaseLateWebhooks()
    expect(deliveriesOf(transactionId).map((w) => w.status)).toEqual([200])
    await expectMailCount(shop.server.dataDir, guest.email, 1)
  })

  it('a webhook with a bad signature is refused (400); the return still reads the status: paid once', async () => {
    const { guest, transactionId } = await payAtDatatrans('bad_signature', 'settled')
    expect(deliveriesOf(transactionId).map((w) => w.status)).toEqual([400])
    expect((await orderOf(guest)).status).toBe(2)
    await expectMailCount(shop.server.dataDir, guest.email, 1)
  })

  it('a webhook sent twice: paid once, one e-mail', async () => {
    const { guest, transactionId } = await payAtDatatrans('duplicate', 'settled')
    expect(deliveriesOf(transactionId).map((w) => w.status)).toEqual([200, 200])
    expect((await orderOf(guest)).payments.filter((p) => p.status === 'paid')).toHaveLength(1)
    await expectMailCount(shop.server.dataDir, guest.email, 1)
  })

  it('no webhook at all: the return alone completes the order', async () => {
    const { guest } = await payAtDatatrans('none', 'settled')
    expect((await orderOf(guest)).status).toBe(2)
    await expectMailCount(shop.server.dataDir, guest.email, 1)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type HoldingProxy, startHoldingProxy } from '../support/holding-proxy'
import { type RunningServer, startServer } from '../support/server'
import { type Shop, startShop } from '../support/shop-fixtures'
import { checkout, comeBack, expectMailCount, guestWithCart, orderOf, PAYMENT_KEY_HEX, payOnTestPage } from './payment-support'

/**
 * A restart loses nothing (DESIGN §3, docs/decisions/024): the server is killed (SIGKILL) after the
 * provider decided the payment and before the notification was processed — a proxy in front of the
 * site (its PUBLIC_URL) holds the notification. A new server on the same data then gets it, and a
 * replay: the order ends paid exactly once, with one e-mail.
 */

let proxy: HoldingProxy
let shop: Shop
let restarted: RunningServer | null = null

beforeAll(async () => {
  proxy = await startHoldingProxy()
  shop = await startShop({ PUBLIC_URL: proxy.url, TEST_PAYMENT_HMAC_KEY: PAYMENT_KEY_HEX })
  proxy.setTarget(shop.server.url)
}, 180_000)
afterAll(async () => {
  await restarted?.stop()
  await shop?.stop()
  await proxy?.stop()
})

async function until(test: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!test()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('a server killed between the payment and its notification', () => {
  it('ends paid exactly once with one e-mail, once the notification reaches the restarted server', async () => {
    const site = { url: proxy.url }
    const guest = await guestWithCart(site, shop.ids.transfer as number)
    const { reference } = await checkout(guest)
    proxy.hold(true)
    const paying = payOnTestPage(guest, reference).catch(() => null)
    await until(() => proxy.held().length === 1)
    const notification = proxy.held()[0]

    const exited = new Promise((resolve) => shop.server.process.once('exit', resolve))
    shop.server.process.kill('SIGKILL')
    await exited
    await paying

    restarted = await startServer({
      SEED_ON_START: 'false',
      TRUST_PROXY: 'true',
      PUBLIC_URL: proxy.url,
      TEST_PAYMENT_HMAC_KEY: PAYMENT_KEY_HEX,
      DATA_DIR: shop.server.dataDir,
      ...(shop.databaseUrl ? { DATABASE_URL: shop.databaseUrl } : {}),
    })
    proxy.setTarget(restarted.url)
    proxy.hold(false)
    const before = await orderOf(guest)
    expect(before.status).toBe(1)
    expect(before.payments[0]?.status).toBe('pending')

    expect(await proxy.release()).toEqual([200])
    expect((await orderOf(guest)).status).toBe(2)
    // The same notification again, and the browser's return: nothing more.
    const replay = await fetch(`${restarted.url}${notification?.path}`, {
      method: 'POST',
      headers: notification?.headers,
      body: new Uint8Array(notification?.body ?? []),
    })
    expect(replay.status).toBe(200)
    const paymentId = before.payments[0]?.id as number
    expect(await comeBack(guest, `${proxy.url}/payment/return/${paymentId}/success`)).toBe(`${proxy.url}/commande/confirmation/${guest.cart.number}/succes`)
    const after = await orderOf(guest)
    expect(after.payments.filter((p) => p.status === 'paid')).toHaveLength(1)
    await expectMailCount(shop.server.dataDir, guest.email, 1)
  }, 180_000)
})

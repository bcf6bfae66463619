import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Shop, startShop } from '../support/shop-fixtures'
import { checkout, expectMailCount, guestWithCart, PAYMENT_KEY_HEX, payOnTestPage } from './payment-support'

/**
 * Prometheus metrics (docs/decisions/043): GET /metrics opens with METRICS_TOKEN only, and after some
 * traffic tells the request durations per route pattern, the page cache's hits and misses, the
 * jobs, the e-mails and the payments.
 */

const TOKEN = 'metrics-token-of-the-tests-0123456789abcdef'
let shop: Shop

beforeAll(async () => {
  shop = await startShop({ METRICS_TOKEN: TOKEN, TEST_PAYMENT_HMAC_KEY: PAYMENT_KEY_HEX })
}, 180_000)
afterAll(async () => {
  await shop?.stop()
})

const metrics = (headers: Record<string, string> = {}) => fetch(`${shop.server.url}/metrics`, { headers })

/** The value of one series, by its name and labels as Prometheus writes them; 0 when absent. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

describe('GET /metrics', () => {
  it('answers 404, as any unknown address, without the token or with another one, also from this machine', async () => {
    const refused: Array<Record<string, string>> = [{}, { authorization: `Bearer ${TOKEN}-not` }, { authorization: TOKEN }]
    for (const headers of refused) {
      const response = await metrics(headers)
      expect(response.status).toBe(404)
      expect(await response.text()).not.toContain('http_request_duration_seconds')
    }
  })

  it('tells, after some traffic, durations per route pattern, the page cache, jobs, e-mails and payments', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await fetch(`${shop.server.url}/actualite`)).status).toBe(200)
      expect((await fetch(`${shop.server.url}/api/locations/${1000 + i}`)).status).toBe(404)
    }
    const guest = await guestWithCart(shop.server, shop.ids.transfer as number)
    const { reference } = await checkout(guest)
    await payOnTestPage(guest, reference)
    await expectMailCount(shop.server.dataDir, guest.email, 1)

    const response = await metrics({ authorization: `Bearer ${TOKEN}` })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const text = await response.text()
    expect(value(text, 'http_request_duration_seconds_count{method="GET",route="/:lang?/actualite",status="200"}')).toBeGreaterThanOrEqual(2)
    expect(value(text, 'http_request_duration_seconds_count{method="GET",route="/api/locations/:id",status="404"}')).toBe(2)
    expect(text).not.toMatch(/route="\/api\/locations\/10\d\d"/)
    expect(value(text, 'page_cache_requests_total{outcome="miss"}')).toBeGreaterThanOrEqual(1)
    expect(value(text, 'page_cache_requests_total{outcome="hit"}')).toBeGreaterThanOrEqual(1)
    expect(value(text, 'payments_settled_total{outcome="paid"}')).toBe(1)
    expect(value(text, 'mail_messages_total{outcome="sent"}')).toBeGreaterThanOrEqual(1)
    expect(value(text, 'jobs_runs_total{kind="mail.send",outcome="done"}')).toBeGreaterThanOrEqual(1)
    expect(text).toMatch(/^jobs_waiting\{when="due"\} \d+$/m)
    expect(text).toMatch(/^jobs_waiting\{when="later"\} [1-9]\d*$/m)
    expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(0)
  })
})

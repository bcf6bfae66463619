import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../env'
import { NO_PROXY, PEER_ADDRESS_HEADER } from '../input/client-address'
import { Admission } from './admission'
import { admissionControl } from './middleware'

/**
 * The admission middleware in front of routes that answer when the test says so: one slot, a queue
 * of one, so the answers beyond are known. (tests/api/admission.test.ts asks a running server.)
 */
function site() {
  const admission = new Admission({ slots: 1, reserved: 0, queue: 1, maxWaitMs: 5_000, client: { slots: 1, waiting: 1, budget: { anonymous: { msPerSecond: 1_000, burstMs: 60_000 }, personal: { msPerSecond: 1_000, burstMs: 60_000 } } } })
  const refusals: number[] = []
  let open: () => void = () => {}
  const gate = new Promise<void>((resolve) => (open = resolve))
  const app = new Hono<AppEnv>()
  app.use('*', admissionControl(admission, { trustProxy: NO_PROXY, holdMs: 0, onRefusal: (r) => refusals.push(r.status) }))
  const slow = async () => {
    await gate
    return new Response('rendered')
  }
  app.get('/api/*', slow)
  app.get('/shop/api/store/*', slow)
  app.get('/aio/*', slow)
  app.get('*', slow)
  const ask = async (path: string, peer = '127.0.0.1', method = 'GET') => app.request(path, { method, headers: { [PEER_ADDRESS_HEADER]: peer } })
  return { admission, ask, open, refusals }
}

describe('admissionControl', () => {
  it('works one request, queues the next, and answers the others 503 in the shape of their door and language', async () => {
    const { admission, ask, open, refusals } = site()
    const working = ask('/recherche?q=a')
    const waiting = ask('/en/location')
    await new Promise((resolve) => setImmediate(resolve))
    expect(admission.load()).toMatchObject({ running: 1, waiting: 1 })

    const page = await ask('/recherche?q=b')
    expect(page.status).toBe(503)
    expect(page.headers.get('retry-after')).toBe('2')
    expect(page.headers.get('cache-control')).toBe('no-store')
    const html = await page.text()
    expect(html).toMatch(/<html lang="fr">[\s\S]*<h1>Site très sollicité \(503\)<\/h1>[\s\S]*<section lang="en">[\s\S]*<h2>Site very busy<\/h2>/)
    expect(await (await ask('/en/vente')).text()).toMatch(/<html lang="en">[\s\S]*<h1>Site very busy \(503\)<\/h1>[\s\S]*<section lang="fr">/)
    expect(await (await ask('/location.data')).text()).toBe('Le site est très sollicité en ce moment : réessayez dans quelques secondes.')

    const busyMessage = 'The site is very busy right now: please try again in a few seconds.'
    expect(await (await ask('/api/locations?locale=en')).json()).toEqual({ success: false, message: busyMessage })
    expect(await (await ask('/aio/contents?locale=en')).json()).toEqual({ status: 503, message: busyMessage })
    expect(await (await ask('/shop/api/store/cart?locale=en')).json()).toEqual({ code: 'SERVER_BUSY', message: busyMessage })
    expect(refusals).toEqual([503, 503, 503, 503, 503, 503])

    open()
    expect(await (await working).text()).toBe('rendered')
    expect(await (await waiting).text()).toBe('rendered')
    expect(admission.load()).toMatchObject({ running: 0, waiting: 0 })
  })

  it('answers 429 to an address beyond its share while another address still takes its turn', async () => {
    const { ask, open } = site()
    const working = ask('/recherche?q=a', '203.0.113.7')
    const waiting = ask('/recherche?q=b', '203.0.113.7')
    const refused = await ask('/en/recherche?q=c', '203.0.113.7')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(await refused.text()).toMatch(/<h1>Too many requests \(429\)<\/h1>[\s\S]*from your address[\s\S]*<section lang="fr">[\s\S]*Trop de demandes/)
    // The queue is full now: another address is told the site is busy, not that it asked too much.
    expect((await ask('/recherche?q=d', '198.51.100.4')).status).toBe(503)
    open()
    expect((await working).status).toBe(200)
    expect((await waiting).status).toBe(200)
    expect((await ask('/recherche?q=e', '198.51.100.4')).status).toBe(200)
  })

  it('gives a queued personal request the freed slot before anonymous work that came earlier', async () => {
    const { admission, ask, open } = site()
    admission.settings.queue = 2
    const order: string[] = []
    const working = ask('/recherche?q=a')
    const anonymous = ask('/location').then((r) => (order.push('anonymous'), r))
    const checkout = ask('/commande/mon-panier').then((r) => (order.push('checkout'), r))
    await new Promise((resolve) => setImmediate(resolve))
    expect(admission.load()).toMatchObject({ running: 1, waiting: 2 })
    open()
    await Promise.all([working, anonymous, checkout])
    expect(order).toEqual(['checkout', 'anonymous'])
  })
})

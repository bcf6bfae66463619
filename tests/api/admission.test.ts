import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../support/server'

/**
 * Admission of uncached work (docs/decisions/047) on a running server whose render budget per
 * client address is 1 ms a second (8 ms at once): an address that used it gets 429 on its pages
 * and calls, in the shape of the door it came in by and in both languages, while another address
 * and the kept pages are still answered. (The 503 of a full queue: server/admission/middleware.test.ts,
 * where a route answers when the test says so; the embedded database answers a render in one go.)
 */

let server: RunningServer
let unique = 0

beforeAll(async () => {
  server = await startServer({ ADMISSION_CLIENT_MS: '1', TRUST_PROXY: 'true' })
})
afterAll(async () => {
  await server?.stop()
})

/** An address nobody asked before: a render. */
const search = () => `/recherche?q=chalet${++unique}`

const get = (path: string, address?: string) => fetch(`${server.url}${path}`, { headers: address ? { 'x-forwarded-for': address } : {} })

/** Renders from `address` one after the other until one is refused (20 at most): its first refusal. */
async function overBudget(address: string) {
  for (let i = 0; i < 20; i++) {
    const response = await get(search(), address)
    if (response.status !== 200) return response
    await response.body?.cancel()
  }
  throw new Error(`${address} was never refused`)
}

describe('one address over its render budget', () => {
  it('gets 429 with Retry-After, while another address and the kept pages are still answered', async () => {
    // Kept once (its second request is answered by the cache), before the address uses its budget.
    await (await get('/location', '203.0.113.61')).text()
    const refused = await overBudget('203.0.113.61')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    const page = await refused.text()
    expect(page).toMatch(/<h1>Trop de demandes \(429\)<\/h1>[\s\S]*depuis votre adresse[\s\S]*Too many requests/)

    const call = await get('/api/locations?locale=en&priceMax=123456', '203.0.113.61')
    expect(call.status).toBe(429)
    expect(await call.json()).toMatchObject({ success: false, message: expect.stringContaining('Too many requests from your address') })

    const kept = await get('/location', '203.0.113.61')
    expect(kept.status).toBe(200)
    expect(await kept.text()).toContain('<html')
    const other = await get(search(), '198.51.100.62')
    expect(other.status).toBe(200)
    await other.body?.cancel()
  })
})

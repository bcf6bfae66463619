import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRequest } from '../support/http'
import { type RunningServer, startServer } from '../support/server'

/**
 * A newcomer's `npm start` with the defaults (docs/decisions/044): the compiled server on a new data
 * directory, as `npm start` runs it. It says which address to open, the one its links and payment
 * returns use, and a browser that opened the site under another name of this machine is taken there,
 * so that the cart and the order after paying are found under one host name.
 */

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: 'info' }, { compiled: true, captureLog: true, captureErrors: true })
})
afterAll(async () => {
  await server?.stop()
})

const port = () => new URL(server.url).port
const navigation = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }

describe('the start-up output', () => {
  it('tells the visitor to open the public address, PUBLIC_URL (default http://localhost:PORT)', () => {
    expect(server.publicUrl).toBe(`http://localhost:${port()}`)
    const messages = server.logLines().map((line) => (JSON.parse(line) as { msg: string }).msg)
    expect(messages).toContain(`listening on 127.0.0.1:${port()}: open ${server.publicUrl}`)
  })

  it('has no deprecation, experimental or future-flag warning', () => {
    const lines = [...server.logLines(), ...server.errorLines()]
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.filter((line) => /deprecat|experimental|future flag|future\./i.test(line))).toEqual([])
  })
})

describe('a page opened in a browser under another name of this machine', () => {
  it('is sent to the same page under PUBLIC_URL, never cached', async () => {
    const answer = await rawRequest(server.url, '/en/location?weeks=2', { headers: navigation })
    expect(answer.status).toBe(307)
    expect(answer.headers.location).toBe(`${server.publicUrl}/en/location?weeks=2`)
    expect(answer.headers['cache-control']).toBe('no-store')
  })

  it('is served under PUBLIC_URL itself', async () => {
    const answer = await rawRequest(server.url, '/en/location', { headers: { ...navigation, host: `localhost:${port()}` } })
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('<html lang="en')
  })

  it('leaves calls, forms and other clients where they are', async () => {
    expect((await rawRequest(server.url, '/en/location')).status).toBe(200)
    expect((await rawRequest(server.url, '/api/locations', { headers: { 'sec-fetch-mode': 'cors' } })).status).toBe(200)
    const form = await rawRequest(server.url, '/en/login', {
      method: 'POST',
      headers: { ...navigation, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'intent=logout',
    })
    expect(form.status).toBe(303)
  })
})

import http from 'node:http'
import net from 'node:net'
import { describe, expect, inject, it } from 'vitest'
import { zurichSwissDate } from '../support/shop-fixtures'

/**
 * Limits of what a client may ask, each refused with a 4xx and a message where it used to end in
 * a 500 or be changed without a word: the quantity of a line, the lines of a bulk add, the amount of
 * an item and of a cart, the start of the price grid. Runs on the seeded catalogue (the ski pass:
 * a bulk product priced per day and person).
 */

const base = inject('baseUrl')
const SHOP = `${base}/shop/api/store`

type Json = Record<string, unknown>


/** A visitor with a cart cookie of its own. */
function visitor() {
  let cookie = ''
  return async (method: string, path: string, body?: unknown): Promise<{ status: number; json: Json }> => {
    const response = await fetch(SHOP + path, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const set = response.headers.get('set-cookie')
    if (set?.startsWith('cart=')) cookie = set.split(';')[0] ?? ''
    return { status: response.status, json: (await response.json()) as Json }
  }
}

async function skiPassId(): Promise<number> {
  const { products } = (await (await fetch(`${SHOP}/products`)).json()) as { products: Array<{ id: number; reference: string }> }
  const found = products.find((p) => p.reference === 'SKI-PASS')
  if (!found) throw new Error('the seeded ski pass is missing')
  return found.id
}

/** A ski pass line: 7 days for 10 people is CHF 4'360 (7-day pass CHF 436 a person). */
const line = (extra: Json = {}) => ({ dateFrom: zurichSwissDate(20), days: 7, people: 10, country: 'CH', state: 'VS', ...extra })

describe('the quantity of a line', () => {
  it('refuses 1,000,000 with a message in the asked language, where it used to become 99', async () => {
    const id = await skiPassId()
    const call = visitor()
    const en = await call('PUT', `/cart/add/${id}?locale=en`, [line({ quantity: 1_000_000 })])
    expect(en.status).toBe(400)
    expect(en.json).toMatchObject({ code: 'form_errors', errors: { quantity: 'The quantity must be between 1 and 99' } })
    const fr = await call('PUT', `/cart/add/${id}`, [line({ quantity: 100 })])
    expect(fr.json).toMatchObject({ errors: { quantity: 'La quantité doit être comprise entre 1 et 99' } })
    const price = await call('POST', `/product/check/price/${id}?locale=en`, [line({ quantity: '1000000' })])
    expect(price.status).toBe(400)
    expect(price.json).toMatchObject({ errors: { quantity: 'The quantity must be between 1 and 99' } })
    expect((await call('GET', '/cart')).status).toBe(404)
  })
  it('still sets a missing or zero quantity to 1 (SPEC §3)', async () => {
    const added = await visitor()('PUT', `/cart/add/${await skiPassId()}`, [line({ quantity: 0 })])
    expect(added.status).toBe(200)
    expect((added.json.orderItems as Json[])[0]?.quantity).toBe(1)
  })
})

describe('the lines of a bulk product', () => {
  it('refuses a bulk add of 10,000 lines with a message, where it used to end in a 500', async () => {
    const call = visitor()
    const answer = await call('PUT', `/cart/bulkcreate/${await skiPassId()}?locale=en`, Array.from({ length: 10_000 }, () => line()))
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({ code: 'too_many_lines', message: 'This product takes at most 20 lines at a time: add the others separately.' })
    expect((await call('GET', '/cart')).status).toBe(404)
  })
  it('refuses more than 20 lines in one context, and counts the lines of every item of a bulk add', async () => {
    const id = await skiPassId()
    const call = visitor()
    const context = await call('PUT', `/cart/add/${id}`, { data: Array.from({ length: 21 }, () => line()) })
    expect(context.json).toEqual({ code: 'too_many_lines', message: 'Ce produit compte au plus 20 lignes par ajout : ajoutez les suivantes séparément.' })
    const price = await call('POST', `/product/check/price/${id}`, Array.from({ length: 21 }, () => line()))
    expect(price).toMatchObject({ status: 400, json: { code: 'too_many_lines' } })
    const nested = await call('PUT', `/cart/bulkcreate/${id}`, [Array.from({ length: 15 }, () => line()), Array.from({ length: 6 }, () => line())])
    expect(nested.json.code).toBe('too_many_lines')
    const twenty = await call('PUT', `/cart/bulkcreate/${id}`, Array.from({ length: 20 }, () => line({ people: 1, days: 1 })))
    expect(twenty.status).toBe(200)
    expect(twenty.json.orderItems).toHaveLength(20)
  })
  it('refuses more people on a line than the product offers, with a message', async () => {
    const answer = await visitor()('PUT', `/cart/add/${await skiPassId()}?locale=en`, [line({ people: 1_000_000 })])
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ code: 'form_errors', errors: { people: 'This field must be at most 10' } })
  })
})

describe('the amounts of an item and of a cart', () => {
  it('refuses a cart above CHF 5,000,000, and keeps the cart as it was', async () => {
    const id = await skiPassId()
    const call = visitor()
    // 99 × (7 days × 10 people): CHF 431'640 an item, so 20 items make CHF 8'632'800.
    const big = line({ quantity: 99 })
    const first = await call('PUT', `/cart/bulkcreate/${id}`, Array.from({ length: 11 }, () => big))
    expect(first.status).toBe(200)
    const before = first.json.total as number
    expect(before).toBe(11 * 43_164_000)
    const over = await call('PUT', `/cart/bulkcreate/${id}?locale=en`, Array.from({ length: 2 }, () => big))
    expect(over.status).toBe(400)
    expect(over.json).toEqual({
      code: 'cart_total_too_high',
      message: "The total of a cart cannot exceed CHF 5'000'000.00: please contact us for a booking of this amount.",
    })
    const after = await call('GET', '/cart')
    expect(after.json.total).toBe(before)
    expect(after.json.orderItems).toHaveLength(11)
    // A change that lowers the total is still taken.
    const itemId = (after.json.orderItems as Json[])[0]?.id as number
    expect((await call('DELETE', `/cart/delete/${itemId}`)).status).toBe(200)
  })
  it('refuses an item above CHF 1,000,000 with its own message, and the price check says it too', async () => {
    // A 20-line context of 99 × 7 days × 10 people is CHF 8'632'800 in one item.
    const id = await skiPassId()
    const call = visitor()
    const lines = Array.from({ length: 20 }, () => line({ quantity: 99 }))
    const answer = await call('PUT', `/cart/add/${id}`, lines)
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({
      code: 'item_amount_too_high',
      message: "Le montant de cet article dépasse CHF 1'000'000.00, le maximum d'une réservation en ligne : contactez-nous pour le réserver.",
    })
    const price = await call('POST', `/product/check/price/${id}?locale=en`, lines)
    expect(price.status).toBe(200)
    expect(price.json).toMatchObject({
      total: null,
      message: "The amount of this item is over CHF 1'000'000.00, the most an online booking takes: please contact us to book it.",
    })
  })
})

describe('the start of the price grid', () => {
  it('refuses a date far outside the grid with a message, where it used to end in a 500', async () => {
    const response = await fetch(`${base}/api/prices?from=9999-12-25`)
    expect(response.status).toBe(400)
    const body = (await response.json()) as Json
    expect(body.success).toBe(false)
    expect(body.message).toMatch(/^from must be a date from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}: the price grid covers 78 weeks around today\.$/)
  })
})

/** A request through Node's own client, which refuses an answer with more bytes than it announced. */
function rawRequest(method: string, path: string): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, agent: false }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', text }))
    })
    request.on('error', reject)
    request.end()
  })
}

describe('the length of a request line and its headers', () => {
  const long = (length: number) => `/shop/api/store/cart?locale=${'x'.repeat(length)}`

  it('refuses more than 16 KB with a 431 and a message in both languages, and the same to a HEAD without a body', async () => {
    const get = await rawRequest('GET', long(17_000))
    expect(get.status).toBe(431)
    expect(get.type).toContain('application/json')
    expect(JSON.parse(get.text)).toMatchObject({ code: 'HEADERS_TOO_LARGE', message: expect.stringContaining('16 KB at most') })
    for (let i = 0; i < 20; i++) {
      const head = await rawRequest('HEAD', long(17_000 + i * 1_000))
      expect(head).toMatchObject({ status: 431, text: '' })
    }
  })

  it('answers a HEAD sent in two parts, as a slow client or a busy network does, without a body', async () => {
    const { hostname, port } = new URL(base)
    const socket = net.connect(Number(port), hostname)
    const bytes: Buffer[] = []
    socket.on('data', (chunk: Buffer) => bytes.push(chunk))
    const closed = new Promise((resolve) => socket.on('close', resolve))
    socket.write(`HEAD ${long(10_000)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
    socket.end(`${'y'.repeat(10_000)} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`)
    await closed
    const answer = Buffer.concat(bytes).toString('latin1')
    expect(answer).toMatch(/^HTTP\/1\.1 431 /)
    expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe('')
  })

  it('answers once a GET or a DELETE over 16 KB with a body, on a kept-alive connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })
    const body = Buffer.from(`a=${'é'.repeat(3_000)}`)
    const send = (method: string) =>
      new Promise<number | string>((resolve) => {
        const request = http.request(`${base}${long(17_000)}`, { method, agent, headers: { 'content-type': 'application/x-www-form-urlencoded' } }, (response) => {
          response.resume()
          response.on('end', () => resolve(response.statusCode ?? 0))
        })
        request.on('error', (error) => resolve(error.message))
        request.end(body)
      })
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => send(['GET', 'DELETE', 'POST'][i % 3] as string)))
    agent.destroy()
    expect(new Set(answers)).toEqual(new Set([431]))
  })

  it('refuses more than Node reads (64 KB) too, never with a body a HEAD client would misread', async () => {
    expect(await rawRequest('HEAD', long(70_000))).toMatchObject({ status: 431, text: '' })
    expect((await rawRequest('GET', long(70_000))).status).toBe(431)
  })

  it('still serves an address of 15 KB', async () => {
    expect((await rawRequest('GET', `/location?q=${'x'.repeat(15_000)}`)).status).toBeLessThan(500)
  })
})

import http from 'node:http'
import { describe, expect, inject, it } from 'vitest'
import { rawRequest } from '../support/http'

/**
 * The input boundary (DESIGN §1, docs/decisions/012-input-boundary.md), seen from a client: body
 * limits (413), text that cannot be stored (400), formats a door does not read (415), unreadable
 * cookies, and methods an API call does not take (405 with Allow). Each answer is in the shape of
 * its family. Runs on the seeded site.
 */

const base = inject('baseUrl')
const SHOP = `${base}/shop/api/store`
const MB = 1024 * 1024

type Answer = { status: number; type: string; text: string; json: Record<string, unknown> | null; headers: Headers }

async function send(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, { redirect: 'manual', ...init })
  const text = await response.text()
  let json: Record<string, unknown> | null
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    json = null
  }
  return { status: response.status, type: response.headers.get('content-type') ?? '', text, json, headers: response.headers }
}

const postJson = (url: string, body: string, method = 'POST') =>
  send(url, { method, headers: { 'content-type': 'application/json' }, body })

const postForm = (url: string, body: string) =>
  send(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })

/** A sign-up every rule accepts; the personal data a 500 used to write to the logs. */
function signUp(extra: Record<string, unknown> = {}) {
  return {
    title: 'mrs',
    firstName: 'Mireille',
    lastName: 'Bonvin',
    street: 'Route du Rawyl',
    streetNumber: '12',
    zip: '3963',
    city: 'Crans-Montana',
    country: 'CH',
    state: 'VS',
    phone: '027 481 12 34',
    birthdate: '14.02.1980',
    username: `boundary.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.ch`,
    password: 'mountain-view-22',
    password_confirm: 'mountain-view-22',
    ...extra,
  }
}

/**
 * A request whose body is sent in chunks of 64 KiB (Transfer-Encoding: chunked, or a declared
 * Content-Length), at most `maxChunks` of them and for at most 10 s, until the server answers.
 */
function streamed(path: string, options: { declaredLength?: number; maxChunks: number }) {
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    const url = new URL(path, base)
    const headers: Record<string, string | number> = { 'content-type': 'application/json' }
    if (options.declaredLength !== undefined) headers['content-length'] = options.declaredLength
    const request = http.request(url, { method: 'POST', headers })
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    let sent = 0
    let answered = false
    const deadline = setTimeout(() => reject(new Error('no answer within 10 s')), 10_000)
    request.on('response', (response) => {
      answered = true
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (part: string) => (body += part))
      response.on('end', () => {
        clearTimeout(deadline)
        resolve({ status: response.statusCode ?? 0, body, sent })
      })
    })
    // The server may close the connection while the rest of the body is on its way.
    request.on('error', (error) => {
      if (!answered) {
        clearTimeout(deadline)
        reject(error)
      }
    })
    const write = () => {
      if (answered || sent >= options.maxChunks) return
      sent++
      if (request.write(chunk)) setImmediate(write)
      else request.once('drain', write)
    }
    write()
  })
}

describe('request bodies are limited to 1 MB (413)', () => {
  it('refuses a JSON call whose Content-Length is over the limit, in the shop shape', async () => {
    const body = JSON.stringify({ remarks: 'x'.repeat(2 * MB) })
    const answer = await postJson(`${SHOP}/sign-up?locale=en`, body)
    expect(answer.status).toBe(413)
    expect(answer.json).toEqual({ code: 'BODY_TOO_LARGE', message: 'The request is too large: 1 MB at most.' })
  })
  it('answers before reading a body declared far larger (600 MB)', async () => {
    const started = Date.now()
    const answer = await streamed('/shop/api/store/cart/add/1', { declaredLength: 600 * MB, maxChunks: 4 })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({ code: 'BODY_TOO_LARGE', message: 'La requête est trop volumineuse : 1 Mo au plus.' })
    expect(Date.now() - started).toBeLessThan(5_000)
  })
  it('cuts a chunked body off as soon as it passes the limit, in the catalogue shape', async () => {
    const answer = await streamed('/api/locations', { maxChunks: 400 })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: 'La requête est trop volumineuse : 1 Mo au plus.' })
    // 400 chunks would be 25 MB: the answer came once about 1 MB was read.
    expect(answer.sent).toBeLessThan(400)
    expect((await fetch(`${base}/healthz`)).status).toBe(200)
  })
  it('gives a page form post over the limit a readable page in its language', async () => {
    const answer = await postForm(`${base}/en/demande`, `kind=contact&message=${'x'.repeat(2 * MB)}`)
    expect(answer.status).toBe(413)
    expect(answer.type).toContain('text/html')
    expect(answer.text).toContain('<html lang="en">')
    expect(answer.text).toContain('The request is too large: 1 MB at most.')
  })
  it('lets a body under the limit through to the rules', async () => {
    const answer = await postForm(`${base}/en/demande`, `kind=contact&message=${'x'.repeat(MB - 100)}`)
    expect(answer.status).toBe(400)
    expect(answer.text).not.toContain('too large')
  })
})

describe('text that is not UTF-8, or holds a NUL or a lone surrogate, is refused where it enters (400)', () => {
  it('refuses a NUL in a sign-up that every rule accepts (it used to end in a 500)', async () => {
    const answer = await postJson(`${SHOP}/sign-up?locale=en`, JSON.stringify(signUp({ firstName: 'Mireille\u0000' })))
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({
      code: 'NUL_CHARACTER',
      message: 'The field "firstName" contains a NUL character (U+0000), which is not accepted.',
    })
  })
  it('refuses a lone surrogate at any depth of a JSON body, in keys too', async () => {
    const deep = await postJson(`${SHOP}/cart/update/1`, '{"orderItems":[{"id":1,"context":[{"addressFrom":"Rue \\ud800"}]}]}')
    expect(deep.status).toBe(400)
    expect(deep.json).toMatchObject({ code: 'BROKEN_UNICODE' })
    expect(deep.json?.message).toContain('orderItems[0].context[0].addressFrom')
    const key = await postJson(`${SHOP}/cart/reduction`, '{"\\udc00":"HIVER50"}')
    expect(key.json).toEqual({
      code: 'BROKEN_UNICODE',
      message: "La requête contient un caractère Unicode invalide (demi-paire de substitution isolée), qui n'est pas accepté.",
    })
  })
  it('refuses a NUL in the shipping contact and the remarks of a real cart', async () => {
    const created = await fetch(`${SHOP}/cart`, { method: 'POST' })
    const cookie = (created.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const { id } = (await created.json()) as { id: number }
    const contact = { ...signUp(), email: 'guest.boundary@example.ch', cg: true, lastName: 'Bonvin\u0000' }
    const put = await send(`${SHOP}/cart/shipping-contact?locale=en`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(contact),
    })
    expect(put.status).toBe(400)
    expect(put.json?.code).toBe('NUL_CHARACTER')
    const remarks = await send(`${SHOP}/cart/update/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ remarks: 'Arrivée tard\u0000' }),
    })
    expect(remarks.json?.code).toBe('NUL_CHARACTER')
    const code = await send(`${SHOP}/cart/reduction`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ code: 'HIVER\u000050' }),
    })
    expect(code.json?.code).toBe('NUL_CHARACTER')
  })
  it('refuses a NUL or a broken escape in a query string, in the catalogue and content shapes', async () => {
    const place = await send(`${base}/api/sales?place=%00`)
    expect(place.status).toBe(400)
    expect(place.json).toEqual({ success: false, message: "Le champ « place » contient un caractère nul (U+0000), qui n'est pas accepté." })
    const search = await send(`${base}/aio/search?locale=en&q=%E0%A4%A`)
    expect(search.status).toBe(400)
    expect(search.json).toEqual({ status: 400, message: 'The field "q" contains badly encoded characters: text must be UTF-8.' })
    const surrogate = await send(`${base}/aio/search?q=%ED%A0%80`)
    expect(surrogate.status).toBe(400)
  })
  it('refuses a body that is not UTF-8 or not JSON', async () => {
    const latin1 = await send(`${SHOP}/sign-up?locale=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{"firstName":"Ren\xe9"}', 'latin1'),
    })
    expect(latin1.json).toEqual({ code: 'BAD_ENCODING', message: 'The request contains badly encoded characters: text must be UTF-8.' })
    const broken = await postJson(`${SHOP}/auth/login?locale=en`, '{"email":')
    expect(broken.json).toEqual({ code: 'BAD_BODY', message: 'The body of the request is not valid JSON.' })
    const deep = await postJson(`${SHOP}/cart/add/1`, `${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'PUT')
    expect(deep.json).toMatchObject({ code: 'BAD_BODY', message: 'Le contenu de la requête est imbriqué trop profondément.' })
  })
  it('gives a page form with a NUL a 400 page, and a data request of React Router the message as text', async () => {
    const page = await postForm(`${base}/demande`, 'kind=contact&firstName=Mireille%00&email=m%40example.ch')
    expect(page.status).toBe(400)
    expect(page.text).toContain('<html lang="fr">')
    expect(page.text).toContain("Le champ « firstName » contient un caractère nul (U+0000), qui n'est pas accepté.")
    const data = await postForm(`${base}/en/login.data`, 'email=a%40example.ch&password=%ED%A0%80')
    expect(data.status).toBe(400)
    expect(data.text).toBe('The field "password" contains badly encoded characters: text must be UTF-8.')
  })
  it('refuses a multipart form whose text field is not UTF-8, and passes a good one to the action', async () => {
    const boundary = 'agencyboundary'
    const multipart = (value: Buffer) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n`),
        value,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` }
    const bad = await send(`${base}/en/mon-compte/mot-de-passe-oublie`, { method: 'POST', headers, body: multipart(Buffer.from([0x61, 0xff])) })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('The field "email" contains badly encoded characters')
    const good = await send(`${base}/en/mon-compte/mot-de-passe-oublie`, { method: 'POST', headers, body: multipart(Buffer.from('not-an-email')) })
    expect(good.status).toBe(400)
    expect(good.text).toContain('This field must be a valid email address')
  })
})

describe('formats a door does not read are refused (415)', () => {
  it('refuses a page post that is not a form, which used to end in a 500', async () => {
    for (const type of ['text/plain', 'application/json', 'application/xml']) {
      const answer = await send(`${base}/en/login`, { method: 'POST', headers: { 'content-type': type }, body: 'email=a' })
      expect(answer.status).toBe(415)
      expect(answer.text).toContain('This data format is not accepted here: send a form')
    }
  })
  it('refuses a multipart page post without a body (its form could not be read: it used to end in a 500)', async () => {
    for (const path of ['/login', '/demande', '/en/login']) {
      const answer = await send(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' } })
      expect(answer.status, path).toBe(400)
    }
  })

  it('refuses an API body that is neither JSON nor a form', async () => {
    const answer = await send(`${SHOP}/cart/add/1?locale=en`, { method: 'PUT', headers: { 'content-type': 'application/xml' }, body: '<people>2</people>' })
    expect(answer.status).toBe(415)
    expect(answer.json).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This data format is not accepted here: send JSON (application/json) or a form.' })
  })
})

describe('an unreadable cookie counts as absent', () => {
  it('shows the page when the flash cookie is malformed (it used to break every page)', async () => {
    for (const value of ['%E0%A4%A', '%', '%00']) {
      const answer = await send(`${base}/`, { headers: { cookie: `flash=${value}` } })
      expect(answer.status).toBe(200)
    }
  })
  it('still reads the other cookies of the header', async () => {
    const answer = await send(`${SHOP}/auth/me`, { method: 'POST', headers: { cookie: 'flash=%E0%A4%A; XAT=not-a-token' } })
    expect(answer.status).toBe(401)
    expect(answer.json?.code).toBe('JWT_INVALID')
  })
})

describe('a method an API call does not take answers 405 with Allow; an unknown address stays 404', () => {
  it('in the shop shape', async () => {
    const answer = await send(`${SHOP}/sign-up?locale=en`)
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe('POST')
    expect(answer.json).toEqual({ code: 'METHOD_NOT_ALLOWED', message: 'The method GET is not allowed here: use POST.' })
    const cart = await send(`${SHOP}/cart`, { method: 'DELETE' })
    expect(cart.headers.get('allow')).toBe('GET, HEAD, POST')
    expect(cart.json?.message).toBe("La méthode DELETE n'est pas acceptée ici : utilisez GET, HEAD, POST.")
    expect((await send(`${SHOP}/cart/update/12`)).headers.get('allow')).toBe('POST')
  })
  it('in the catalogue and content shapes', async () => {
    const catalogue = await send(`${base}/api/locations/1`, { method: 'POST' })
    expect(catalogue.status).toBe(405)
    expect(catalogue.headers.get('allow')).toBe('GET, HEAD')
    expect(catalogue.json).toMatchObject({ success: false })
    const content = await send(`${base}/aio/contents?locale=en`, { method: 'PUT' })
    expect(content.status).toBe(405)
    expect(content.json).toEqual({ status: 405, message: 'The method PUT is not allowed here: use GET, HEAD.' })
  })
  it('TRACE and the other methods Node accepts: 405 in each family’s shape, never a 500', async () => {
    const json = async (path: string, method = 'TRACE') => {
      const answer = await rawRequest(base, path, { method })
      return { status: answer.status, allow: answer.headers.allow, type: answer.headers['content-type'], body: answer.body }
    }
    expect(await json('/api/locations?locale=en')).toMatchObject({ status: 405, allow: 'GET, HEAD' })
    expect(JSON.parse((await json('/api/locations?locale=en')).body)).toEqual({ success: false, message: 'The method TRACE is not allowed here: use GET, HEAD.' })
    expect(JSON.parse((await json('/aio/contents')).body)).toEqual({ status: 405, message: "La méthode TRACE n'est pas acceptée ici : utilisez GET, HEAD." })
    expect(JSON.parse((await json('/shop/api/store/cart?locale=en', 'PROPFIND')).body)).toEqual({ code: 'METHOD_NOT_ALLOWED', message: 'The method PROPFIND is not allowed here: use GET, HEAD, POST.' })
    const payment = await json('/payment/notify/test?locale=en')
    expect(payment).toMatchObject({ status: 405, allow: 'POST' })
    expect(JSON.parse(payment.body)).toMatchObject({ code: 'METHOD_NOT_ALLOWED' })
    expect(await json('/payment/test/abc')).toMatchObject({ status: 405, allow: 'GET, HEAD, POST' })
    const page = await json('/en/location', 'TRACE')
    expect(page).toMatchObject({ status: 405, allow: 'GET, HEAD, POST' })
    expect(page.type).toContain('text/html')
    expect(page.body).toContain('<html lang="en">')
    expect(page.body).toContain('The method TRACE is not allowed here: use GET, HEAD, POST.')
    // A page is no API: PUT and DELETE are no action of it either.
    expect(await json('/contact', 'DELETE')).toMatchObject({ status: 405, allow: 'GET, HEAD, POST' })
  })
  it('answers 404 for an address no call has, whatever the method', async () => {
    for (const [url, method] of [
      [`${SHOP}/nothing-here`, 'GET'],
      [`${base}/api/nothing-here`, 'DELETE'],
      [`${base}/aio/nothing/here`, 'POST'],
    ] as const) {
      const answer = await send(url, { method })
      expect(answer.status).toBe(404)
      expect(answer.headers.get('allow')).toBeNull()
    }
  })
})

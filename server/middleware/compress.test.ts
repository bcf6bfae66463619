import zlib from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { compress, preferredEncoding } from './compress'

const PAGE = `<!DOCTYPE html><html><body>${'<p>Chalet été à Crans-Montana</p>'.repeat(200)}</body></html>`
const CALL = JSON.stringify({ locations: Array.from({ length: 200 }, (_, id) => ({ id, title: 'Chalet' })) })

const app = new Hono()
app.use('*', compress())
app.get('/page', (c) => c.html(PAGE))
app.get('/small', (c) => c.html('<p>court</p>'))
app.get('/call', (c) => c.json(JSON.parse(CALL)))

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })

describe('compression of the answers', () => {
  it('sends a page in brotli when the client takes it, with its length', async () => {
    const response = await get('/page', 'gzip, deflate, br')
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toContain('Accept-Encoding')
    const body = Buffer.from(await response.arrayBuffer())
    expect(Number(response.headers.get('content-length'))).toBe(body.length)
    expect(zlib.brotliDecompressSync(body).toString('utf8')).toBe(PAGE)
  })

  it('sends it in gzip to a client without brotli, plain to one without either', async () => {
    const gzip = await get('/page', 'gzip')
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString('utf8')).toBe(PAGE)
    const plain = await get('/page')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(PAGE)
  })

  it('leaves a small page as it is and answers HEAD without a body', async () => {
    const small = await get('/small', 'br')
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(await small.text()).toBe('<p>court</p>')
    const head = await get('/page', 'br', 'HEAD')
    expect(head.headers.get('content-encoding')).toBeNull()
  })

  it('streams other answers through gzip', async () => {
    const response = await get('/call', 'gzip, br')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(zlib.gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toBe(CALL)
  })

  it('reads the q-values of Accept-Encoding', () => {
    expect(preferredEncoding('gzip, br')).toBe('br')
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip')
    expect(preferredEncoding('*')).toBe('br')
    expect(preferredEncoding('identity')).toBeNull()
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeNull()
    expect(preferredEncoding(undefined)).toBeNull()
  })
})

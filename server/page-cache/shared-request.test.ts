import { describe, expect, it } from 'vitest'
import { isShareableAnswer, isShareableCallAnswer, isSharedCallRequest, isSharedPageRequest } from './shared-request'

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => new Request(`http://localhost${path}`, { method, headers })

describe('isSharedPageRequest', () => {
  it('takes a page asked for by anyone, with a cart or a session too (personal pages are never kept)', () => {
    expect(isSharedPageRequest(get('/location?sort=price_desc'))).toBe(true)
    expect(isSharedPageRequest(get('/en', {}, 'HEAD'))).toBe(true)
    expect(isSharedPageRequest(get('/administration-de-biens'))).toBe(true)
    expect(isSharedPageRequest(get('/', { cookie: 'consent=granted; locale=en; _ga=GA1.1' }))).toBe(true)
    for (const cookie of ['cart=abc', 'XAT=t', 'XRT=t', 'logged=1', 'consent=granted; cart=abc; XAT=t']) {
      expect(isSharedPageRequest(get('/location', { cookie }))).toBe(true)
    }
  })

  it('leaves a flash message, a bearer token, other methods and non-pages alone', () => {
    for (const cookie of ['flash=x', 'consent=granted; cart=abc; flash=x']) {
      expect(isSharedPageRequest(get('/', { cookie }))).toBe(false)
    }
    expect(isSharedPageRequest(get('/', { authorization: 'Bearer x' }))).toBe(false)
    expect(isSharedPageRequest(get('/panier', {}, 'POST'))).toBe(false)
    for (const path of ['/api/locations', '/aio/contents', '/shop/api/store/cart', '/payment/test/1', '/media/a.jpg', '/assets/a.js', '/dev/mail', '/admin', '/admin.data', '/en/admin/locations', '/admin/connexion']) {
      expect(isSharedPageRequest(get(path))).toBe(false)
    }
    // React Router's discovery and data requests: their query is theirs, never a page's to rewrite.
    for (const path of ['/__manifest?paths=%2Fen%2Flogin&version=029d4130', '/en/location.data?_routes=routes%2Flocation-weekly', '/_root.data']) {
      expect(isSharedPageRequest(get(path))).toBe(false)
    }
  })
})

describe('isShareableAnswer', () => {
  const html = (init: ResponseInit = {}) => new Response('<p>x</p>', { ...init, headers: { 'content-type': 'text/html; charset=utf-8', ...init.headers } })
  it('keeps a whole public HTML page only', () => {
    expect(isShareableAnswer(html())).toBe(true)
    expect(isShareableAnswer(html({ status: 404 }))).toBe(false)
    expect(isShareableAnswer(html({ headers: { 'set-cookie': 'a=b' } }))).toBe(false)
    expect(isShareableAnswer(html({ headers: { 'cache-control': 'private, no-store' } }))).toBe(false)
    expect(isShareableAnswer(new Response('{}', { headers: { 'content-type': 'application/json' } }))).toBe(false)
  })
})

describe('isSharedCallRequest', () => {
  it('takes GET and HEAD of the catalogue and content API, whatever the cookies; nothing of the shop API', () => {
    expect(isSharedCallRequest(get('/api/locations?rooms=3'))).toBe(true)
    expect(isSharedCallRequest(get('/aio/contents?type=news', { cookie: 'cart=abc; XAT=t' }))).toBe(true)
    expect(isSharedCallRequest(get('/api/locations/1', {}, 'HEAD'))).toBe(true)
    expect(isSharedCallRequest(get('/api/locations', {}, 'POST'))).toBe(false)
    for (const path of ['/shop/api/store/cart', '/', '/location', '/apiary', '/payment/test/1']) expect(isSharedCallRequest(get(path))).toBe(false)
  })
})

describe('isShareableCallAnswer', () => {
  const json = (init: ResponseInit = {}) => new Response('{}', { ...init, headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...init.headers } })
  it('keeps a 200 JSON answer that sets no cookie, never a refusal nor another type', () => {
    expect(isShareableCallAnswer(json())).toBe(true)
    expect(isShareableCallAnswer(json({ status: 400 }))).toBe(false)
    expect(isShareableCallAnswer(json({ headers: { 'set-cookie': 'a=b' } }))).toBe(false)
    expect(isShareableCallAnswer(new Response('BEGIN:VCALENDAR', { headers: { 'content-type': 'text/calendar' } }))).toBe(false)
  })
})

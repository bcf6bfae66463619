import { describe, expect, it, vi } from 'vitest'
import { createShopClient, ShopApiError } from './shop-client'

type Call = { url: string; init: RequestInit }

/** A fake server: answers each call with the next answer of its path. */
function fakeFetch(answers: Record<string, Array<[number, unknown]>>) {
  const calls: Call[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    calls.push({ url, init: init ?? {} })
    const path = new URL(url, 'http://x').pathname.replace('/shop/api/store', '')
    const [status, body] = answers[path]?.shift() ?? [404, { code: 'NOT_FOUND', message: 'none' }]
    return new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

function client(answers: Record<string, Array<[number, unknown]>>, locale: 'fr' | 'en' = 'fr') {
  const fake = fakeFetch(answers)
  const navigate = vi.fn()
  const onAuthFailure = vi.fn()
  const shop = createShopClient({ locale, currentPath: () => '/mon-compte/mes-informations?x=1', navigate, onAuthFailure, fetch: fake.fetch })
  return { shop, navigate, onAuthFailure, calls: fake.calls }
}

describe('shop client', () => {
  it('sends the cookies and the locale parameter, statuses as a JSON list', async () => {
    const { shop, calls } = client({ '/my-account/orders': [[200, []]] }, 'en')
    expect(await shop.get('/my-account/orders', { statuses: [2, 3] })).toEqual([])
    expect(calls[0].url).toBe('/shop/api/store/my-account/orders?statuses=%5B2%2C3%5D&locale=en')
    expect(calls[0].init.credentials).toBe('include')
  })

  it('refreshes once on an expired token and retries the call', async () => {
    const { shop, calls, navigate } = client({
      '/my-account/profile': [[401, { code: 'JWT_EXPIRED', message: 'expired' }], [200, { username: 'a@b.ch' }]],
      '/auth/refresh': [[200, { token: 't' }]],
    })
    expect(await shop.get('/my-account/profile')).toEqual({ username: 'a@b.ch' })
    expect(calls.map((c) => new URL(c.url, 'http://x').pathname)).toEqual([
      '/shop/api/store/my-account/profile',
      '/shop/api/store/auth/refresh',
      '/shop/api/store/my-account/profile',
    ])
    expect(calls[1].init.method).toBe('POST')
    expect(navigate).not.toHaveBeenCalled()
  })

  it('shares one refresh between calls failing together', async () => {
    const { shop, calls } = client({
      '/a': [[401, { code: 'JWT_EXPIRED', message: '' }], [200, 1]],
      '/b': [[401, { code: 'JWT_INVALID', message: '' }], [200, 2]],
      '/auth/refresh': [[200, { token: 't' }]],
    })
    expect(await Promise.all([shop.get('/a'), shop.get('/b')])).toEqual([1, 2])
    expect(calls.filter((c) => c.url.includes('/auth/refresh'))).toHaveLength(1)
  })

  it('when the refresh fails, tells the error and goes to the login page with this page as destination', async () => {
    const { shop, navigate, onAuthFailure } = client({
      '/my-account/profile': [[401, { code: 'JWT_EXPIRED', message: 'Votre session a expiré' }]],
      '/auth/refresh': [[401, { code: 'JWT_INVALID', message: 'Session invalide' }]],
    })
    const error = await shop.get('/my-account/profile').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ShopApiError)
    expect(error).toMatchObject({ status: 401, code: 'JWT_INVALID', message: 'Session invalide' })
    expect(onAuthFailure).toHaveBeenCalledWith(error)
    expect(navigate).toHaveBeenCalledWith('/login?destination=%2Fmon-compte%2Fmes-informations%3Fx%3D1&reason=JWT_INVALID')
  })

  it('does not refresh on a refused login, and reports field errors', async () => {
    const { shop, calls } = client({
      '/auth/login': [[401, { code: 'AUTH_FAIL', message: 'Accès refusé' }]],
      '/my-account/contact': [[400, { code: 'VALIDATION_FAILED', message: 'x', errors: { zip: 'Ce champ est requis' } }]],
    })
    await expect(shop.post('/auth/login', { email: 'a@b.ch', password: 'x' })).rejects.toMatchObject({ code: 'AUTH_FAIL' })
    expect(calls).toHaveLength(1)
    await expect(shop.put('/my-account/contact', {})).rejects.toMatchObject({ status: 400, errors: { zip: 'Ce champ est requis' } })
  })
})

import { describe, expect, it, vi } from 'vitest'
import {
  createAddressProvider,
  createEmbeddedProvider,
  createGeoAdminProvider,
  KNOWN_ADDRESSES,
  searchUrl,
  stripTags,
  withinResort,
} from './index'

describe('embedded provider', () => {
  const provider = createEmbeddedProvider()
  it('knows real-looking addresses of every village, all inside the resort box', () => {
    expect(KNOWN_ADDRESSES.length).toBeGreaterThan(80)
    for (const village of ['Crans-Montana', 'Lens', 'Chermignon', 'Icogne', 'Randogne', 'Mollens']) {
      expect(KNOWN_ADDRESSES.some((a) => a.label.endsWith(village))).toBe(true)
    }
    expect(KNOWN_ADDRESSES.every((a) => withinResort(a.latitude, a.longitude))).toBe(true)
    expect(new Set(KNOWN_ADDRESSES.map((a) => a.label)).size).toBe(KNOWN_ADDRESSES.length)
  })
  it('suggests addresses whose words begin with what is typed, accents and case ignored', async () => {
    expect(await provider.suggest('moubra 6', 'fr')).toEqual(['Route de la Moubra 6, 3963 Crans-Montana', 'Route de la Moubra 61, 3963 Crans-Montana'])
    expect(await provider.suggest('ROUTE DES MELEZES 4', 'en')).toEqual(['Route des Mélèzes 4, 3963 Crans-Montana'])
    expect(await provider.suggest('icogne', 'fr')).toContain('Route d’Icogne 7, 1977 Icogne')
  })
  it('gives at most 8, nothing for one letter or an unknown street', async () => {
    expect((await provider.suggest('route', 'fr')).length).toBe(8)
    expect(await provider.suggest('r', 'fr')).toEqual([])
    expect(await provider.suggest('Bahnhofstrasse 1 Zürich', 'fr')).toEqual([])
  })
  it('keeps strictly to the box', async () => {
    const outside = createEmbeddedProvider([
      { label: 'Rue de Lausanne 1, 1950 Sion', latitude: 46.233, longitude: 7.36 },
      { label: 'Rue Centrale 2, 3963 Crans-Montana', latitude: 46.3108, longitude: 7.4812 },
    ])
    expect(await outside.suggest('rue', 'fr')).toEqual(['Rue Centrale 2, 3963 Crans-Montana'])
  })
})

describe('geo.admin.ch provider', () => {
  const answer = {
    results: [
      { attrs: { label: 'Rue Centrale 12 <b>3963 Crans-Montana</b>', lat: 46.3108, lon: 7.4812 } },
      { attrs: { label: 'Rue Centrale 12 <b>1950 Sion</b>', lat: 46.233, lon: 7.36 } },
      { attrs: { label: 'Rue du Prado 7 <b>3963 Crans-Montana</b>', lat: 46.3129, lon: 7.4751 } },
      { attrs: { label: 'Rue Centrale 12 <b>3963 Crans-Montana</b>', lat: 46.3108, lon: 7.4812 } },
      { attrs: {} },
    ],
  }
  it('asks the SearchServer for Swiss addresses in the LV95 box and strips the HTML of labels', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }))
    const provider = createGeoAdminProvider({ fetch })
    expect(await provider.suggest('rue centrale 12', 'en')).toEqual(['Rue Centrale 12 3963 Crans-Montana', 'Rue du Prado 7 3963 Crans-Montana'])
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]))
    expect(url.origin + url.pathname).toBe('https://api3.geo.admin.ch/rest/services/api/SearchServer')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      type: 'locations',
      origins: 'address',
      sr: '2056',
      bbox: '2602413,1126510,2605499,1134294',
      searchText: 'rue centrale 12',
      lang: 'en',
    })
  })
  it('gives no suggestion when the service fails, is slow or answers nonsense, and says so', async () => {
    const errors: unknown[] = []
    const failing = createGeoAdminProvider({ fetch: async () => new Response('oops', { status: 502 }), onError: (e) => errors.push(e) })
    expect(await failing.suggest('rue centrale', 'fr')).toEqual([])
    const throwing = createGeoAdminProvider({ fetch: async () => { throw new TypeError('network down') }, onError: (e) => errors.push(e) })
    expect(await throwing.suggest('rue centrale', 'fr')).toEqual([])
    const odd = createGeoAdminProvider({ fetch: async () => new Response(JSON.stringify({ results: 'x' })) })
    expect(await odd.suggest('rue centrale', 'fr')).toEqual([])
    expect(errors).toHaveLength(2)
  })
  it('does not call the service for a query too short', async () => {
    const fetch = vi.fn(async () => new Response('{}'))
    expect(await createGeoAdminProvider({ fetch }).suggest(' a ', 'fr')).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
  })
  it('strips tags and entities', () => {
    expect(stripTags('Chemin <i>des</i>  Vignes 3 <b>3971 Chermignon</b>')).toBe('Chemin des Vignes 3 3971 Chermignon')
    expect(stripTags('Route d&#39;Icogne 7 &amp; co')).toBe("Route d'Icogne 7 & co")
    expect(searchUrl('x y', 'fr')).toContain('searchText=x+y')
  })
})

describe('createAddressProvider', () => {
  it('is the embedded one by default, geo.admin.ch when asked', async () => {
    expect(await createAddressProvider('embedded').suggest('moubra 11', 'fr')).toEqual(['Route de la Moubra 11, 3963 Crans-Montana'])
    const fetch = vi.fn(async () => new Response(JSON.stringify({ results: [] })))
    await createAddressProvider('geoadmin', { fetch }).suggest('moubra 11', 'fr')
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})

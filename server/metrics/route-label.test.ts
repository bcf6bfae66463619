import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { routeLabeller } from './route-label'

/** A small app shaped like the site's: middlewares on everything, an API mounted under a prefix, pages last. */
function app() {
  const site = new Hono()
  site.use('*', (_c, next) => next())
  const api = new Hono()
  api.get('/locations', (c) => c.text('list'))
  api.get('/locations/:id', (c) => c.text('one'))
  site.use('/api/*', (_c, next) => next())
  site.route('/api', api)
  site.all('/api/*', (c) => c.text('no such call', 404))
  site.get('/healthz', (c) => c.text('ok'))
  site.use('/media/*', (_c, next) => next())
  site.all('*', (c) => c.text('page'))
  return site
}

const pages = {
  routes: {
    root: { id: 'root', path: '', module: {} },
    lang: { id: 'lang', parentId: 'root', path: ':lang?', module: {} },
    home: { id: 'home', parentId: 'lang', index: true, module: {} },
    rental: { id: 'rental', parentId: 'lang', path: 'location/:detail/:slug?', module: {} },
    missing: { id: 'missing', parentId: 'lang', path: '*', module: {} },
  },
} as never

describe('routeLabeller', () => {
  const label = routeLabeller(app().router, pages)

  it('names a call by its route, never its address', () => {
    expect(label('GET', '/api/locations/12')).toBe('/api/locations/:id')
    expect(label('GET', '/api/locations/13')).toBe('/api/locations/:id')
    expect(label('HEAD', '/api/locations')).toBe('/api/locations')
    expect(label('GET', '/healthz')).toBe('/healthz')
  })
  it('names an address no call answers by its prefix', () => {
    expect(label('GET', '/api/nothing/here')).toBe('/api/*')
    expect(label('GET', '/media/location/abc.webp')).toBe('/media/*')
  })
  it('names a page by its route pattern, a data request with its .data', () => {
    expect(label('GET', '/location/14/chalet-edelweiss')).toBe('/:lang?/location/:detail/:slug?')
    expect(label('GET', '/en/location/14/chalet-edelweiss')).toBe('/:lang?/location/:detail/:slug?')
    expect(label('GET', '/en/location/14.data')).toBe('/:lang?/location/:detail/:slug?.data')
    expect(label('GET', '/')).toBe('/:lang?')
    expect(label('GET', '/en/nowhere/at/all')).toBe('/:lang?/*')
    expect(label('GET', '/assets/root-abc123.js')).toBe('/assets/*')
  })
  it('keeps one label per pattern however many addresses are asked', () => {
    const labels = new Set(Array.from({ length: 3_000 }, (_, i) => label('GET', `/location/${i}/x`)))
    expect([...labels]).toEqual(['/:lang?/location/:detail/:slug?'])
  })
})

import { describe, expect, it } from 'vitest'
import { type KeptPage, PageStore } from './store'

const KB = 1024

function page(tags: string[] = ['*'], { bytes = 0, validUntil = 1_000 } = {}): KeptPage {
  return { validUntil, etag: '"x"', headers: [], length: bytes, gzip: Buffer.alloc(bytes), br: Buffer.alloc(0), tags: new Set(tags) }
}

describe('PageStore', () => {
  it('answers a kept page until it lapses', () => {
    const store = new PageStore(1_000 * KB)
    store.set('/', page())
    expect(store.get('/', 999)).toBeDefined()
    expect(store.get('/', 1_000)).toBeUndefined()
    expect(store.count).toBe(0)
  })

  it('drops the pages a change names, and only those', () => {
    const store = new PageStore(1_000 * KB)
    store.set('/location/1', page(['rental:1', 'calendar:1']))
    store.set('/location/2', page(['rental:2', 'calendar:2']))
    store.set('/location', page(['rentals', 'rental:1', 'rental:2']))
    store.set('/location?from=2027-02-13&to=2027-02-20', page(['rentals', 'rental:2', 'week:2027-02-13']))
    store.set('/actualite', page(['contents:actualites', 'content:5']))
    store.drop(['calendar:1', 'week:2027-02-13'])
    expect([...['/location/1', '/location/2', '/location', '/location?from=2027-02-13&to=2027-02-20', '/actualite'].map((k) => Boolean(store.get(k, 0)))]).toEqual([
      false,
      true,
      true,
      false,
      true,
    ])
  })

  it('drops a page that shows a whole family for a change of any of it, and every page of a family for a change of all of it', () => {
    const store = new PageStore(1_000 * KB)
    store.set('/location/map', page(['rentals', 'rental:*']))
    store.set('/location/1', page(['rental:1', 'calendar:1']))
    store.set('/vente', page(['sales', 'sale:3']))
    store.drop(['rental:7'])
    expect(store.get('/location/map', 0)).toBeUndefined()
    expect(store.get('/location/1', 0)).toBeDefined()
    store.drop(['calendar:*'])
    expect(store.get('/location/1', 0)).toBeUndefined()
    expect(store.get('/vente', 0)).toBeDefined()
  })

  it('drops an answer that declared nothing for any change, and everything for a change of everything', () => {
    const store = new PageStore(1_000 * KB)
    store.set('/undeclared', page(['*']))
    store.set('/a', page(['content:1']))
    store.set('/b', page(['content:2']))
    store.drop(['content:1'])
    expect([store.get('/undeclared', 0), store.get('/a', 0)]).toEqual([undefined, undefined])
    expect(store.get('/b', 0)).toBeDefined()
    store.drop(['*'])
    expect([store.count, store.usedBytes]).toEqual([0, 0])
  })

  it('stays within its bytes and keeps nothing larger than its share for new pages', () => {
    const store = new PageStore(100 * KB)
    for (let i = 0; i < 50; i++) store.set(`/p${i}`, page(['*'], { bytes: 5 * KB }))
    expect(store.usedBytes).toBeLessThanOrEqual(100 * KB)
    store.set('/big', page(['*'], { bytes: 11 * KB }))
    expect(store.get('/big', 0)).toBeUndefined()
  })

  it('keeps the pages read again while a crawler reads thousands of others once (scan resistance)', () => {
    const store = new PageStore(1_000 * KB)
    const read = Array.from({ length: 60 }, (_, i) => `/read/${i}`)
    for (const key of read) {
      store.set(key, page(['*'], { bytes: 10 * KB }))
      store.get(key, 0)
    }
    for (let i = 0; i < 5_000; i++) {
      store.set(`/crawled/${i}`, page(['*'], { bytes: 10 * KB }))
      // The readers keep reading theirs meanwhile.
      if (i % 50 === 0) for (const key of read) store.get(key, 0)
    }
    expect(read.filter((key) => store.get(key, 0)).length).toBe(read.length)
    expect(store.usedBytes).toBeLessThanOrEqual(1_000 * KB)
  })

  it('lets the pages read once go first, and takes a page seen before straight into the main part', () => {
    const store = new PageStore(100 * KB)
    store.set('/once', page(['*'], { bytes: 5 * KB }))
    for (let i = 0; i < 30; i++) store.set(`/other/${i}`, page(['*'], { bytes: 5 * KB }))
    expect(store.get('/once', 0)).toBeUndefined()
    // Back soon after: remembered, it joins the pages read more than once.
    store.set('/once', page(['*'], { bytes: 5 * KB }))
    expect(store.mainCount).toBe(1)
  })

  it('brings a page dropped by a change back among those read often when it is rendered again', () => {
    const store = new PageStore(100 * KB)
    store.set('/location/1', page(['calendar:1'], { bytes: 5 * KB }))
    store.get('/location/1', 0)
    store.drop(['calendar:1'])
    store.set('/location/1', page(['calendar:1'], { bytes: 5 * KB }))
    expect(store.mainCount).toBe(1)
  })
})

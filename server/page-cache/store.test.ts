import { describe, expect, it } from 'vitest'
import { type KeptPage, PageStore } from './store'

function page(bytes: number, generation = 1, validUntil = 1_000): KeptPage {
  return { generation, validUntil, etag: '"x"', headers: [], identity: Buffer.alloc(bytes), gzip: Buffer.alloc(0), br: Buffer.alloc(0) }
}

describe('PageStore', () => {
  it('answers a kept page of the current generation until it lapses', () => {
    const store = new PageStore(1_000)
    store.set('/', page(10))
    expect(store.get('/', 1, 999)).toBeDefined()
    expect(store.get('/', 1, 1_000)).toBeUndefined()
    expect(store.count).toBe(0)
  })

  it('never answers a page of another generation', () => {
    const store = new PageStore(1_000)
    store.set('/', page(10, 1))
    expect(store.get('/', 2, 0)).toBeUndefined()
    expect(store.usedBytes).toBe(0)
  })

  it('lets the least recently used pages go beyond its size', () => {
    const store = new PageStore(100)
    store.set('/a', page(40))
    store.set('/b', page(40))
    store.get('/a', 1, 0)
    store.set('/c', page(40))
    expect(store.get('/b', 1, 0)).toBeUndefined()
    expect(store.get('/a', 1, 0)).toBeDefined()
    expect(store.get('/c', 1, 0)).toBeDefined()
    expect(store.usedBytes).toBe(80)
  })

  it('keeps nothing larger than itself, and empties on clear', () => {
    const store = new PageStore(100)
    store.set('/big', page(101))
    expect(store.count).toBe(0)
    store.set('/a', page(10))
    store.clear()
    expect([store.count, store.usedBytes]).toEqual([0, 0])
  })
})

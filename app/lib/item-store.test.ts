import { describe, expect, it } from 'vitest'
import { createItemStore } from './item-store'

describe('item store', () => {
  it('finds an item by language, kind and id, and nothing else', () => {
    const store = createItemStore<{ title: string }>()
    store.remember('fr', 'sale', 3, { title: 'Chalet' })
    expect(store.find('fr', 'sale', 3)).toEqual({ title: 'Chalet' })
    expect(store.find('en', 'sale', 3)).toBeNull()
    expect(store.find('fr', 'location', 3)).toBeNull()
    expect(store.find('fr', 'sale', 4)).toBeNull()
  })
  it('forgets an item older than its maximum age', () => {
    let clock = 0
    const store = createItemStore<string>({ maxAgeMs: 1000, now: () => clock })
    store.remember('fr', 'location', 1, 'weeks')
    clock = 1000
    expect(store.find('fr', 'location', 1)).toBe('weeks')
    clock = 2001
    expect(store.find('fr', 'location', 1)).toBeNull()
    expect(store.size).toBe(0)
  })
  it('drops the least recently used item beyond its size', () => {
    const store = createItemStore<number>({ maxEntries: 2 })
    store.remember('fr', 'sale', 1, 1)
    store.remember('fr', 'sale', 2, 2)
    store.find('fr', 'sale', 1)
    store.remember('fr', 'sale', 3, 3)
    expect(store.find('fr', 'sale', 2)).toBeNull()
    expect(store.find('fr', 'sale', 1)).toBe(1)
    expect(store.find('fr', 'sale', 3)).toBe(3)
  })
})

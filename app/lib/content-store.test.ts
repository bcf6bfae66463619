import { describe, expect, it } from 'vitest'
import type { ContentMember } from '../../domain/content/content-members.server'
import { createContentStore } from './content-store'

const member = (id: number, type = 'actualites', title = `Item ${id}`): ContentMember => ({
  id,
  type,
  title,
  slug: `item-${id}`,
  summary: 'Summary',
  body: 'Body',
  publishedAt: '2026-01-05T08:00:00.000Z',
  attributes: {},
  image: null,
})

describe('content store', () => {
  it('finds a content remembered from a list by type and id', () => {
    const store = createContentStore()
    store.remember('fr', [member(60), member(61)])
    expect(store.find('fr', 'actualites', 61)?.title).toBe('Item 61')
    expect(store.size).toBe(2)
  })

  it('answers null for an id it has not seen, so the server is asked', () => {
    const store = createContentStore()
    store.remember('fr', [member(60)])
    expect(store.find('fr', 'actualites', 62)).toBeNull()
  })

  it('keeps the types apart: a job id is not a news item', () => {
    const store = createContentStore()
    store.remember('fr', [member(80, 'emploi')])
    expect(store.find('fr', 'actualites', 80)).toBeNull()
    expect(store.find('fr', 'emploi', 80)?.type).toBe('emploi')
  })

  it('keeps the languages apart', () => {
    const store = createContentStore()
    store.remember('fr', [member(60, 'actualites', 'Ouverture')])
    expect(store.find('en', 'actualites', 60)).toBeNull()
    store.remember('en', [member(60, 'actualites', 'Opening')])
    expect(store.find('fr', 'actualites', 60)?.title).toBe('Ouverture')
    expect(store.find('en', 'actualites', 60)?.title).toBe('Opening')
  })

  it('finds the first of several accepted types', () => {
    const store = createContentStore()
    store.remember('en', [member(50, 'packages')])
    expect(store.findAny('en', ['page', 'packages'], 50)?.type).toBe('packages')
    expect(store.findAny('en', ['page', 'invite'], 50)).toBeNull()
  })

  it('replaces an item stored again with its newer text', () => {
    const store = createContentStore()
    store.remember('fr', [member(60, 'actualites', 'Old')])
    store.remember('fr', [member(60, 'actualites', 'New')])
    expect(store.find('fr', 'actualites', 60)?.title).toBe('New')
    expect(store.size).toBe(1)
  })

  it('forgets items older than its maximum age', () => {
    let clock = 1_000
    const store = createContentStore({ maxAgeMs: 60_000, now: () => clock })
    store.remember('fr', [member(60)])
    clock += 60_000
    expect(store.find('fr', 'actualites', 60)).not.toBeNull()
    clock += 1
    expect(store.find('fr', 'actualites', 60)).toBeNull()
    expect(store.size).toBe(0)
  })

  it('keeps at most maxEntries items, dropping the least recently used', () => {
    const store = createContentStore({ maxEntries: 2 })
    store.remember('fr', [member(1), member(2)])
    store.find('fr', 'actualites', 1) // 1 is now more recent than 2
    store.remember('fr', [member(3)])
    expect(store.size).toBe(2)
    expect(store.find('fr', 'actualites', 2)).toBeNull()
    expect(store.find('fr', 'actualites', 1)).not.toBeNull()
    expect(store.find('fr', 'actualites', 3)).not.toBeNull()
  })

  it('clears everything', () => {
    const store = createContentStore()
    store.remember('fr', [member(1), member(2, 'emploi')])
    store.clear()
    expect(store.size).toBe(0)
    expect(store.find('fr', 'actualites', 1)).toBeNull()
  })
})

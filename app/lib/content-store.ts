/**
 * The browser's index of the contents it has already loaded (SPEC §4 "Caching and sorting"):
 * a single-item page first looks here by type and id, and calls the server only when the item
 * is absent. The list pages (news, jobs, services) fill it with their items, which carry all a
 * detail page shows (text, body, picture, attributes, products).
 *
 * Kept in memory only, per language (the texts differ), at most `maxEntries` items (the least
 * recently used go first) and for `maxAgeMs` (a tab left open long enough asks the server again).
 */
import type { ContentMember } from '../../domain/content/content-members.server'
import type { Locale } from '../i18n/config'

export type ContentStoreOptions = {
  /** Most items kept; the least recently used go first. */
  maxEntries?: number
  /** How long an item is trusted after it was stored, in milliseconds. */
  maxAgeMs?: number
  /** The clock, for tests. */
  now?: () => number
}

export type ContentStore = {
  /** Stores (or refreshes) contents loaded in a language. */
  remember: (locale: Locale, items: readonly ContentMember[]) => void
  /** The content of that type and id in that language, when it was loaded recently; else null. */
  find: (locale: Locale, type: string, id: number) => ContentMember | null
  /** The first of several types that holds the id (a route accepting several types). */
  findAny: (locale: Locale, types: readonly string[], id: number) => ContentMember | null
  /** Forgets everything. */
  clear: () => void
  readonly size: number
}

export const CONTENT_STORE_MAX_ENTRIES = 500
export const CONTENT_STORE_MAX_AGE_MS = 15 * 60_000

type Entry = { item: ContentMember; storedAt: number }

const keyOf = (locale: Locale, type: string, id: number) => `${locale}|${type}|${id}`

export function createContentStore(options: ContentStoreOptions = {}): ContentStore {
  const maxEntries = Math.max(1, options.maxEntries ?? CONTENT_STORE_MAX_ENTRIES)
  const maxAgeMs = options.maxAgeMs ?? CONTENT_STORE_MAX_AGE_MS
  const now = options.now ?? Date.now
  // A Map iterates in insertion order: re-inserting on use keeps the oldest first.
  const entries = new Map<string, Entry>()

  const find = (locale: Locale, type: string, id: number): ContentMember | null => {
    const key = keyOf(locale, type, id)
    const entry = entries.get(key)
    if (!entry) return null
    if (now() - entry.storedAt > maxAgeMs) {
      entries.delete(key)
      return null
    }
    entries.delete(key)
    entries.set(key, entry)
    return entry.item
  }

  return {
    remember(locale, items) {
      const storedAt = now()
      for (const item of items) {
        const key = keyOf(locale, item.type, item.id)
        entries.delete(key)
        entries.set(key, { item, storedAt })
      }
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
    },
    find,
    findAny(locale, types, id) {
      for (const type of types) {
        const item = find(locale, type, id)
        if (item) return item
      }
      return null
    },
    clear() {
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
}

/**
 * The store of this browser tab. Only the browser fills it (from effects and client loaders,
 * which never run on the server), so no request ever sees another visitor's data.
 */
export const contentStore: ContentStore = createContentStore()

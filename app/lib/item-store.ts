/**
 * The browser's index of what it has already loaded (SPEC §4 "Caching and sorting"): a
 * single-item page first looks here by kind and id, and calls the server only when the item is
 * absent.
 *
 * Kept in memory only, per language (the texts differ), at most `maxEntries` items (the least
 * recently used go first) and for `maxAgeMs` (a tab left open long enough asks the server again).
 * Only the browser fills it (from effects and client loaders, which never run on the server), so
 * no request ever sees another visitor's data.
 */
import type { Locale } from '../i18n/config'

export type ItemStoreOptions = {
  /** Most items kept; the least recently used go first. */
  maxEntries?: number
  /** How long an item is trusted after it was stored, in milliseconds. */
  maxAgeMs?: number
  /** The clock, for tests. */
  now?: () => number
}

export type ItemStore<T> = {
  /** Stores (or refreshes) an item loaded in a language. */
  remember: (locale: Locale, kind: string, id: number, item: T) => void
  /** The item of that kind and id in that language, when it was loaded recently; else null. */
  find: (locale: Locale, kind: string, id: number) => T | null
  /** Forgets everything. */
  clear: () => void
  readonly size: number
}

export const ITEM_STORE_MAX_ENTRIES = 500
export const ITEM_STORE_MAX_AGE_MS = 15 * 60_000

type Entry<T> = { item: T; storedAt: number }

const keyOf = (locale: Locale, kind: string, id: number) => `${locale}|${kind}|${id}`

export function createItemStore<T>(options: ItemStoreOptions = {}): ItemStore<T> {
  const maxEntries = Math.max(1, options.maxEntries ?? ITEM_STORE_MAX_ENTRIES)
  const maxAgeMs = options.maxAgeMs ?? ITEM_STORE_MAX_AGE_MS
  const now = options.now ?? Date.now
  // A Map iterates in insertion order: re-inserting on use keeps the oldest first.
  const entries = new Map<string, Entry<T>>()

  return {
    remember(locale, kind, id, item) {
      const key = keyOf(locale, kind, id)
      entries.delete(key)
      entries.set(key, { item, storedAt: now() })
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
    },
    find(locale, kind, id) {
      const key = keyOf(locale, kind, id)
      const entry = entries.get(key)
      if (!entry) return null
      entries.delete(key)
      if (now() - entry.storedAt > maxAgeMs) return null
      entries.set(key, entry)
      return entry.item
    },
    clear() {
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
}

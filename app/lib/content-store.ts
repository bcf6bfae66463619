/**
 * The browser's index of the contents it has already loaded (SPEC §4): the list pages (news,
 * jobs, services) fill it with their items, which carry all a detail page shows (text, body,
 * picture, attributes, products), so opening one of them needs no server call.
 */
import type { ContentMember } from '../../domain/content/content-members.server'
import type { Locale } from '../i18n/config'
import { createItemStore, type ItemStoreOptions } from './item-store'

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

export function createContentStore(options: ItemStoreOptions = {}): ContentStore {
  const items = createItemStore<ContentMember>(options)
  return {
    remember(locale, members) {
      for (const member of members) items.remember(locale, member.type, member.id, member)
    },
    find: items.find,
    findAny(locale, types, id) {
      for (const type of types) {
        const item = items.find(locale, type, id)
        if (item) return item
      }
      return null
    },
    clear: items.clear,
    get size() {
      return items.size
    },
  }
}

/** The content store of this browser tab. */
export const contentStore: ContentStore = createContentStore()

import { type Locale } from './config'
import { type Catalog, type TFunction, translator } from './translate'

type Files = Record<string, Record<string, unknown>>

/*
 * The server holds every translation file (app/i18n/locales/{language}/{namespace}.json, added by
 * words.server.ts, which the server entry imports). The browser holds only its page's language,
 * namespace by namespace (`loadNamespaces`): a visitor downloads the words their page shows first. This module imports no file itself: every page imports it, and a bundler would
 * put any words it imported in the chunk every page shares.
 */

/** The loaded words: language → namespace → keys. */
export const catalog: Catalog = {}

export function addFiles(files: Files) {
  for (const [file, content] of Object.entries(files)) {
    const [, language, namespace] = /\/locales\/(\w+)\/(\w+)\.json$/.exec(file) ?? []
    if (!language || !namespace) continue
    catalog[language] ??= {}
    catalog[language][namespace] = content
  }
}

/** The namespaces, the same in every language (a test checks that French and English agree). */
export const NAMESPACES = ['account', 'admin', 'adminCalendar', 'adminCatalogue', 'adminContent', 'adminOrders', 'adminShop', 'arrival', 'booking', 'cart', 'common', 'content', 'detail', 'forms', 'layout', 'listing', 'pages', 'registration', 'reviews', 'shop']

/** In the browser, each language's namespace is a chunk of its own, loaded when a page needs it. */
const browserFiles: Record<string, () => Promise<Record<string, unknown>>> = import.meta.env.SSR
  ? {}
  : import.meta.glob<Record<string, unknown>>('./locales/{fr,en}/*.json', { import: 'default' })

/** Bumped each time words arrive, so that the components showing them render again. */
let version = 0
const listeners = new Set<() => void>()
const loading = new Map<string, Promise<void>>()

export const wordsVersion = () => version
export function onWordsLoaded(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const hasWords = (locale: Locale, namespace: string) => Boolean(catalog[locale]?.[namespace])

/**
 * In the browser: makes namespaces of a language available, each once. Before hydration the page's
 * own (those the server used, see react.tsx), the others on the visitor's first move or when a
 * component asks for them.
 */
export function loadNamespaces(locale: Locale, namespaces: readonly string[]): Promise<void> {
  const missing = namespaces.filter((namespace) => NAMESPACES.includes(namespace) && !hasWords(locale, namespace))
  return Promise.all(
    missing.map((namespace) => {
      const file = `./locales/${locale}/${namespace}.json`
      let promise = loading.get(file)
      if (!promise) {
        promise = (browserFiles[file]?.() ?? Promise.resolve({})).then((words) => {
          addFiles({ [file]: words })
          version += 1
          for (const listener of listeners) listener()
        })
        loading.set(file, promise)
      }
      return promise
    }),
  ).then(() => undefined)
}

const translators = new Map<string, TFunction>()

/** One translation function per language, namespaces and loaded words, kept: components may depend on its identity. */
export function getTranslator(language: string, namespaces: readonly string[]): TFunction {
  const id = `${language}|${namespaces.join(',')}|${version}`
  let t = translators.get(id)
  if (!t) {
    t = translator(catalog, language, namespaces)
    translators.set(id, t)
  }
  return t
}


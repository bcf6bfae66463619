import { type Locale } from './config'
import { type Catalog, type TFunction, translator } from './translate'

type Files = Record<string, Record<string, unknown>>

/*
 * The server holds every translation file (app/i18n/locales/{language}/{namespace}.json, added by
 * words.server.ts, which the server entry imports). The browser holds only its page's language:
 * `loadLanguage` fetches that one chunk before hydration, so a visitor never downloads the other
 * languages' words. This module imports no file itself: every page imports it, and a bundler would
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
export const NAMESPACES = ['account', 'booking', 'cart', 'common', 'content', 'detail', 'forms', 'layout', 'listing', 'pages', 'shop']

const bundles: Record<Locale, () => Promise<{ default: Files }>> = {
  fr: () => import('./bundles/fr'),
  en: () => import('./bundles/en'),
}

/** In the browser: makes a language's words available (once), before anything renders in it. */
export async function loadLanguage(locale: Locale): Promise<void> {
  if (catalog[locale]) return
  addFiles((await bundles[locale]()).default)
}

const translators = new Map<string, TFunction>()

/** One translation function per language and namespaces, kept: components may depend on its identity. */
export function getTranslator(language: string, namespaces: readonly string[]): TFunction {
  const id = `${language}|${namespaces.join(',')}`
  let t = translators.get(id)
  if (!t) {
    t = translator(catalog, language, namespaces)
    translators.set(id, t)
  }
  return t
}


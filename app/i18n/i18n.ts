import i18next, { type i18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, type Locale, TRANSLATED_LANGUAGES } from './config'
import { type Catalog, type TFunction, translator } from './translate'

type Files = Record<string, Record<string, unknown>>

/**
 * The server holds every translation file (app/i18n/locales/{language}/{namespace}.json). The
 * browser holds only its page's language: `loadLanguage` fetches that one chunk before hydration,
 * so a visitor never downloads the other languages' words.
 */
const serverFiles: Files = import.meta.env.SSR
  ? import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' })
  : {}

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
addFiles(serverFiles)

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

const instances = new Map<string, i18n>()

/** One ready i18next instance per language, shared by every request (resources are static). */
export function getI18n(locale: Locale | (typeof TRANSLATED_LANGUAGES)[number]): i18n {
  const existing = instances.get(locale)
  if (existing) return existing
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...TRANSLATED_LANGUAGES],
    resources: catalog as Resource,
    ns: NAMESPACES,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  instances.set(locale, instance)
  return instance
}

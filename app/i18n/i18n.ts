import i18next, { type i18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, type Locale, TRANSLATED_LANGUAGES } from './config'

type Files = Record<string, Record<string, unknown>>

/**
 * The server holds every translation file (app/i18n/locales/{language}/{namespace}.json). The
 * browser holds only its page's language: `loadLanguage` fetches that one chunk before hydration,
 * so a visitor never downloads the other languages' words.
 */
const serverFiles: Files = import.meta.env.SSR
  ? import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' })
  : {}

export const resources: Resource = {}

function addFiles(files: Files) {
  for (const [file, content] of Object.entries(files)) {
    const [, language, namespace] = /\/locales\/(\w+)\/(\w+)\.json$/.exec(file) ?? []
    if (!language || !namespace) continue
    resources[language] ??= {}
    resources[language][namespace] = content
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
  if (resources[locale]) return
  addFiles((await bundles[locale]()).default)
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
    resources,
    ns: NAMESPACES,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  instances.set(locale, instance)
  return instance
}

import i18next, { type i18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, type Locale, TRANSLATED_LANGUAGES } from './config'

/** All translation files, bundled: app/i18n/locales/{language}/{namespace}.json */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', {
  eager: true,
})

export const resources: Resource = {}
for (const [file, module] of Object.entries(files)) {
  const [, language, namespace] = /\.\/locales\/(\w+)\/(\w+)\.json$/.exec(file) ?? []
  if (!language || !namespace) continue
  resources[language] ??= {}
  resources[language][namespace] = module.default
}

export const NAMESPACES = Object.keys(resources[DEFAULT_LOCALE] ?? {})

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

/**
 * Every country's name in French and English from i18n-iso-countries (a well-kept list, its own
 * names in each language), for the country lists of the forms (issue 26). Server only: the list is
 * written into the page's HTML and its data by the loaders, so the browser loads no names.
 * Only the French and English names are loaded, not the library's eighty languages.
 */
import { createRequire } from 'node:module'
import type { LocaleData } from 'i18n-iso-countries'
import { COUNTRY_CODES, FIRST_COUNTRIES } from './country-codes'

type Library = {
  registerLocale(data: LocaleData): void
  getName(code: string, lang: string, options?: { select: 'official' | 'alias' }): string | undefined
}

const require = createRequire(import.meta.url)

let library: Library | null = null

// The library's core without its entry for Node, which would load every language.
function countries(): Library {
  if (!library) {
    const core = require('i18n-iso-countries/index.js') as Library
    core.registerLocale(require('i18n-iso-countries/langs/fr.json') as LocaleData)
    core.registerLocale(require('i18n-iso-countries/langs/en.json') as LocaleData)
    library = core
  }
  return library
}

export type CountryChoice = { code: string; label: string }

const language = (locale: string): 'fr' | 'en' => (locale === 'en' ? 'en' : 'fr')

/** A country's name in the page's language ("GB" → "Royaume-Uni", "United Kingdom"); the code when unknown. */
export function countryLabel(code: string, locale: string): string {
  return countries().getName(code, language(locale)) ?? code
}

const cache = new Map<string, CountryChoice[]>()

/**
 * The countries a form offers, named in the page's language: Switzerland and its neighbours first,
 * then every other country by name in that language (accents and case as a reader sorts them).
 */
export function countryChoices(locale: string): CountryChoice[] {
  const lang = language(locale)
  const cached = cache.get(lang)
  if (cached) return cached
  const first = FIRST_COUNTRIES.map((code) => ({ code, label: countryLabel(code, lang) }))
  const collator = new Intl.Collator(lang === 'en' ? 'en' : 'fr-CH', { sensitivity: 'base' })
  const rest = COUNTRY_CODES.filter((code) => !FIRST_COUNTRIES.includes(code))
    .map((code) => ({ code, label: countryLabel(code, lang) }))
    .sort((a, b) => collator.compare(a.label, b.label))
  const choices = [...first, ...rest]
  cache.set(lang, choices)
  return choices
}

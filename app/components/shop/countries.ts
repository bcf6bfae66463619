import { countryName } from '../../../domain/i18n/countries'
import { textIn } from '../../../domain/i18n/bilingual'
import { CANTON_NAMES, CANTONS, CONTEXT_COUNTRIES } from '../../../domain/shop/context'

export type PlaceOption = { code: string; label: string }

const countryCache = new Map<string, PlaceOption[]>()

/**
 * The countries a `country` field offers, named in the page's language (Intl.DisplayNames), in the
 * fixed order of CONTEXT_COUNTRIES (Switzerland and its neighbours first): the same on the server
 * and in the browser.
 */
export function countryOptions(locale: string): PlaceOption[] {
  const cached = countryCache.get(locale)
  if (cached) return cached
  const options = CONTEXT_COUNTRIES.map((code) => ({ code, label: countryName(code, locale) }))
  countryCache.set(locale, options)
  return options
}

/** The 26 cantons, by name in the page's language. */
export function cantonOptions(locale: string): PlaceOption[] {
  return CANTONS.map((code) => ({ code, label: textIn(CANTON_NAMES[code], locale) })).sort((a, b) =>
    a.label.localeCompare(b.label, locale === 'en' ? 'en' : 'fr'),
  )
}

/** A canton's name in the page's language ("Valais"), or its code when it is not a canton. */
export function cantonName(code: string, locale: string): string {
  const name = CANTON_NAMES[code as keyof typeof CANTON_NAMES]
  return name ? textIn(name, locale) : code
}

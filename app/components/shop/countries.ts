import { useMatches } from 'react-router'
import { countryName } from '../../../domain/i18n/countries'
import { textIn } from '../../../domain/i18n/bilingual'
import { CANTON_NAMES, CANTONS, CONTEXT_COUNTRIES } from '../../../domain/shop/context'
import { FIRST_COUNTRIES } from '../../../domain/i18n/country-codes'

export type PlaceOption = { code: string; label: string }

/** What a loader gives a page with a country field: every country, named on the server (domain/i18n/country-names.server.ts). */
export type CountryChoicesData = { countryChoices: PlaceOption[] }

const countryCache = new Map<string, PlaceOption[]>()

/**
 * The countries a `country` field offers when no loader named them: named by the runtime
 * (Intl.DisplayNames), Switzerland and its neighbours first, then by name.
 */
export function countryOptions(locale: string): PlaceOption[] {
  const cached = countryCache.get(locale)
  if (cached) return cached
  const named = (code: string) => ({ code, label: countryName(code, locale) })
  const rest = CONTEXT_COUNTRIES.filter((code) => !FIRST_COUNTRIES.includes(code))
    .map(named)
    .sort((a, b) => a.label.localeCompare(b.label, locale === 'en' ? 'en' : 'fr'))
  const options = [...FIRST_COUNTRIES.map(named), ...rest]
  countryCache.set(locale, options)
  return options
}

/**
 * The countries of the page's country fields: the list the deepest loader gave (`countryChoices`,
 * named by the server with i18n-iso-countries, so the browser loads no names and shows the server's
 * words), else the runtime's names.
 */
export function useCountryChoices(locale: string): PlaceOption[] {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData
    if (data && typeof data === 'object' && 'countryChoices' in data && Array.isArray(data.countryChoices)) return data.countryChoices as PlaceOption[]
  }
  return countryOptions(locale)
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

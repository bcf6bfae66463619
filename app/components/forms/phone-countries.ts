import { PHONE_CALLING_CODES, PHONE_COUNTRIES } from '../../../domain/requests/request-fields'

export type CountryOption = { code: string; label: string }

const cache = new Map<string, CountryOption[]>()

/**
 * The phone countries as "Suisse (+41)" in the page's language (Intl.DisplayNames). The order is
 * the fixed one of PHONE_COUNTRIES (Switzerland and its neighbours first), the same on the server
 * and in the browser. It asks Intl.DisplayNames itself, as domain/i18n/countries does, rather than
 * import it: the request form is part of every offer page's first load, and that shared module
 * would be a script of its own there, costing more than these lines (the 150 KB budget).
 */
export function phoneCountryOptions(locale: string): CountryOption[] {
  const cached = cache.get(locale)
  if (cached) return cached
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames([locale === 'en' ? 'en' : 'fr-CH'], { type: 'region' })
  } catch {
    names = null
  }
  const options = PHONE_COUNTRIES.map((code) => ({
    code,
    label: `${names?.of(code) ?? code} (+${PHONE_CALLING_CODES[code]})`,
  }))
  cache.set(locale, options)
  return options
}

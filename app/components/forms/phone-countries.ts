import { countryName } from '../../../domain/i18n/countries'
import { PHONE_CALLING_CODES, PHONE_COUNTRIES } from '../../../domain/requests/request-fields'

export type CountryOption = { code: string; label: string }

const cache = new Map<string, CountryOption[]>()

/**
 * The phone countries as "Suisse (+41)" in the page's language (Intl.DisplayNames). The order is
 * the fixed one of PHONE_COUNTRIES (Switzerland and its neighbours first), the same on the server
 * and in the browser.
 */
export function phoneCountryOptions(locale: string): CountryOption[] {
  const cached = cache.get(locale)
  if (cached) return cached
  const options = PHONE_COUNTRIES.map((code) => ({
    code,
    label: `${countryName(code, locale)} (+${PHONE_CALLING_CODES[code]})`,
  }))
  cache.set(locale, options)
  return options
}

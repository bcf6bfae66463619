/**
 * The nationalities the form offers and accepts: the countries of the checkout's list (ISO 3166-1
 * from i18n-iso-countries, domain/i18n/country-codes.ts), named as it names them, with Switzerland
 * first and its neighbours next (the same order as every country list of the site). Server-side:
 * the names come from the library.
 */
import { COUNTRY_CODES, isCountryCode } from '../../i18n/country-codes'
import { countryChoices } from '../../i18n/country-names.server'

export function nationalityCodes(): readonly string[] {
  return COUNTRY_CODES
}

export function isNationality(code: string): boolean {
  return isCountryCode(code)
}

/** The choices of the nationality field in a language. */
export function nationalityChoices(locale: string): { code: string; name: string }[] {
  return countryChoices(locale).map(({ code, label }) => ({ code, name: label }))
}

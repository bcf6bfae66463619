import { type CountryCode, isSupportedCountry, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js'
import type { Rule } from './types'

function countryOf(code: string | undefined, fallback: string): CountryCode | null {
  const country = (code || fallback).toUpperCase()
  return isSupportedCountry(country) ? country : null
}

/**
 * Whether a number is valid for a country; a number written with +prefix may belong to another. A
 * country with no numbering plan of its own (Antarctica, Pitcairn…) takes an international number.
 */
export function isPhoneNumber(value: string, country: string): boolean {
  const code = countryOf(country, 'CH')
  return code !== null ? isValidPhoneNumber(value.trim(), code) : value.trim().startsWith('+') && isValidPhoneNumber(value.trim())
}

/** "079 123 45 67" in CH → "+41791234567"; null when it is not a valid number. */
export function toE164(value: string, country: string): string | null {
  const code = countryOf(country, 'CH')
  const number = code ? parsePhoneNumberFromString(value.trim(), code) : value.trim().startsWith('+') ? parsePhoneNumberFromString(value.trim()) : undefined
  return number?.isValid() ? number.number : null
}

/** "+41791234567" → "+41 79 123 45 67" (for e-mails and screens). */
export function formatInternational(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164
}

/** phone: valid for the country chosen in another field (SPEC §5 "valid for the selected country"). */
export function phone(options: { countryField?: string; defaultCountry?: string } = {}): Rule {
  const { countryField = 'phoneCountry', defaultCountry = 'CH' } = options
  return {
    code: 'phone',
    messageKey: 'validation.phone',
    test: (value, { values }) => isPhoneNumber(value, values[countryField] || defaultCountry),
  }
}

import type { Rule } from './types'

/** An address compared the way SPEC §5 asks: spaces and case ignored (and accents composed alike). */
export function addressKey(address: string): string {
  return address.normalize('NFC').replace(/\s+/g, '').toLocaleLowerCase('fr-CH')
}

/** Whether an address equals one of the suggestions, ignoring spaces and case. */
export function matchesSuggestion(value: string, suggestions: readonly string[]): boolean {
  const key = addressKey(value)
  return key !== '' && suggestions.some((suggestion) => addressKey(suggestion) === key)
}

/**
 * fullAddress: the value must equal, ignoring spaces and case, one of the address-autocomplete
 * suggestions (SPEC §5). `suggestions` is the list, or a function giving the suggestions for the
 * value (the server asks its address provider first and hands over the answers).
 */
export function fullAddress(suggestions: readonly string[] | ((value: string) => readonly string[])): Rule {
  return {
    code: 'fullAddress',
    messageKey: 'validation.fullAddress',
    test: (value) => matchesSuggestion(value, typeof suggestions === 'function' ? suggestions(value) : suggestions),
  }
}

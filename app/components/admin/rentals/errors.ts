import type { FieldErrors } from '../../../../domain/back-office/rentals/rental-input'

/** The server's messages (French and English) in the page's language. */
export function inLanguage(errors: FieldErrors | undefined, locale: string): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(errors ?? {}).map(([field, message]) => [field, locale === 'en' ? message.en : message.fr]))
}

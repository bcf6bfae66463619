/**
 * Names as the e-mails write them. A display name can hold nothing that would change an address
 * header: no quote, angle bracket, backslash or control character.
 */
export function displayName(...parts: string[]): string {
  return parts
    .join(' ')
    .replace(/[<>"\\]/g, '')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\s\u0000-\u001f\u007f]+/g, ' ')
    .trim()
}

/** "Anne Martin <anne@example.ch>", or the address alone without a name. */
export function recipient(name: string, address: string): string {
  const clean = displayName(name)
  return clean ? `${clean} <${address}>` : address
}

export type Civility = 'mr' | 'mrs' | 'ms'

const CIVILITY: Record<'fr' | 'en', Record<Civility, string>> = {
  fr: { mr: 'Monsieur', mrs: 'Madame', ms: 'Mademoiselle' },
  en: { mr: 'Mr', mrs: 'Mrs', ms: 'Ms' },
}

export function civility(locale: 'fr' | 'en', title: Civility): string {
  return CIVILITY[locale][title]
}

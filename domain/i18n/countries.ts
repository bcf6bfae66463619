/**
 * Countries by name in the site's languages ("CH" → "Suisse", "Switzerland"), from the runtime's
 * own names (Intl.DisplayNames, French as written in Switzerland): the same on the server, in the
 * e-mails and documents, and in the browser. Browser-safe.
 */
const namesByLanguage = new Map<string, Intl.DisplayNames | null>()

function namesIn(language: string): Intl.DisplayNames | null {
  if (!namesByLanguage.has(language)) {
    let names: Intl.DisplayNames | null
    try {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' })
    } catch {
      names = null
    }
    namesByLanguage.set(language, names)
  }
  return namesByLanguage.get(language) ?? null
}

/** A country's name in the asked language (English, else French), or what was given when it is not a known ISO code. */
export function countryName(code: string, locale: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code
  try {
    return namesIn(locale === 'en' ? 'en' : 'fr-CH')?.of(code) ?? code
  } catch {
    return code
  }
}

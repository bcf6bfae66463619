/**
 * The nationalities the form offers and accepts: ISO 3166-1 alpha-2 codes the runtime names
 * (domain/i18n/countries.ts, Intl.DisplayNames), without the codes that name no state (the EU, the
 * UN, world regions, pseudo-locales), the territories reserved apart from the standard, nor the
 * codes withdrawn from it (USSR, Yugoslavia…) that the runtime still names. Pure.
 */
import { countryName } from '../../i18n/countries'

const NOT_A_NATIONALITY = new Set([
  ...['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'ZZ'],
  ...['AN', 'BU', 'CS', 'DD', 'DY', 'FX', 'HV', 'NH', 'RH', 'SU', 'TP', 'UK', 'VD', 'YD', 'YU', 'ZR'],
])

let codes: string[] | null = null

/** Every code with a name, sorted by code; made once. */
export function nationalityCodes(): readonly string[] {
  if (codes) return codes
  const found: string[] = []
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b)
      if (!NOT_A_NATIONALITY.has(code) && countryName(code, 'en') !== code) found.push(code)
    }
  codes = found
  return codes
}

export function isNationality(code: string): boolean {
  return nationalityCodes().includes(code)
}

const choices = new Map<string, { code: string; name: string }[]>()

/** The choices of the nationality field in a language: Switzerland first, then by name; made once a language. */
export function nationalityChoices(locale: string): { code: string; name: string }[] {
  const language = locale === 'en' ? 'en' : 'fr'
  let made = choices.get(language)
  if (!made) {
    const collator = new Intl.Collator(language === 'en' ? 'en' : 'fr-CH')
    const named = nationalityCodes().map((code) => ({ code, name: countryName(code, language) }))
    made = [...named.filter((c) => c.code === 'CH'), ...named.filter((c) => c.code !== 'CH').sort((a, b) => collator.compare(a.name, b.name))]
    choices.set(language, made)
  }
  return made
}

/** Property types of rentals and sales and their labels. Pure and browser-safe. */
import type { Locale } from '../i18n/locales'

export const LOCATION_TYPES = ['chalet', 'apartment', 'studio', 'duplex', 'attic'] as const
export type LocationType = (typeof LOCATION_TYPES)[number]

export const SALE_TYPES = ['apartment', 'chalet', 'studio', 'plot', 'commercial'] as const
export type SaleType = (typeof SALE_TYPES)[number]

export const LOCATION_KINDS = ['weekly', 'annual'] as const
export type LocationKind = (typeof LOCATION_KINDS)[number]

const TYPE_LABELS: Record<LocationType | SaleType, Record<Locale, string>> = {
  chalet: { fr: 'Chalet', en: 'Chalet' },
  apartment: { fr: 'Appartement', en: 'Apartment' },
  studio: { fr: 'Studio', en: 'Studio' },
  duplex: { fr: 'Duplex', en: 'Duplex' },
  attic: { fr: 'Attique', en: 'Attic flat' },
  plot: { fr: 'Terrain', en: 'Plot' },
  commercial: { fr: 'Commercial', en: 'Commercial premises' },
}

/** The label of a type code in a language; an unknown code is shown as it is. */
export function typeLabel(code: string, locale: Locale): string {
  return (TYPE_LABELS as Record<string, Record<Locale, string>>)[code]?.[locale] ?? code
}

export type TypeOption = { code: string; label: string }

/** The given codes as options, in the order of `known` (unknown codes last, alphabetically). */
export function typeOptions(codes: Iterable<string>, known: readonly string[], locale: Locale): TypeOption[] {
  const present = new Set(codes)
  const rank = (code: string) => {
    const i = known.indexOf(code)
    return i === -1 ? known.length : i
  }
  return [...present]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((code) => ({ code, label: typeLabel(code, locale) }))
}

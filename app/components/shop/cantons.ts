import { CANTONS } from '../../../domain/shop/shipping-contact'

/** Names of the 26 cantons (official French and English forms). */
const NAMES: Record<(typeof CANTONS)[number], { fr: string; en: string }> = {
  AG: { fr: 'Argovie', en: 'Aargau' },
  AI: { fr: 'Appenzell Rhodes-Intérieures', en: 'Appenzell Innerrhoden' },
  AR: { fr: 'Appenzell Rhodes-Extérieures', en: 'Appenzell Ausserrhoden' },
  BE: { fr: 'Berne', en: 'Bern' },
  BL: { fr: 'Bâle-Campagne', en: 'Basel-Landschaft' },
  BS: { fr: 'Bâle-Ville', en: 'Basel-Stadt' },
  FR: { fr: 'Fribourg', en: 'Fribourg' },
  GE: { fr: 'Genève', en: 'Geneva' },
  GL: { fr: 'Glaris', en: 'Glarus' },
  GR: { fr: 'Grisons', en: 'Graubünden' },
  JU: { fr: 'Jura', en: 'Jura' },
  LU: { fr: 'Lucerne', en: 'Lucerne' },
  NE: { fr: 'Neuchâtel', en: 'Neuchâtel' },
  NW: { fr: 'Nidwald', en: 'Nidwalden' },
  OW: { fr: 'Obwald', en: 'Obwalden' },
  SG: { fr: 'Saint-Gall', en: 'St. Gallen' },
  SH: { fr: 'Schaffhouse', en: 'Schaffhausen' },
  SO: { fr: 'Soleure', en: 'Solothurn' },
  SZ: { fr: 'Schwytz', en: 'Schwyz' },
  TG: { fr: 'Thurgovie', en: 'Thurgau' },
  TI: { fr: 'Tessin', en: 'Ticino' },
  UR: { fr: 'Uri', en: 'Uri' },
  VD: { fr: 'Vaud', en: 'Vaud' },
  VS: { fr: 'Valais', en: 'Valais' },
  ZG: { fr: 'Zoug', en: 'Zug' },
  ZH: { fr: 'Zurich', en: 'Zurich' },
}

export type Option = { code: string; label: string }

/** The cantons sorted by name in the page's language. */
export function cantonOptions(locale: string): Option[] {
  const lang = locale === 'en' ? 'en' : 'fr'
  return CANTONS.map((code) => ({ code, label: NAMES[code][lang] })).sort((a, b) => a.label.localeCompare(b.label, lang))
}

export function cantonName(code: string, locale: string): string {
  const name = NAMES[code as (typeof CANTONS)[number]]
  return name ? name[locale === 'en' ? 'en' : 'fr'] : code
}

import { CANTONS } from '../contact-choices'
import type { Texts } from '../../i18n/bilingual'
import { COUNTRY_CODES } from '../../i18n/country-codes'

/** Countries a `country` input takes: every country (issue 26). */
export const CONTEXT_COUNTRIES: readonly string[] = COUNTRY_CODES

export const DEFAULT_COUNTRY = 'CH'
export const DEFAULT_CANTON = 'VS'

export { CANTONS }

/** The 26 cantons' names in French and English, by abbreviation. */
export const CANTON_NAMES: Readonly<Record<(typeof CANTONS)[number], Texts>> = {
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

/** Words shared by the rental and sale texts, in French and English. */
import type { Bilingual } from '../../../domain/i18n/bilingual'

export type PropertyType = 'chalet' | 'apartment' | 'studio' | 'duplex' | 'attic'

/** Label used at the start of a title ("Chalet Les Mélèzes"). */
export const TYPE_LABEL: Record<PropertyType, Bilingual> = {
  chalet: { fr: 'Chalet', en: 'Chalet' },
  apartment: { fr: 'Appartement', en: 'Apartment' },
  studio: { fr: 'Studio', en: 'Studio' },
  duplex: { fr: 'Duplex', en: 'Duplex' },
  attic: { fr: 'Attique', en: 'Penthouse' },
}

/** The common noun, lowercase, used inside sentences ("le chalet", "the chalet"). */
export const TYPE_NOUN: Record<PropertyType, Bilingual> = {
  chalet: { fr: 'chalet', en: 'chalet' },
  apartment: { fr: 'appartement', en: 'apartment' },
  studio: { fr: 'studio', en: 'studio' },
  duplex: { fr: 'duplex', en: 'duplex apartment' },
  attic: { fr: 'attique', en: 'penthouse' },
}

/** French definite article, elided before a vowel: "le chalet", "l’appartement". */
export function leFr(noun: string): string {
  return /^[aeiouyhéèêàâîôû]/i.test(noun) ? `l’${noun}` : `le ${noun}`
}

/** French "au" / "à l’": "au chalet", "à l’appartement". */
export function auFr(noun: string): string {
  return /^[aeiouyhéèêàâîôû]/i.test(noun) ? `à l’${noun}` : `au ${noun}`
}

/** French "de" elided before a vowel: "d’une place", "de deux places". */
export function deFr(text: string): string {
  return /^[aeiouyhéèêàâîôû]/i.test(text) ? `d’${text}` : `de ${text}`
}

/** Residence and chalet names, as they appear on Valais buildings. */
export const RESIDENCE_NAMES = [
  'Les Mélèzes', 'Le Cervin', 'Bellevue', 'Les Arolles', 'Edelweiss', 'Les Gentianes', 'Plein Soleil',
  'Le Mont-Blanc', 'Les Sapins', 'Beau-Site', 'Le Chamois', 'Alpina', 'La Forêt', 'Les Marmottes',
  'Panorama', 'Le Rhodania', 'Les Crêtes', 'Le Weisshorn', 'Le Bietschhorn', 'Florimont', 'Le Grand-Pré',
  'Vermala', 'Les Violettes', 'La Moubra', 'Le Zodiaque', 'Les Trois Sapins', 'L’Écureuil', 'Le Bouquetin',
  'La Clairière', 'Les Anémones', 'Le Mayen', 'Beau-Soleil', 'Les Airelles', 'Le Pas de l’Ours',
  'La Bergerie', 'Le Sérac', 'Les Myrtilles', 'Le Raccard', 'La Grange', 'Le Belvédère', 'Ycoor',
  'Les Rhododendrons', 'Le Tsalan', 'La Combaz', 'Le Prado', 'Les Érables', 'Le Wildhorn', 'L’Aiglon',
  'Les Cimes', 'Le Petit Bonheur', 'La Cordée', 'Le Mazot', 'Les Fougères', 'Sous les Roches',
  'Le Golf', 'La Tour', 'Le Lac', 'Les Églantines', 'Le Sorbier', 'Plaine-Morte', 'Le Chardon', 'La Source',
  'Les Pins', 'Le Mont-Lachaux', 'Le Torrent', 'L’Alpage', 'La Chapelle', 'Les Cerisiers', 'Le Bisse', 'Le Parc',
] as const

export const PARKING_TEXT: Record<string, Bilingual> = {
  covered: { fr: 'une place de parc couverte', en: 'a covered parking space' },
  multi_storey: { fr: 'une place dans le parking souterrain de la résidence', en: 'a space in the building’s underground car park' },
  outdoor: { fr: 'une place de parc extérieure privée', en: 'a private outdoor parking space' },
  public: { fr: 'un parking public à proximité immédiate', en: 'a public car park right nearby' },
}

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`
}

/** French and English number words for small counts, which read better in prose. */
const WORDS_FR = ['aucune', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit']
const WORDS_FR_M = ['aucun', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit']
const WORDS_EN = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight']

export const wordFr = (n: number, feminine = true) => (feminine ? WORDS_FR : WORDS_FR_M)[n] ?? String(n)
export const wordEn = (n: number) => WORDS_EN[n] ?? String(n)

/** 'DD.MM.YYYY' for an ISO date, the display format of the site. */
export function swissDate(iso: string): string {
  const [y, m, d] = iso.split('-')
  return `${d}.${m}.${y}`
}

/** CHF amount with apostrophe thousands ("1'250"). */
export function chf(francs: number): string {
  return String(Math.round(francs)).replace(/\B(?=(\d{3})+(?!\d))/g, "'")
}

import { MAX_LINES } from './context/entries'
import { textIn } from '../i18n/bilingual'

/**
 * Messages of the shop's product calls (SPEC §5, §8). The texts SPEC gives in English only ("You
 * must provide product's id", "Product not found") stay as given in every language: clients match them.
 */
export const PRODUCT_ERRORS = {
  missingId: { code: 'MISSING_PRODUCT_ID', message: "You must provide product's id" },
  notFound: { code: 'PRODUCT_NOT_FOUND', message: 'Product not found' },
  invalidFilter: { code: 'INVALID_FILTER' },
  formErrors: { code: 'form_errors' },
  tooManyLines: { code: 'too_many_lines' },
} as const

const TEXTS = {
  unavailablePrice: { fr: 'Prix indisponible', en: 'Unavailable price' },
  tooManyLines: {
    fr: `Ce produit compte au plus ${MAX_LINES} lignes par ajout : ajoutez les suivantes séparément.`,
    en: `This product takes at most ${MAX_LINES} lines at a time: add the others separately.`,
  },
  formErrors: { fr: 'Veuillez corriger les champs signalés', en: 'Please correct the fields shown' },
} as const

export function shopMessage(key: keyof typeof TEXTS, locale: string): string {
  return textIn(TEXTS[key], locale)
}

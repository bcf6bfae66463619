/**
 * What a frame text (the footer notice) must be, pure: both languages or neither. A text in one
 * language only would leave the other showing built-in words that may say otherwise (other office
 * hours); neither gives the built-in words back in both.
 */
import { check, type FieldErrors, maxLength, required, type Rule } from '../validation'

export const SITE_TEXT_MAX = 500
export type SiteTextValues = { fr: string; en: string }

export function checkSiteText(values: SiteTextValues, locale: 'fr' | 'en'): FieldErrors {
  const both = values.fr !== '' || values.en !== ''
  const rules: Rule[] = both ? [required, maxLength(SITE_TEXT_MAX)] : []
  return check({ fr: rules, en: rules }, values, locale)
}

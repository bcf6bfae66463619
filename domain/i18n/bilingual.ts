/**
 * Texts in the site's two languages, and the one way to pick the one a visitor reads (decision 050):
 * English for English, French otherwise, and French whenever the English is missing or empty
 * (French is the site's default language and its fallback). Browser-safe.
 */

/** A text (or a table of texts) in French and English. */
export type Bilingual<T = string> = { readonly fr: T; readonly en: T }

/** Stored texts where the English may be missing (content, products, order lines). */
export type Texts<T = string> = { readonly fr: T; readonly en?: T }

type Pickable<T> = { readonly fr: T; readonly en?: T | null }

/** The text in the asked language (English, else French); French when the English is missing or empty. */
export function textIn<T>(texts: Pickable<T>, locale: string): T
/** A text that may be missing altogether gives "". */
export function textIn(texts: Pickable<string> | null | undefined, locale: string): string
export function textIn<T>(texts: Pickable<T> | null | undefined, locale: string): T | string {
  if (!texts) return ''
  return locale === 'en' && texts.en ? texts.en : texts.fr
}

/**
 * What an edited content must be (pure): a title and a slug in each language, summaries and bodies
 * within their limits, a publish date and a status. Bodies are Markdown; nothing here reads them.
 */
import { slugify } from '../format/slugify'
import { isRealDate } from '../format/date'
import { check, type FieldErrors, type FieldRules, maxLength, oneOf, required, type Rule } from '../validation'

/** The types staff edit and create (SPEC §3): news, jobs, services, packages, package types, pages and invitations. */
export const EDITABLE_CONTENT_TYPES = ['actualites', 'emploi', 'services', 'packages', 'type_de_pack', 'page', 'invite'] as const
export type EditableContentType = (typeof EDITABLE_CONTENT_TYPES)[number]

export function isEditableType(type: string): type is EditableContentType {
  return (EDITABLE_CONTENT_TYPES as readonly string[]).includes(type)
}

export const CONTENT_STATUSES = ['published', 'draft'] as const
export type ContentStatusChoice = (typeof CONTENT_STATUSES)[number]
/** The stored values: 2 is published everywhere (SPEC §9), 1 a draft nobody sees. */
export const STATUS_VALUE: Record<ContentStatusChoice, number> = { published: 2, draft: 1 }

export const CONTENT_LIMITS = { title: 200, slug: 120, summary: 1000, body: 50_000 } as const
export const CONTENT_LOCALES = ['fr', 'en'] as const

const slugShape: Rule = {
  code: 'slug',
  messageKey: 'validation.invalid',
  test: (value) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value),
}

const isoDate: Rule = {
  code: 'date',
  messageKey: 'validation.invalid',
  test: (value) => isRealDate(value),
}

function rules(): FieldRules {
  const fields: Record<string, Rule[]> = { status: [required, oneOf(CONTENT_STATUSES)], publishedAt: [required, isoDate] }
  for (const locale of CONTENT_LOCALES) {
    fields[`title_${locale}`] = [required, maxLength(CONTENT_LIMITS.title)]
    fields[`slug_${locale}`] = [required, maxLength(CONTENT_LIMITS.slug), slugShape]
    fields[`summary_${locale}`] = [maxLength(CONTENT_LIMITS.summary)]
    fields[`body_${locale}`] = [maxLength(CONTENT_LIMITS.body)]
  }
  return fields
}

export type ContentFormValues = Record<string, string>

/**
 * A page address made from a title, as the site makes every other one (slugify: accents dropped,
 * lower case, words joined by hyphens), within the slug's limit.
 */
export function slugFromTitle(title: string): string {
  return slugify(title).slice(0, CONTENT_LIMITS.slug).replace(/-+$/, '')
}

/**
 * The values as they are checked and saved: texts trimmed (a body keeps its leading spaces, which
 * Markdown reads), and an address left empty made from the title of its language.
 */
export function prepareContent(values: ContentFormValues): ContentFormValues {
  const prepared = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, k.startsWith('body_') ? v.replace(/\s+$/, '') : v.trim()]))
  for (const locale of CONTENT_LOCALES) {
    if (!prepared[`slug_${locale}`]) prepared[`slug_${locale}`] = slugFromTitle(prepared[`title_${locale}`] ?? '')
  }
  return prepared
}

export function checkContent(values: ContentFormValues, locale: 'fr' | 'en'): FieldErrors {
  return check(rules(), values, locale)
}

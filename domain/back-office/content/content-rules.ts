/**
 * What an edited content must be (pure): a title and a slug in each language, summaries and bodies
 * within their limits, a publish date and a status. Bodies are Markdown; nothing here reads them.
 */
import { check, type FieldErrors, type FieldRules, maxLength, oneOf, required, type Rule } from '../../validation'

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
  test: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
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

export function checkContent(values: ContentFormValues, locale: 'fr' | 'en'): FieldErrors {
  return check(rules(), values, locale)
}

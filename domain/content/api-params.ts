/**
 * Reading the query parameters of the content API (/aio/contents, /aio/content/{id}, /aio/search):
 * each parser answers a value or a message a person can act on (the API turns it into a 400).
 * Pure and browser-safe.
 */
import { type Locale, readLocale } from '../i18n/locales'

/** Published status (db/schema.ts PUBLISHED; repeated here so browser code need not import the schema). */
const PUBLISHED = 2

export type ParamResult<T> = { ok: true; value: T } | { ok: false; message: string }

const ok = <T>(value: T): ParamResult<T> => ({ ok: true, value })
const fail = <T>(message: string): ParamResult<T> => ({ ok: false, message })

/** Types served by GET /aio/contents?type=… ('alerts' reads the alerts table). */
export const CONTENT_LIST_TYPES = [
  'services',
  'emploi',
  'actualites',
  'packages',
  'type_de_pack',
  'alerts',
  'page',
  'invite',
] as const
export type ContentListType = (typeof CONTENT_LIST_TYPES)[number]

/** What a content may carry besides its text: its first image (always), all its images, its products. */
export const CONTENT_EMBEDS = ['image', 'images', 'attached_products'] as const
export type ContentEmbed = (typeof CONTENT_EMBEDS)[number]

/** Content list page size (SPEC §9): the default and the most a call may ask. */
export const CONTENT_MAX_COUNT = 250

const list = (values: readonly string[]) => values.join(', ')


/** A whole number from 1 to `max`; `fallback` when absent. */
export function parseCount(value: string | undefined, max: number, fallback: number): ParamResult<number> {
  if (value === undefined || value === '') return ok(fallback)
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1 || Number(value) > max) {
    return fail(`count must be a whole number from 1 to ${max}`)
  }
  return ok(Number(value))
}

/** Only published items are served: status 2, the default. */
export function parseStatus(value: string | undefined): ParamResult<typeof PUBLISHED> {
  if (value === undefined || value === '' || value === String(PUBLISHED)) return ok(PUBLISHED)
  return fail(`Only published contents are served: status must be ${PUBLISHED}`)
}

/** The embed[] values, each known; duplicates dropped. */
export function parseEmbeds(values: readonly string[]): ParamResult<ContentEmbed[]> {
  const embeds: ContentEmbed[] = []
  for (const value of values) {
    if (!(CONTENT_EMBEDS as readonly string[]).includes(value)) {
      return fail(`Unknown embed "${value}": expected ${list(CONTENT_EMBEDS)}`)
    }
    if (!embeds.includes(value as ContentEmbed)) embeds.push(value as ContentEmbed)
  }
  return ok(embeds)
}

export type ContentListParams = { type: ContentListType; locale: Locale; count: number; embeds: ContentEmbed[] }

/** GET /aio/contents: type (required), status, count, locale, embed[]. */
export function parseContentListParams(query: {
  type?: string
  status?: string
  count?: string
  locale?: string
  embed?: readonly string[]
}): ParamResult<ContentListParams> {
  if (query.type === undefined || query.type === '') return fail(`type is required: one of ${list(CONTENT_LIST_TYPES)}`)
  if (!(CONTENT_LIST_TYPES as readonly string[]).includes(query.type)) {
    return fail(`Unknown content type "${query.type}": expected one of ${list(CONTENT_LIST_TYPES)}`)
  }
  const status = parseStatus(query.status)
  if (!status.ok) return status
  const count = parseCount(query.count, CONTENT_MAX_COUNT, CONTENT_MAX_COUNT)
  if (!count.ok) return count
  const locale = readLocale(query.locale)
  if (!locale.ok) return locale
  const embeds = parseEmbeds(query.embed ?? [])
  if (!embeds.ok) return embeds
  return ok({ type: query.type as ContentListType, locale: locale.value, count: count.value, embeds: embeds.value })
}

export type ContentDetailParams = { id: number; locale: Locale; embeds: ContentEmbed[] }

/**
 * GET /aio/content/{id}: a positive id of at most 9 digits (else null: the content is not found),
 * status, locale, embed[]; count is accepted and ignored.
 */
export function parseContentDetailParams(
  id: string,
  query: { status?: string; locale?: string; embed?: readonly string[] },
): ParamResult<ContentDetailParams> | null {
  if (!/^\d{1,9}$/.test(id) || Number(id) <= 0) return null
  const status = parseStatus(query.status)
  if (!status.ok) return status
  const locale = readLocale(query.locale)
  if (!locale.ok) return locale
  const embeds = parseEmbeds(query.embed ?? [])
  if (!embeds.ok) return embeds
  return ok({ id: Number(id), locale: locale.value, embeds: embeds.value })
}

/**
 * Reading the query parameters of the content API (/aio/contents, /aio/content/{id}, /aio/search):
 * each parser answers a value or a message a person can act on (the API turns it into a 400).
 * Pure and browser-safe.
 */
import { z } from 'zod'
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

/**
 * A query parameter read by one of the checks above: its value, or an issue with the check's message.
 * The schemas below are what the API reads its parameters with and what its OpenAPI document shows
 * (server/api/contract/content.ts, docs/decisions/054).
 */
export function checkedBy<In, Out>(check: (value: In) => ParamResult<Out>) {
  return (value: In, context: z.core.$RefinementCtx): Out => {
    const result = check(value)
    if (result.ok) return result.value
    context.addIssue({ code: 'custom', message: result.message })
    return z.NEVER
  }
}

export const statusParam = z
  .string()
  .optional()
  .transform(checkedBy(parseStatus))
  .meta({ description: 'Only published contents are served: 2 (the default) or nothing', override: { type: 'string', enum: [String(PUBLISHED)] } })

export const countParam = (max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform(checkedBy((value: string | undefined) => parseCount(value, max, fallback)))
    .meta({ description: `How many at most: a whole number from 1 to ${max} (default ${fallback})`, example: String(fallback) })

export const localeQueryParam = z
  .string()
  .optional()
  .transform(checkedBy(readLocale))
  .meta({ description: 'fr (default) or en; de and it fall back to fr', example: 'en' })

const embedsParam = z
  .array(z.string())
  .optional()
  .transform(checkedBy((values: string[] | undefined) => parseEmbeds(values ?? [])))
  .meta({
    description: 'What to add: image (always given anyway), images (every picture), attached_products (the products sold from it); written embed[]=… or embed=…; type=alerts ignores it',
    override: { type: 'array', items: { type: 'string', enum: [...CONTENT_EMBEDS] } },
    example: ['attached_products'],
  })

function parseType(value: string): ParamResult<ContentListType> {
  if (value === '') return fail(`type is required: one of ${list(CONTENT_LIST_TYPES)}`)
  if (!(CONTENT_LIST_TYPES as readonly string[]).includes(value)) return fail(`Unknown content type "${value}": expected one of ${list(CONTENT_LIST_TYPES)}`)
  return ok(value as ContentListType)
}

/** GET /aio/contents: type (required), status, count, locale, embed[] — checked in this order, the first refusal answered. */
export const contentListQuerySchema = z.object({
  type: z
    .string({ error: `type is required: one of ${list(CONTENT_LIST_TYPES)}` })
    .transform(checkedBy(parseType))
    .meta({ description: 'The contents of this type; alerts: the alerts in force', override: { type: 'string', enum: [...CONTENT_LIST_TYPES] }, example: 'actualites' }),
  status: statusParam,
  count: countParam(CONTENT_MAX_COUNT, CONTENT_MAX_COUNT),
  locale: localeQueryParam,
  embed: embedsParam,
})

/** GET /aio/content/{id}: status, locale, embed[]; count is accepted and ignored. */
export const contentDetailQuerySchema = z.object({
  status: statusParam,
  count: z.string().optional().meta({ description: 'Accepted and ignored (the site sends count=250)' }),
  locale: localeQueryParam,
  embed: embedsParam,
})

/** The value a schema reads, or the message of its first refusal. */
export function readParams<S extends z.ZodType>(schema: S, query: unknown): ParamResult<z.output<S>> {
  const parsed = schema.safeParse(query)
  return parsed.success ? ok(parsed.data) : fail(parsed.error.issues[0]?.message ?? 'Invalid query')
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
  const read = readParams(contentListQuerySchema, query)
  if (!read.ok) return read
  const { type, count, locale, embed } = read.value
  return ok({ type, locale, count, embeds: embed })
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
  const read = readParams(contentDetailQuerySchema, query)
  if (!read.ok) return read
  return ok({ id: Number(id), locale: read.value.locale, embeds: read.value.embed })
}

/**
 * The pieces every API family's contract shares (docs/decisions/054): the `locale` parameter, the
 * error shapes of the three families (DESIGN §1), the refusals any call may get before it runs (the
 * input boundary, the same-site check, admission), and the image data of SPEC §3.
 */
import { z } from 'zod'
import type { ZodOpenApiResponseObject, ZodOpenApiResponsesObject } from 'zod-openapi'

export type Family = 'shop' | 'catalogue' | 'content'

/** `locale`: fr or en (a region tag such as en-GB counts as its language); German and Italian fall back to French. */
export const localeParam = z
  .string()
  .optional()
  .meta({ description: 'fr (default) or en; de and it fall back to fr', example: 'en' })

export const shopError = z
  .object({
    code: z.string().meta({ description: 'Stable code of the refusal', example: 'CART_NOT_FOUND' }),
    message: z.string().meta({ description: 'What happened, in the asked language' }),
    errors: z.record(z.string(), z.string()).optional().meta({ description: 'Field → message, for a form' }),
    requestId: z.string().optional().meta({ description: 'Given with an internal error, to quote to the agency' }),
  })
  .meta({ id: 'ShopError', example: { code: 'CART_NOT_FOUND', message: "Can't find cart" } })

export const catalogueError = z
  .object({
    success: z.literal(false),
    message: z.string(),
    code: z.string().optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'CatalogueError', example: { success: false, message: 'Location not found' } })

export const contentError = z
  .object({
    status: z.number().int(),
    message: z.string(),
    code: z.string().optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'ContentError', example: { status: 404, message: 'Content not found' } })

const ERRORS = { shop: shopError, catalogue: catalogueError, content: contentError } as const

const REASONS: Record<number, string> = {
  400: 'Bad request: a parameter or the body is not what the call takes',
  401: 'Not signed in, or the session has expired',
  403: 'Refused: a change sent from another site',
  404: 'Not found',
  405: 'This address takes other methods (see Allow)',
  409: 'In conflict with what exists',
  410: 'The link has expired',
  413: 'The body is too large',
  415: 'The body is not JSON or a form',
  429: 'Too many requests: try again after Retry-After seconds',
  500: 'Internal error',
  503: 'Busy: try again after Retry-After seconds',
}

/** Refusals any call of a family may answer before it runs: the input boundary, the same-site check, admission. */
const DOOR_STATUSES = [400, 403, 405, 413, 415, 429, 500, 503] as const

/** A JSON answer. */
export function json(description: string, schema: z.ZodType): ZodOpenApiResponseObject {
  return { description, content: { 'application/json': { schema } } }
}

/** The family's refusals with these statuses, besides the door's own. */
export function refusals(family: Family, ...statuses: number[]): ZodOpenApiResponsesObject {
  const all = [...new Set([...DOOR_STATUSES, ...statuses])].sort()
  return Object.fromEntries(all.map((status) => [String(status), json(REASONS[status] ?? 'Refused', ERRORS[family])]))
}

const imageFormat = z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), mime: z.string() }).meta({ id: 'ImageFormat' })

/** SPEC §3 image data: where the file is kept, its formats (base, large, medium, thumbnail) and caption. */
export const image = z
  .object({
    id: z.number().int(),
    zone: z.string(),
    folder: z.string(),
    fileName: z.string(),
    extension: z.string(),
    hash: z.string(),
    formats: z.record(z.string(), imageFormat),
    caption: z.string(),
  })
  .meta({ id: 'Image' })

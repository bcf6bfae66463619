/**
 * POST /product/check/price/{productId}: the context to price, read by the schema the OpenAPI
 * document shows (docs/decisions/054). The product's context model then judges the fields.
 */
import { z } from 'zod'

const entry = z.looseObject({}).meta({ description: 'field → value; unknown fields and any amount are ignored' })

export const priceCheckInput = z
  .union([z.array(entry), z.looseObject({ data: z.array(entry) }), entry])
  .meta({
    id: 'PriceCheckInput',
    description: 'The context: a list of entries, {data: [...]}, or one entry; no body is an empty context',
    example: [{ trip: 'oneWay', people: 3, dateFrom: '19.12.2026', addressFrom: 'Genève Aéroport', addressTo: 'Route de la Moubra 6, 3963 Crans-Montana' }],
  })

/** The context sent (null without a body), or the parts of a body of another shape. */
export function priceCheckBody(body: unknown): { ok: true; raw: unknown } | { ok: false; parts: string[] } {
  if (body === undefined || body === null) return { ok: true, raw: null }
  const parsed = priceCheckInput.safeParse(body)
  return parsed.success ? { ok: true, raw: parsed.data } : { ok: false, parts: [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'body'))] }
}

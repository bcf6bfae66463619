import type { Context } from 'hono'
import type { AppEnv } from '../env'

/**
 * The body of an API call, as the input boundary (server/input/boundary.ts) read and checked it:
 * UTF-8, parsed, without NUL or lone surrogates. Routes read it from here, never from the request.
 */
const checked = (c: Context<AppEnv>) => c.get('body') ?? { type: 'none' as const }

/** The JSON value of the body; undefined when there is none (or a form was sent). */
export function jsonBody(c: Context<AppEnv>): unknown {
  const body = checked(c)
  return body.type === 'json' ? body.value : undefined
}

/** A JSON object or a form's text fields; an empty record for anything else. */
export function recordBody(c: Context<AppEnv>): Record<string, unknown> {
  const body = checked(c)
  if (body.type === 'form') return body.fields
  if (body.type === 'json' && typeof body.value === 'object' && body.value !== null && !Array.isArray(body.value)) {
    return body.value as Record<string, unknown>
  }
  return {}
}

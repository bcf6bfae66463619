import pino from 'pino'

/**
 * Fields of an error worth logging that never hold a visitor's data: PostgreSQL's SQLSTATE and the
 * names of the constraint, table and column in question. Anything else an error carries may
 * (Drizzle's `params` are the query's values, PostgreSQL's `detail` repeats the offending row, a
 * library may attach the request body), so it is left out.
 */
const KEPT_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'routine', 'severity', 'status', 'statusCode'] as const

/** Drizzle's message is "Failed query: <sql>\nparams: <the values>": the values go. */
function safeMessage(message: string): string {
  const at = message.search(/\n\s*params:/)
  return (at < 0 ? message : message.slice(0, at)).slice(0, 2000)
}

export type SafeError = {
  type: string
  message: string
  stack?: string
  query?: string
  cause?: SafeError
  [field: string]: unknown
}

/**
 * An error as the logs keep it: its type, its message without query values, the stack's frames,
 * the SQL text (placeholders only, never the values) and the stable fields above; its cause too.
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: typeof error === 'string' ? safeMessage(error) : 'non-error thrown' }
  const source = error as Error & Record<string, unknown>
  const type = error.constructor?.name || error.name || 'Error'
  const message = safeMessage(error.message)
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  const safe: SafeError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') }
  if (typeof source.query === 'string') safe.query = source.query.slice(0, 2000)
  for (const field of KEPT_FIELDS) {
    const value = source[field]
    if (typeof value === 'string' || typeof value === 'number') safe[field] = value
  }
  if (error.cause !== undefined && depth < 3) safe.cause = safeError(error.cause, depth + 1)
  return safe
}

export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: ['req.headers.cookie', 'req.headers.authorization', '*.password'],
      // Every error logged, under either key, goes through the one safe serialisation.
      serializers: { err: safeError, error: safeError },
    },
    destination,
  )
}

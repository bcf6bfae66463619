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

export function createLogger(level: string, output: LogOutput = process.stdout) {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: ['req.headers.cookie', 'req.headers.authorization', '*.password'],
      // Every error logged, under either key, goes through the one safe serialisation.
      serializers: { err: safeError, error: safeError },
    },
    nonBlockingDestination(output),
  )
}

/** What the logs are written to: process.stdout, or a stream of the same kind in tests. */
export type LogOutput = {
  write: (line: string) => unknown
  on: (event: 'error' | 'drain', listener: () => void) => unknown
  readonly writableLength: number
}

/** Lines kept waiting for a slow reader before new lines are dropped (and counted). */
const MAX_WAITING_BYTES = 1024 * 1024

/**
 * A log destination that can never hold the process. pino's default one writes through
 * sonic-boom, which at exit flushes synchronously and retries forever on a full pipe (EAGAIN)
 * or a closed one (EPIPE): the server then never exits after SIGTERM once nobody reads its output.
 * Here lines go to stdout as an ordinary stream (written at once while the reader keeps up, never
 * flushed synchronously at exit); while the reader lags, lines beyond 1 MB waiting are dropped
 * and counted; once the output is broken (its reader is gone), logging stops.
 */
export function nonBlockingDestination(output: LogOutput, maxWaitingBytes = MAX_WAITING_BYTES) {
  let broken = false
  let dropped = 0
  const write = (line: string) => {
    try {
      output.write(line)
    } catch {
      // A file or terminal that fails synchronously: same as a broken pipe.
      broken = true
    }
  }
  output.on('error', () => {
    broken = true
  })
  output.on('drain', () => {
    if (broken || dropped === 0) return
    write(`${JSON.stringify({ level: 40, time: new Date().toISOString(), dropped, msg: 'log lines dropped: nobody read the output' })}\n`)
    dropped = 0
  })
  return {
    write(line: string) {
      if (broken) return
      if (output.writableLength > maxWaitingBytes) dropped++
      else write(line)
    },
  }
}

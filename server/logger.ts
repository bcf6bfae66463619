import pino from 'pino'

export function createLogger(level: string, output: LogOutput = process.stdout) {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: ['req.headers.cookie', 'req.headers.authorization', '*.password'],
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

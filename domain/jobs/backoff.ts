/** Retry timing of background jobs (pure). */

export const DEFAULT_MAX_ATTEMPTS = 8

export type BackoffOptions = {
  /** Delay after the first failure. */
  baseMs?: number
  /** Longest delay between two attempts. */
  maxMs?: number
  /** 0..1: spreads retries of many jobs that failed together (0 in tests). */
  jitter?: number
  random?: () => number
}

/**
 * Delay before the next attempt after `attempts` failed ones: base × 2^(attempts − 1), capped.
 * With the defaults (1 min, capped at 2 h) eight attempts span about two hours.
 */
export function retryDelayMs(attempts: number, options: BackoffOptions = {}): number {
  const { baseMs = 60_000, maxMs = 2 * 60 * 60_000, jitter = 0, random = Math.random } = options
  const exponent = Math.max(0, attempts - 1)
  const delay = Math.min(maxMs, baseMs * 2 ** Math.min(exponent, 30))
  if (jitter <= 0) return delay
  const spread = delay * Math.min(jitter, 1)
  return Math.round(delay - spread / 2 + random() * spread)
}

/** Whether a job that has run `attempts` times may run again. */
export function mayRetry(attempts: number, maxAttempts: number): boolean {
  return attempts < maxAttempts
}

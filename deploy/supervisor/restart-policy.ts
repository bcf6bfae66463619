import type { RestartPolicy } from './unit-file'

/** How the service's main process ended: its exit code, or the signal that ended it. */
export type ProcessEnd = { code: number | null; signal: NodeJS.Signals | null }

/** Signals systemd counts as a clean end of a service (systemd.service(5), "SuccessExitStatus="). */
const CLEAN_SIGNALS: readonly string[] = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGPIPE']

/**
 * Whether systemd would start the service again after this end (systemd.service(5), table 2): a
 * crash or a SIGKILL is a failure; exit code 0 and a stop by SIGTERM are not. A stop asked of the
 * supervisor is never restarted: the caller does not ask then.
 */
export function restartsAfter(policy: RestartPolicy, end: ProcessEnd): boolean {
  const cleanExit = end.signal === null ? end.code === 0 : CLEAN_SIGNALS.includes(end.signal)
  const uncleanSignal = end.signal !== null && !CLEAN_SIGNALS.includes(end.signal)
  switch (policy) {
    case 'no':
      return false
    case 'always':
      return true
    case 'on-success':
      return cleanExit
    case 'on-failure':
      return !cleanExit
    case 'on-abnormal':
    case 'on-abort':
      return uncleanSignal
  }
}

/** Whether one more start fits the start limit: fewer than `burst` starts in the last `intervalMs`. */
export function startAllowed(starts: readonly number[], now: number, limit: { burst: number; intervalMs: number }): boolean {
  if (limit.intervalMs === 0 || limit.burst === 0) return true
  return starts.filter((t) => now - t < limit.intervalMs).length < limit.burst
}

import type { Hono } from 'hono'
import type { AppEnv } from './env'

/** One readiness check: resolves when it holds, throws (or resolves false) with what is wrong otherwise. */
export type ReadinessCheck = () => Promise<boolean | void>

export type ReadinessChecks = { database: ReadinessCheck; migrations: ReadinessCheck; media: ReadinessCheck }

/** Longer than this, a check counts as failed: a load balancer asks every few seconds and waits for none. */
const CHECK_TIMEOUT_MS = 3_000

/**
 * /healthz: the process is alive and answers (nothing else is asked, so a slow database never gets a
 * healthy process restarted). /readyz: it can serve visitors: the database answers, every migration
 * is applied, the media store answers and has the database's newest picture. 503 names the checks
 * that failed; the details (which may name hosts and buckets) go to the log, not to the public.
 */
export function healthRoutes(app: Hono<AppEnv>, checks: ReadinessChecks, options: { timeoutMs?: number } = {}): void {
  const failing = new Set<string>()
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }))
  app.get('/readyz', async (c) => {
    const entries = Object.entries(checks) as [keyof ReadinessChecks, ReadinessCheck][]
    const results = await Promise.all(entries.map(async ([name, check]) => [name, await outcome(check, options.timeoutMs ?? CHECK_TIMEOUT_MS)] as const))
    const report: Record<string, string> = {}
    for (const [name, result] of results) {
      report[name] = result.ok ? 'ok' : 'failed'
      // Logged when a check starts or stops failing, not at every poll.
      if (!result.ok && !failing.has(name)) c.get('log')?.warn({ check: name, reason: result.reason }, `not ready: ${name} ${result.reason}`)
      if (result.ok && failing.has(name)) c.get('log')?.info({ check: name }, `ready again: ${name}`)
      if (result.ok) failing.delete(name)
      else failing.add(name)
    }
    const ready = results.every(([, result]) => result.ok)
    return c.json({ status: ready ? 'ready' : 'unavailable', checks: report }, ready ? 200 : 503, { 'Cache-Control': 'no-store' })
  })
}

async function outcome(check: ReadinessCheck, timeoutMs: number): Promise<{ ok: true } | { ok: false; reason: string }> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`did not answer within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    const result = await Promise.race([check(), timeout])
    return result === false ? { ok: false, reason: 'does not hold' } : { ok: true }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  } finally {
    clearTimeout(timer)
  }
}

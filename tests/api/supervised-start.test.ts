import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../support/server'

/**
 * `npm start` (scripts/start.mjs): the compiled site in a child process, started again when it ends
 * abnormally, so that one crash does not leave the demo down (decision 038).
 */

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: 'info' }, { supervised: true, captureLog: true })
})
afterAll(async () => {
  await server?.stop()
})

type LogLine = { msg: string; supervisor?: number; pid?: number }
const lines = () => server.logLines().flatMap((line) => (line.startsWith('{') ? [JSON.parse(line) as LogLine] : []))
const sitePids = () => lines().flatMap((line) => (line.supervisor && line.pid ? [line.pid] : []))
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Asks `check` every 100 ms until it holds, for at most `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within time')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const answers = async (path: string) => {
  try {
    return (await fetch(server.url + path)).status === 200
  } catch {
    return false
  }
}

describe('npm start', () => {
  it('starts the site again within seconds after it was killed, on the same address and data', async () => {
    const [first] = sitePids()
    expect(first).toBeGreaterThan(0)
    expect(first).not.toBe(server.process.pid)
    process.kill(first, 'SIGKILL')
    await until(() => sitePids().length === 2)
    await until(() => answers('/healthz'))
    expect(lines().map((line) => line.msg)).toContain('the site ended (SIGKILL): starting it again in 1 s')
    expect(await answers('/en/location')).toBe(true)
    expect(isAlive(first)).toBe(false)
  })

  it('stops with its site on SIGTERM, exit code 0', async () => {
    const site = sitePids().at(-1) as number
    expect(await server.stop()).toBe(0)
    expect(isAlive(site)).toBe(false)
  })

  it('does not start again a site that ends at once, and exits with its code', () => {
    const result = spawnSync(process.execPath, ['scripts/start.mjs'], {
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'not-a-level' },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(result.status).toBe(1)
    expect(result.stdout.match(/site process \d+ started/g)).toHaveLength(1)
  })
})

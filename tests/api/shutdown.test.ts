import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type ConnectionOutcome, openConnection } from '../support/raw-http'
import { type RunningServer, startServer } from '../support/server'

/**
 * Stopping on SIGTERM, as an orchestrator does at every deployment: what clients in flight get,
 * and whether the process ends. Each test starts its own server (one data directory for them all,
 * so only the first one seeds it; on PostgreSQL the database of TEST_DATABASE_URL).
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-shutdown-'))
const started: RunningServer[] = []

async function start(env: Record<string, string>, output: 'inherit' | 'pipe' = 'inherit') {
  const server = await startServer({ DATA_DIR: dataDir, ...env }, { output })
  started.push(server)
  return server
}

afterEach(() => {
  // A server a failed test left running must not outlive it.
  for (const server of started.splice(0)) if (server.process.exitCode === null) server.process.kill('SIGKILL')
})

/** The exit code, or 'still running' when the process has not ended within `ms`. */
function exitWithin(child: ChildProcess, ms: number): Promise<number | string | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still running'), ms)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      resolve(code ?? signal)
    })
  })
}

/** The heaviest page of the site: the whole grid of weekly prices, about 190 kB of HTML. */
const HEAVY_PAGE = '/location/prix-semaine'

describe('SIGTERM with 100 requests in flight', () => {
  it('answers every one in full, closes each connection after its last answer, then exits 0', async () => {
    const timeoutMs = 90_000
    const server = await start({ SHUTDOWN_TIMEOUT_MS: String(timeoutMs) })
    // 60 connections: 40 with one request, 20 with three pipelined requests (requests queued on a
    // keep-alive connection). The second half connects while the server is busy with the first,
    // so some wait in the listening socket's backlog with their request not read yet.
    const plan = [...Array.from({ length: 40 }, () => 1), ...Array.from({ length: 20 }, () => 3)]
    const outcomes: Promise<ConnectionOutcome>[] = []
    const sent: number[] = []
    const open = async (counts: number[]) => {
      const connections = await Promise.all(counts.map(() => openConnection(server.url)))
      connections.forEach((connection, i) => {
        connection.send(Array.from({ length: counts[i] }, () => HEAVY_PAGE))
        outcomes.push(connection.outcome)
        sent.push(counts[i])
      })
    }
    await open(plan.filter((_, i) => i % 2 === 0))
    await open(plan.filter((_, i) => i % 2 === 1))

    const exited = exitWithin(server.process, timeoutMs + 20_000)
    const stopAsked = Date.now()
    server.process.kill('SIGTERM')

    const results = await Promise.all(outcomes)
    const answers = results.flatMap((r) => r.answers)
    expect(results.map((r) => r.ending)).toEqual(results.map(() => 'closed'))
    expect(answers.length).toBe(100)
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.body.trimEnd().endsWith('</html>')).toBe(true)
      expect(answer.body.length).toBeGreaterThan(50_000)
    }
    // Each connection answered all its requests, then the server closed it (the test never does).
    // The last answer says `Connection: close`, unless the server had finished it before it noticed
    // the signal (a busy server notices it late): that one says keep-alive, and the connection is
    // closed as idle.
    expect(results.map((r) => r.answers.length)).toEqual(sent)
    const lastSaid = results.map((r) => r.answers.at(-1)?.headers.connection)
    expect(lastSaid.filter((said) => said !== 'close' && said !== 'keep-alive')).toEqual([])
    expect(lastSaid.filter((said) => said === 'close').length).toBeGreaterThan(0)
    expect(await exited).toBe(0)
    expect(Date.now() - stopAsked).toBeLessThan(timeoutMs)
  }, 240_000)
})

describe('SIGTERM when nobody reads the server’s output any more', () => {
  /** Request log lines of about 1 kB each (the path is logged), 1 MB in all: more than a pipe holds. */
  async function fillOutput(url: string) {
    const longPath = `/api/${'x'.repeat(1000)}`
    for (let batch = 0; batch < 100; batch++) {
      await Promise.all(Array.from({ length: 10 }, async () => (await fetch(`${url}${longPath}`)).text()))
    }
  }

  it.each([
    ['a full pipe nobody reads', false],
    ['a pipe the parent filled, then closed (the parent exited)', true],
  ])('ends within seconds with %s', async (_case, close) => {
    const server = await start({ LOG_LEVEL: 'info' }, 'pipe')
    // The test never reads the server's stdout or stderr: once their buffers are full, writes wait.
    await fillOutput(server.url)
    if (close) {
      // Whatever the server still has to write meets a broken pipe (EPIPE).
      server.process.stdout?.destroy()
      server.process.stderr?.destroy()
    }
    const exited = exitWithin(server.process, 10_000)
    server.process.kill('SIGTERM')
    expect(await exited).toBe(0)
  }, 120_000)
})

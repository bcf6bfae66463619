import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/client.server'
import { type RunningServer, startServer } from '../support/server'
import { startAuthServer } from './auth-support'

/**
 * A page that fails (here: its loader meets a database without the sales table) is a 500 whose
 * error is logged once, as JSON, with the request id the response's X-Request-Id header carries,
 * so a visitor's report leads to the log line.
 */

let server: RunningServer

/** A server whose database has lost its `sales` table: /vente's loader throws, nothing else does. */
async function serverWithoutSales(): Promise<RunningServer> {
  if (process.env.TEST_DATABASE_URL) {
    const running = await startAuthServer({}, { captureLog: true })
    const client = new pg.Client({ connectionString: running.databaseUrl })
    await client.connect()
    await client.query('alter table sales rename to sales_gone')
    await client.end()
    return running
  }
  // PGlite belongs to one process at a time: change it between two runs of the server.
  const first = await startServer({ SEED_ON_START: 'false' })
  await first.stop()
  const database = await openDatabase({ dataDir: first.dataDir })
  await database.db.execute(sql`alter table sales rename to sales_gone`)
  await database.close()
  return startServer({ SEED_ON_START: 'false', DATA_DIR: first.dataDir }, { captureLog: true })
}

beforeAll(async () => {
  server = await serverWithoutSales()
}, 240_000)
afterAll(async () => {
  await server?.stop()
})

type LogLine = { level: number; requestId?: string; msg?: string; err?: { message?: string; stack?: string } }

function logLines(): LogLine[] {
  return server.logLines().flatMap((line) => {
    try {
      return [JSON.parse(line) as LogLine]
    } catch {
      return []
    }
  })
}

describe('a page whose loader throws', () => {
  it.each(['/vente', '/en/vente'])('GET %s → 500, and one error line with the request id of the response', async (path) => {
    const response = await fetch(server.url + path)
    expect(response.status).toBe(500)
    await response.text()
    const requestId = response.headers.get('x-request-id')
    expect(requestId).toMatch(/^[\w-]+$/)

    await expect.poll(() => logLines().filter((l) => l.requestId === requestId && l.err).length, { timeout: 5_000 }).toBe(1)
    const [line] = logLines().filter((l) => l.requestId === requestId && l.err)
    expect(line?.level).toBe(50)
    expect(line?.err?.message).toMatch(/sales/)
    // Every line of that request carries its id: the request line too.
    expect(logLines().filter((l) => l.requestId === requestId && l.msg === 'request failed')).toHaveLength(1)
  })

  it('keeps the id a client sent, when it is a plain token', async () => {
    const response = await fetch(`${server.url}/vente`, { headers: { 'x-request-id': 'support-ticket-4711' } })
    expect(response.status).toBe(500)
    await response.text()
    expect(response.headers.get('x-request-id')).toBe('support-ticket-4711')
    await expect.poll(() => logLines().filter((l) => l.requestId === 'support-ticket-4711' && l.err).length, { timeout: 5_000 }).toBe(1)
  })
})

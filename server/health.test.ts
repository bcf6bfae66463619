import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from './env'
import { healthRoutes, type ReadinessChecks } from './health'

const ok = async () => {}

function appWith(checks: Partial<ReadinessChecks>) {
  const app = new Hono<AppEnv>()
  healthRoutes(app, { database: ok, migrations: ok, media: ok, ...checks }, { timeoutMs: 200 })
  return app
}

describe('health', () => {
  it('/healthz says the process is alive, whatever its dependencies say', async () => {
    const response = await appWith({ database: async () => Promise.reject(new Error('down')) }).request('/healthz')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('/readyz is ready when the database, the migrations and the media store are', async () => {
    const response = await appWith({}).request('/readyz')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', media: 'ok' } })
  })

  it('/readyz answers 503 naming the checks that failed, without their details', async () => {
    const response = await appWith({
      media: async () => Promise.reject(new Error('bucket agency-media does not exist')),
      migrations: async () => false,
    }).request('/readyz')
    expect(response.status).toBe(503)
    const body = await response.json()
    expect(body).toEqual({ status: 'unavailable', checks: { database: 'ok', migrations: 'failed', media: 'failed' } })
    expect(JSON.stringify(body)).not.toContain('agency-media')
  })

  it('/readyz does not wait for a check that hangs', async () => {
    const started = Date.now()
    const response = await appWith({ database: () => new Promise(() => {}) }).request('/readyz')
    expect(response.status).toBe(503)
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})

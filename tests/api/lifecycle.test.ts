import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { startServer } from '../support/server'
import { signInDemoAdmin } from './admin-support'

const root = path.resolve(import.meta.dirname, '../..')

describe('server lifecycle', () => {
  it('keeps its data across a restart and stops cleanly on SIGTERM, as the embedded demo with nothing set', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-restart-'))
    // `npm start`'s settings: a demo site (no SITE_MODE, no keys), never blocked by a production check.
    const demo = { DATA_DIR: dataDir, SITE_MODE: '', DATA_ENCRYPTION_KEY: '', DATABASE_URL: '', TRUST_PROXY: 'true' }
    const first = await startServer(demo)
    const before = await (await fetch(`${first.url}/actualite`)).text()
    expect(await first.stop()).toBe(0)
    // The key that seals the demo's secrets was made once, for this data directory alone.
    expect(fs.statSync(path.join(dataDir, 'data-encryption-key')).mode & 0o777).toBe(0o600)

    const second = await startServer(demo)
    const after = await (await fetch(`${second.url}/actualite`)).text()
    // The demo admin's authenticator key, sealed at the first start, opens after the restart.
    await signInDemoAdmin(second)
    expect(await second.stop()).toBe(0)

    const titles = (html: string) => [...new Set([...html.matchAll(/href="(\/actualite\/[a-z0-9-]+-\d+)"/g)].map((m) => m[1]))]
    expect(titles(before).length).toBeGreaterThan(0)
    expect(titles(after)).toEqual(titles(before))
  }, 180_000)

  it('refuses a bad setting with a message naming it', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'mysql://nope' },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Invalid configuration')
    expect(result.stderr).toContain('PORT')
    expect(result.stderr).toContain('DATABASE_URL')
  })
})

import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { startServer } from '../support/server'

const root = path.resolve(import.meta.dirname, '../..')

describe('server lifecycle', () => {
  it('keeps its data across a restart and stops cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-restart-'))
    const first = await startServer({ DATA_DIR: dataDir })
    const before = await (await fetch(`${first.url}/actualite`)).text()
    expect(await first.stop()).toBe(0)

    const second = await startServer({ DATA_DIR: dataDir })
    const after = await (await fetch(`${second.url}/actualite`)).text()
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

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readAuthSecret, SECRET_FILE } from './settings.server'

describe('auth secret', () => {
  it('is AUTH_SECRET when set', () => {
    const secret = readAuthSecret({ AUTH_SECRET: 'k'.repeat(40), dataDir: '/nonexistent', DATABASE_URL: undefined })
    expect(new TextDecoder().decode(secret)).toBe('k'.repeat(40))
  })
  it('is generated once under DATA_DIR and kept across restarts', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-secret-'))
    const first = readAuthSecret({ AUTH_SECRET: undefined, dataDir, DATABASE_URL: undefined })
    const second = readAuthSecret({ AUTH_SECRET: undefined, dataDir, DATABASE_URL: undefined })
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true)
    expect(fs.statSync(path.join(dataDir, SECRET_FILE)).mode & 0o077).toBe(0)
  })
  it('warns that instances on one PostgreSQL database must share AUTH_SECRET', () => {
    const warnings: string[] = []
    readAuthSecret(
      { AUTH_SECRET: undefined, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'auth-secret-')), DATABASE_URL: 'postgres://x/y' },
      { warn: (message: string) => void warnings.push(message) },
    )
    expect(warnings.join()).toContain('AUTH_SECRET')
  })
})

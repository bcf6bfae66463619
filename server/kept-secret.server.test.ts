import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { keptSecret } from './kept-secret.server'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('keptSecret', () => {
  it('writes the secret once, readable by its owner only, and reads the same one afterwards', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-secret-'))
    dirs.push(root)
    const dataDir = path.join(root, 'data')
    const first = keptSecret(dataDir, 'a-secret', () => 'first')
    expect(first).toEqual({ file: path.join(dataDir, 'a-secret'), text: 'first' })
    expect(fs.statSync(first.file).mode & 0o777).toBe(0o600)
    expect(keptSecret(dataDir, 'a-secret', () => 'second').text).toBe('first')
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BODY_LIMIT, LARGER_BODIES } from '../server/input/limits'
import { parseServiceUnit } from './supervisor/unit-file'

/** The production files in deploy/ agree with the app they run. */

const read = (file: string) => fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')
const unitText = read('agency.service')
const unit = parseServiceUnit(unitText)

describe('the systemd unit', () => {
  it('runs the built server with the memory flags of npm start', () => {
    const start = (JSON.parse(read('../package.json')) as { scripts: Record<string, string> }).scripts.start
    const flags = start.split(/\s+/).filter((word) => word.startsWith('--'))
    expect(flags.length).toBeGreaterThan(0)
    expect(unit.command).toEqual(['/usr/bin/node', ...flags, 'build/node/index.mjs'])
    expect(unit.environment.NODE_ENV).toBe('production')
  })

  it('limits the malloc arenas as npm start does', () => {
    const start = (JSON.parse(read('../package.json')) as { scripts: Record<string, string> }).scripts.start
    expect(start).toMatch(/^MALLOC_ARENA_MAX=2 node /)
    expect(unit.environment.MALLOC_ARENA_MAX).toBe('2')
  })

  it('restarts the server after a failure, a few seconds later, within a start limit', () => {
    expect(unit.restart).toBe('on-failure')
    expect(unit.restartSecMs).toBeGreaterThanOrEqual(1000)
    expect(unit.restartSecMs).toBeLessThanOrEqual(10_000)
    expect(unit.startLimit.burst).toBeGreaterThan(1)
    expect(unit.startLimit.intervalMs).toBeGreaterThan(unit.startLimit.burst * unit.restartSecMs)
  })

  it("leaves the server's graceful stop (SHUTDOWN_TIMEOUT_MS, 10 s) the time to finish", () => {
    expect(unit.stopTimeoutMs).toBeGreaterThan(10_000)
  })

  it('reads its settings from a file, as a user of its own, hardened', () => {
    expect(unit.environmentFiles).toEqual([{ path: '/etc/agency/agency.env', optional: false }])
    for (const line of ['User=agency', 'NoNewPrivileges=yes', 'ProtectSystem=strict', 'ProtectHome=yes', 'PrivateTmp=yes', 'StateDirectory=agency']) {
      expect(unitText).toContain(`\n${line}\n`)
    }
  })
})

describe('the nginx configuration', () => {
  const nginx = read('nginx/agency.conf')

  it("takes bodies up to the app's largest allowance, no larger", () => {
    const largest = Math.max(BODY_LIMIT, ...LARGER_BODIES.map((a) => a.maxBytes))
    expect(nginx).toContain(`client_max_body_size ${largest / (1024 * 1024)}m;`)
  })

  it('sends the app the forwarded address and scheme, to the port the unit listens on', () => {
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;')
    expect(nginx).toContain('proxy_set_header X-Forwarded-Proto $scheme;')
    expect(nginx).toContain(`server ${unit.environment.HOST}:${unit.environment.PORT};`)
  })
})

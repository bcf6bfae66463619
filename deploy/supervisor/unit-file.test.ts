import { describe, expect, it } from 'vitest'
import { parseEnvironmentFile, parseServiceUnit, timeSpanMs } from './unit-file'

describe('a service unit file', () => {
  const unit = parseServiceUnit(`
# a comment
[Unit]
StartLimitIntervalSec=2min
StartLimitBurst=3

[Service]
WorkingDirectory=/srv/app
Environment=NODE_ENV=production
Environment="GREETING=hello world" PORT=3000
EnvironmentFile=-/etc/app/optional.env
EnvironmentFile=/etc/app/app.env
ExecStart=/usr/bin/node --max-old-space-size=192 \\
  build/index.mjs
Restart=on-failure
RestartSec=3
TimeoutStopSec=20
`)

  it('gives the command, its directory and environment', () => {
    expect(unit.command).toEqual(['/usr/bin/node', '--max-old-space-size=192', 'build/index.mjs'])
    expect(unit.workingDirectory).toBe('/srv/app')
    expect(unit.environment).toEqual({ NODE_ENV: 'production', GREETING: 'hello world', PORT: '3000' })
    expect(unit.environmentFiles).toEqual([
      { path: '/etc/app/optional.env', optional: true },
      { path: '/etc/app/app.env', optional: false },
    ])
  })

  it('gives the restart policy, its delay, the start limit and the stop timeout', () => {
    expect(unit.restart).toBe('on-failure')
    expect(unit.restartSecMs).toBe(3000)
    expect(unit.startLimit).toEqual({ burst: 3, intervalMs: 120_000 })
    expect(unit.stopTimeoutMs).toBe(20_000)
  })

  it("takes systemd's defaults for what is not written", () => {
    const bare = parseServiceUnit('[Service]\nExecStart=/bin/true\n')
    expect(bare).toMatchObject({ restart: 'no', restartSecMs: 100, startLimit: { burst: 5, intervalMs: 10_000 }, stopTimeoutMs: 90_000 })
  })

  it('refuses what it cannot honour instead of ignoring it', () => {
    expect(() => parseServiceUnit('[Service]\nRestart=sometimes\nExecStart=/bin/true\n')).toThrow('Restart=sometimes')
    expect(() => parseServiceUnit('[Service]\nRestart=always\n')).toThrow('ExecStart')
    expect(() => parseServiceUnit('[Service]\nExecStart=/bin/true\nRestartSec=soon\n')).toThrow('time span')
  })
})

describe('an environment file', () => {
  it('reads KEY=value lines, quoted or not, without comments', () => {
    expect(parseEnvironmentFile('# settings\nA=1\n\nB="two words"\n; old\nexport C=\'x=y\'\nD=\n')).toEqual({ A: '1', B: 'two words', C: 'x=y', D: '' })
  })
})

describe('a time span', () => {
  it('is seconds when bare, else in its units', () => {
    expect(timeSpanMs('5')).toBe(5000)
    expect(timeSpanMs('500ms')).toBe(500)
    expect(timeSpanMs('1min 30s')).toBe(90_000)
    expect(timeSpanMs('1h')).toBe(3_600_000)
  })
})

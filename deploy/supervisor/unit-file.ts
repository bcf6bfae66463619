/**
 * The part of a systemd unit file (systemd.unit(5), systemd.service(5), systemd.exec(5)) that
 * deploy/supervisor/supervise.ts acts on: how the service is started, with which environment, and
 * its restart policy. CI has no systemd (a container), so the smoke test reads the policy from the
 * very file production installs instead of a copy of its values.
 */

export type RestartPolicy = 'no' | 'always' | 'on-success' | 'on-failure' | 'on-abnormal' | 'on-abort'

export type ServiceUnit = {
  /** ExecStart=, split into the program and its arguments. */
  command: string[]
  workingDirectory: string | null
  /** Environment= lines, in order. */
  environment: Record<string, string>
  /** EnvironmentFile= paths; `optional` for a leading "-" (a missing file is no error). */
  environmentFiles: { path: string; optional: boolean }[]
  restart: RestartPolicy
  restartSecMs: number
  /** StartLimitBurst= starts within StartLimitIntervalSec= at most; a start past them fails. */
  startLimit: { burst: number; intervalMs: number }
  stopTimeoutMs: number
}

const POLICIES: readonly RestartPolicy[] = ['no', 'always', 'on-success', 'on-failure', 'on-abnormal', 'on-abort']

/** Reads a unit file's text; a setting it cannot honour is an error rather than silently ignored. */
export function parseServiceUnit(text: string): ServiceUnit {
  const sections = parseSections(text)
  const unit = sections.get('Unit') ?? []
  const service = sections.get('Service') ?? []
  const last = (entries: Entry[], key: string) => entries.filter((e) => e.key === key).at(-1)?.value
  const all = (entries: Entry[], key: string) => entries.filter((e) => e.key === key).map((e) => e.value)

  const execStart = last(service, 'ExecStart')
  if (!execStart) throw new Error('The unit has no ExecStart=')
  const restart = (last(service, 'Restart') ?? 'no') as RestartPolicy
  if (!POLICIES.includes(restart)) throw new Error(`Restart=${restart} is not a restart policy`)
  return {
    command: splitWords(execStart),
    workingDirectory: last(service, 'WorkingDirectory') ?? null,
    environment: Object.fromEntries(all(service, 'Environment').flatMap(splitWords).map(assignment)),
    environmentFiles: all(service, 'EnvironmentFile').map((p) => (p.startsWith('-') ? { path: p.slice(1), optional: true } : { path: p, optional: false })),
    restart,
    restartSecMs: timeSpanMs(last(service, 'RestartSec') ?? '100ms'),
    startLimit: {
      burst: Number(last(unit, 'StartLimitBurst') ?? 5),
      intervalMs: timeSpanMs(last(unit, 'StartLimitIntervalSec') ?? '10s'),
    },
    stopTimeoutMs: timeSpanMs(last(service, 'TimeoutStopSec') ?? '90s'),
  }
}

/** KEY=value lines of an EnvironmentFile=; blank lines and # or ; comments skipped, quotes removed. */
export function parseEnvironmentFile(text: string): Record<string, string> {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith('#') && !l.startsWith(';'))
  return Object.fromEntries(lines.map((line) => assignment(line.replace(/^export\s+/, ''))))
}

/** A systemd time span: "3", "3s", "500ms", "2min", "1h 30min". A bare number is seconds. */
export function timeSpanMs(value: string): number {
  const units: Record<string, number> = { ms: 1, msec: 1, s: 1000, sec: 1000, second: 1000, seconds: 1000, m: 60_000, min: 60_000, minutes: 60_000, h: 3_600_000, hr: 3_600_000, hour: 3_600_000, hours: 3_600_000 }
  if (!/^(\s*\d+(\.\d+)?\s*[a-z]*)+\s*$/.test(value)) throw new Error(`"${value}" is not a time span`)
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)\s*([a-z]*)/g)]
  return parts.reduce((total, [, amount, unit]) => {
    const factor = units[unit || 's']
    if (factor === undefined) throw new Error(`"${value}" is not a time span`)
    return total + Number(amount) * factor
  }, 0)
}

type Entry = { key: string; value: string }

function parseSections(text: string): Map<string, Entry[]> {
  const sections = new Map<string, Entry[]>()
  let current: Entry[] | null = null
  // A line ending in a backslash goes on with the next one.
  for (const raw of text.replace(/\\\r?\n/g, ' ').split(/\r?\n/)) {
    const line = raw.trim()
    if (!line || line.startsWith('#') || line.startsWith(';')) continue
    const section = /^\[(.+)\]$/.exec(line)
    if (section) {
      current = sections.get(section[1]) ?? []
      sections.set(section[1], current)
      continue
    }
    const eq = line.indexOf('=')
    if (eq < 0 || !current) throw new Error(`Cannot read the unit's line "${line}"`)
    current.push({ key: line.slice(0, eq).trim(), value: line.slice(eq + 1).trim() })
  }
  return sections
}

/** Words separated by spaces, a "double-quoted" or 'single-quoted' word kept whole. */
function splitWords(value: string): string[] {
  return [...value.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3])
}

function assignment(word: string): [string, string] {
  const eq = word.indexOf('=')
  if (eq <= 0) throw new Error(`"${word}" is not a KEY=value assignment`)
  return [word.slice(0, eq), unquote(word.slice(eq + 1))]
}

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value)
  return quoted ? quoted[2] : value
}

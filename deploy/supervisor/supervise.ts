/**
 * Runs a systemd service unit's ExecStart= the way systemd would restart it, for machines without
 * systemd (CI runs in a container): `node --import tsx deploy/supervisor/supervise.ts UNIT [--pid-file FILE]`.
 * The environment is the unit's alone (Environment=, then EnvironmentFile=), as under systemd, not
 * the caller's. The main process's id is written to FILE at each start (systemd's MainPID).
 * SIGTERM or SIGINT stops the service (KillSignal=SIGTERM, then SIGKILL after TimeoutStopSec=).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { type ProcessEnd, restartsAfter, startAllowed } from './restart-policy'
import { parseEnvironmentFile, parseServiceUnit, type ServiceUnit } from './unit-file'

/** systemd's PATH for services. */
const SERVICE_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'

const say = (message: string) => process.stderr.write(`supervise: ${message}\n`)

function environmentOf(unit: ServiceUnit): Record<string, string> {
  const files = unit.environmentFiles.map(({ path: file, optional }) => {
    if (optional && !fs.existsSync(file)) return {}
    return parseEnvironmentFile(fs.readFileSync(file, 'utf8'))
  })
  return Object.assign({ PATH: SERVICE_PATH }, unit.environment, ...files)
}

function main(args: string[]) {
  const [unitPath] = args
  const pidFlag = args.indexOf('--pid-file')
  const pidFile = pidFlag > 0 ? args[pidFlag + 1] : null
  if (!unitPath || (pidFlag > 0 && !pidFile)) {
    say('usage: supervise.ts UNIT_FILE [--pid-file FILE]')
    process.exit(2)
  }
  const unit = parseServiceUnit(fs.readFileSync(unitPath, 'utf8'))
  const name = path.basename(unitPath)
  const [program, ...programArgs] = unit.command
  const starts: number[] = []
  let child: ChildProcess | null = null
  let stopping = false

  const start = () => {
    if (!startAllowed(starts, Date.now(), unit.startLimit)) {
      say(`${name}: Start request repeated too quickly. Failed with result 'start-limit-hit'.`)
      process.exit(1)
    }
    starts.push(Date.now())
    // Read at each start, as systemd does on a restart: a corrected settings file is taken.
    child = spawn(program, programArgs, { cwd: unit.workingDirectory ?? '/', env: environmentOf(unit), stdio: 'inherit' })
    const started = child
    started.once('spawn', () => {
      if (pidFile) fs.writeFileSync(pidFile, `${started.pid}\n`)
      say(`${name}: Started, main process ${started.pid}.`)
    })
    started.once('error', (error) => say(`${name}: Failed to start ${program}: ${error.message}`))
    started.once('exit', (code, signal) => ended({ code, signal }))
  }

  const ended = (end: ProcessEnd) => {
    child = null
    say(`${name}: Main process exited, ${end.signal ? `code=killed, status=${end.signal}` : `code=exited, status=${end.code}`}.`)
    if (stopping) process.exit(0)
    if (!restartsAfter(unit.restart, end)) process.exit(end.code === 0 ? 0 : 1)
    say(`${name}: Scheduled restart in ${unit.restartSecMs} ms (Restart=${unit.restart}).`)
    setTimeout(start, unit.restartSecMs)
  }

  const stop = () => {
    if (stopping) return
    stopping = true
    if (!child) process.exit(0)
    child.kill('SIGTERM')
    setTimeout(() => child?.kill('SIGKILL'), unit.stopTimeoutMs).unref()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  start()
}

main(process.argv.slice(2))

// `npm test`: every test. Unit tests, HTTP tests against a started server, browser tests in
// Chromium, then the short benchmark, which fails on a broken budget of the kinds listed in
// BUDGETS_ENFORCED (README, "Speed"). Ends with one "Tests: N passed, N failed" line summing both
// test runners, and the budgets' verdict.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** The browser tests' faster browser (playwright.config.ts); without it they run in CHROMIUM. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
// Every temporary file of the run (embedded databases, the browser's profiles, reports) goes in one
// folder, removed at the end: a run writes several GB, which a CI machine's disk may not have twice.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-run-'))
process.env.TMPDIR = scratch
process.on('exit', () => fs.rmSync(scratch, { recursive: true, force: true }))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))
const reports = fs.mkdtempSync(path.join(scratch, 'reports-'))

function run(command, args, env = {}) {
  console.log(`\n▶ ${command} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(`  ${command} ${args[0]}: ${Math.round((Date.now() - started) / 1000)} s`)
  return result.status === 0
}

const canApt = () => process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
const aptInstall = (name) =>
  run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', name], { DEBIAN_FRONTEND: 'noninteractive' })

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return
  if (!canApt()) {
    console.error(
      `Chromium is needed for the browser tests and ${CHROMIUM} is missing.\n` +
        'Install it with: sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell\n' +
        '(or set CHROMIUM_PATH to a Chromium binary).',
    )
    process.exit(1)
  }
  console.log('Installing Debian’s Chromium for the browser tests…')
  if (!aptInstall('chromium')) process.exit(1)
}

/** The headless shell only saves time: a machine that cannot install it runs the tests in Chromium. */
function ensureHeadlessShell() {
  if (process.env.CHROMIUM_PATH || fs.existsSync(HEADLESS_SHELL)) return
  if (canApt() && aptInstall('chromium-headless-shell')) return
  console.log(`${HEADLESS_SHELL} is missing: the browser tests run in ${CHROMIUM}, about a third slower.`)
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

ensureChromium()
ensureHeadlessShell()
if (!run('npm', ['run', 'build'])) process.exit(1)

const vitestReport = path.join(reports, 'vitest.json')
const vitestOk = run('npx', [
  'vitest', 'run', '--project', 'unit', '--project', 'api',
  '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`,
])
const playwrightReport = path.join(reports, 'playwright.json')
const playwrightOk = run('npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
})

/** The budgets the short benchmark enforces: those that hold on every run today. */
const BUDGETS_ENFORCED = ['html', 'js', 'performance', 'accessibility', 'best-practices', 'seo', 'cls']
const budgetsOk = run('node', ['bench/index.mjs', '--short', `--check=${BUDGETS_ENFORCED.join(',')}`])

const vitest = readJson(vitestReport)
const playwright = readJson(playwrightReport)
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0)
const failed =
  (vitest?.numFailedTests ?? 0) +
  (playwright?.stats?.unexpected ?? 0) +
  (vitestOk || vitest ? 0 : 1) +
  (playwrightOk || playwright ? 0 : 1)
console.log(`\nTests: ${passed} passed, ${failed} failed`)
console.log(`Budgets (${BUDGETS_ENFORCED.join(', ')}): ${budgetsOk ? 'hold' : 'broken'}`)
process.exit(vitestOk && playwrightOk && budgetsOk ? 0 : 1)

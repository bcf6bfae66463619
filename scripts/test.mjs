// `npm test`: every test. Unit tests, then HTTP tests against a started server, then browser tests in Chromium.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function run(command, args, env = {}) {
  console.log(`\n▶ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed`)
    process.exit(result.status ?? 1)
  }
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return
  const isRoot = process.getuid?.() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is needed for the browser tests and ${CHROMIUM} is missing.\n` +
        'Install it with: sudo apt-get update && sudo apt-get install -y chromium\n' +
        '(or set CHROMIUM_PATH to a Chromium binary).',
    )
    process.exit(1)
  }
  console.log('Installing Debian’s Chromium for the browser tests…')
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' })
}

ensureChromium()
run('npm', ['run', 'build'])
run('npx', ['vitest', 'run', '--project', 'unit', '--project', 'api'])
run('npx', ['playwright', 'test'])
console.log('\n✔ all tests passed')

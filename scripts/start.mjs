// `npm start`: builds the site when the build is missing or older than the sources, then serves it
// with the compiled server (build/node). Its memory flags are in package.json (decision 027): a young
// generation of 2 MB and an old generation of 192 MB at most, which the server's live data fits
// three times over (the kept pages are outside it).
//
// The site runs in a child process with those flags, which this one starts again when it ends
// abnormally (a crash, an out-of-memory abort), as systemd's Restart=on-failure does in production
// (deploy/agency.service): one request that ends the process leaves the demo down for a second, not
// for good. The first restart waits 1 s, the next ones twice as long each (at most 30 s) while the
// site keeps ending within a minute of its start. A site that ends before it ever listened (a
// setting refused, the port taken) is not started again: its own message says why.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { buildIfStale } from './build-if-stale.mjs'

const root = path.resolve(import.meta.dirname, '..')
const built = path.join(root, 'build/node/index.mjs')
if (!buildIfStale()) process.exit(1)

const FIRST_DELAY_MS = 1_000
const LONGEST_DELAY_MS = 30_000
const STEADY_MS = 60_000

/** A line in the server log's shape (pino's JSON: level 30 info, 50 error). */
function log(level, msg, fields = {}) {
  console.log(JSON.stringify({ level, time: new Date().toISOString(), supervisor: process.pid, ...fields, msg }))
}

let site = null
let stopping = false
let listened = false
let delay = FIRST_DELAY_MS

function startSite() {
  const startedAt = Date.now()
  // The IPC channel carries the site's "listening" (server/index.ts).
  site = spawn(process.execPath, [...process.execArgv, built], {
    cwd: root,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
  })
  log(30, `site process ${site.pid} started`, { pid: site.pid })
  site.on('message', (message) => {
    if (message?.listening) listened = true
  })
  site.once('exit', (code, signal) => {
    site = null
    if (stopping || code === 0) process.exit(code ?? 0)
    if (!listened) process.exit(code ?? 1)
    const ran = Date.now() - startedAt
    const wait = ran >= STEADY_MS ? FIRST_DELAY_MS : delay
    delay = Math.min(wait * 2, LONGEST_DELAY_MS)
    log(50, `the site ended (${signal ?? `exit code ${code}`}): starting it again in ${wait / 1000} s`, { code, signal })
    setTimeout(startSite, wait)
  })
}

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    stopping = true
    if (site) site.kill(signal)
    else process.exit(0)
  })
}
startSite()

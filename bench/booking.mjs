// Prints requests per second, p50 and p99 latency of the two reads that carry availability: the price
// quote of a free period (GET /api/locations/{id}/price) and the period search (GET /api/locations?from&to),
// at 20 connections. Usage: npm run build && npm run bench:booking [secondsPerTarget=10]
// Starts the built server on a loopback port with a fresh embedded database (seeded, a third of the
// weeks booked), or on BENCH_DATABASE_URL (a PostgreSQL database it may fill); bounded in time.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

const root = path.resolve(import.meta.dirname, '..')
const seconds = Math.min(Math.max(Number(process.argv[2] ?? 10), 1), 60)
const port = 20_000 + Math.floor(Math.random() * 20_000)
const base = `http://127.0.0.1:${port}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-booking-'))
const databaseUrl = process.env.BENCH_DATABASE_URL

const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})

async function healthy() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('server did not start')
}

/** A rental and two consecutive free weeks of it, some weeks ahead. */
async function freePeriod() {
  const { locations } = await (await fetch(`${base}/api/locations`)).json()
  for (const { id } of locations) {
    const { location } = await (await fetch(`${base}/api/locations/${id}`)).json()
    const weeks = location.priceWeeks.slice(4)
    for (let i = 0; i + 1 < weeks.length; i++) {
      if (weeks[i].available && weeks[i + 1].available) return { id, from: weeks[i].startDate, to: weeks[i + 1].endDate }
    }
  }
  throw new Error('no free period in the demo data')
}

async function measure(name, url) {
  const check = await fetch(url)
  if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`)
  const result = await autocannon({ url, connections: 20, duration: seconds })
  const errors = result.errors + result.timeouts + result.non2xx
  console.log(
    `${name.padEnd(16)} ${result.requests.average.toFixed(0).padStart(8)} ${result.latency.p50.toFixed(1).padStart(8)} ${result.latency.p99
      .toFixed(1)
      .padStart(8)}   ${errors === 0 ? '' : `${errors} errors or non-2xx`}`,
  )
}

try {
  await healthy()
  const { id, from, to } = await freePeriod()
  console.log(`${databaseUrl ? 'PostgreSQL' : 'PGlite'}, 20 connections, ${seconds} s each; rental ${id}, ${from} to ${to}`)
  console.log('target             req/s   p50 ms   p99 ms')
  await measure('price quote', `${base}/api/locations/${id}/price?from=${from}&to=${to}&persons=2`)
  await measure('period search', `${base}/api/locations?from=${from}&to=${to}`)
} finally {
  server.kill('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
}

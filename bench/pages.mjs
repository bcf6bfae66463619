// Prints latency figures (median, p95) and the server's memory for the main pages and API calls.
// Usage: npm run build && node bench/pages.mjs [requestsPerAddress=30]
// Starts the built server on a loopback port with a fresh embedded database; bounded in count and time.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const perAddress = Math.min(Number(process.argv[2] ?? 30), 200)
const port = 20_000 + Math.floor(Math.random() * 20_000)
const base = `http://127.0.0.1:${port}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-'))
const addresses = [
  '/', '/en/location', '/location?sort=price_desc', '/location/prix-semaine', '/vente', '/actualite',
  '/recherche?q=chalet', '/api/locations', '/api/prices', '/aio/contents?type=actualites', '/aio/search?q=pres+piste',
]

const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
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

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

try {
  await healthy()
  for (const address of addresses) await fetch(base + address) // warm up
  console.log(`address                              median ms   p95 ms   (${perAddress} sequential requests)`)
  for (const address of addresses) {
    const times = []
    for (let i = 0; i < perAddress; i++) {
      const started = performance.now()
      const response = await fetch(base + address)
      await response.arrayBuffer()
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    console.log(`${address.padEnd(36)} ${percentile(times, 50).toFixed(1).padStart(9)} ${percentile(times, 95).toFixed(1).padStart(8)}`)
  }
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8')
  console.log(`server resident memory: ${/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? '?'} kB`)
} finally {
  server.kill('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
}

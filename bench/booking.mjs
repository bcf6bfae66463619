// Prints requests per second, p50 and p99 latency of the two reads that carry availability: the price
// quote of a free period (GET /api/locations/{id}/price) and the period search (GET /api/locations?from&to),
// at 20 connections. Usage: npm run build && npm run bench:booking [secondsPerTarget=10]
// Starts the built server on a loopback port with a fresh embedded database (seeded, a third of the
// weeks booked), or on BENCH_DATABASE_URL (a PostgreSQL database it may fill); bounded in time.
import autocannon from 'autocannon'
import { startSite } from './support/server.mjs'

const seconds = Math.min(Math.max(Number(process.argv[2] ?? 10), 1), 60)
const databaseUrl = process.env.BENCH_DATABASE_URL
const site = await startSite({ databaseUrl })
const base = site.base

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
  const { id, from, to } = await freePeriod()
  console.log(`${databaseUrl ? 'PostgreSQL' : 'PGlite'}, 20 connections, ${seconds} s each; rental ${id}, ${from} to ${to}`)
  console.log('target             req/s   p50 ms   p99 ms')
  await measure('price quote', `${base}/api/locations/${id}/price?from=${from}&to=${to}&persons=2`)
  await measure('period search', `${base}/api/locations?from=${from}&to=${to}`)
} finally {
  await site.stop()
}

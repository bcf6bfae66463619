// The hostile-client scenario (decision 047): a kept /location measured quiet, then while a client of
// its own address floods the site with addresses nobody asked before (bench/support/hostile-client.mjs,
// 16 connections), beside nginx serving /location's bytes in the same run.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fixed, load } from './load.mjs'
import { staticServerAvailable, startStaticServer } from './static.mjs'

const CLIENT = path.join(import.meta.dirname, 'hostile-client.mjs')
const HOSTILE_CONNECTIONS = 16
/** The flood's first seconds are not measured: a new address may spend 8 s of render time at once (its burst). */
const WARM_UP_SECONDS = 3

/** Starts the flood for `seconds`; resolves with its answers per status once it ends. */
function flood(base, seconds) {
  const child = spawn(process.execPath, [CLIENT, base, String(seconds), String(HOSTILE_CONNECTIONS)], { stdio: ['ignore', 'pipe', 'inherit'] })
  let out = ''
  child.stdout.on('data', (chunk) => (out += chunk))
  return new Promise((resolve) => child.once('exit', () => resolve(JSON.parse(out.trim() || '{"statuses":{},"rps":0}'))))
}

/**
 * Prints the table and checks the target (kept /location ≥ `ratio` of its quiet throughput, p99 under
 * `p99Ms`) with `mark(ok, what, kind)`. Bounded: three loads of `seconds` and the flood's warm-up.
 */
export async function hostileTable(site, { seconds, mark, ratio, p99Ms }) {
  const page = '/location'
  const response = await fetch(site.base + page)
  const nginx = staticServerAvailable ? await startStaticServer({ location: Buffer.from(await response.arrayBuffer()) }) : null
  try {
    await load(site.base + page, { seconds: 1 }) // kept before it is measured
    const quiet = await load(site.base + page, { seconds })
    const flooding = flood(site.base, seconds + WARM_UP_SECONDS + 1)
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_SECONDS * 1000))
    const attacked = await load(site.base + page, { seconds })
    const hostile = await flooding
    const still = nginx ? await load(`${nginx.base}/location.html`, { seconds }) : null
    const kept = attacked.rps / quiet.rps
    const verdict = [mark(kept >= ratio, `kept ${page} under a hostile client: ${fixed(kept * 100)} % of quiet`, 'hostile'), mark(attacked.p99 < p99Ms, `kept ${page} under a hostile client: p99 ${attacked.p99} ms`, 'hostile')]
    const widths = [34, 8, 7, 7, 10]
    const row = (cells) => cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[0]) : String(cell).padStart(widths[i]))).join(' ')
    console.log(`\nHostile client: ${HOSTILE_CONNECTIONS} connections from 127.0.0.2 on /recherche?q=<random>, measured after its first ${WARM_UP_SECONDS} s (target: kept ${page} ≥ ${ratio * 100} % of quiet, p99 < ${p99Ms} ms)`)
    console.log(row(['', 'req/s', 'p50 ms', 'p99 ms', 'failures']))
    console.log(row([`${page} quiet`, fixed(quiet.rps), fixed(quiet.p50), fixed(quiet.p99), quiet.failures]))
    console.log(row([`${page} under the hostile client`, fixed(attacked.rps), fixed(attacked.p50), fixed(attacked.p99), attacked.failures]))
    if (still) console.log(row([`nginx, ${page}'s bytes`, fixed(still.rps), fixed(still.p50), fixed(still.p99), still.failures]))
    console.log(`kept under attack / quiet: ${fixed(kept * 100)} % ${verdict[0]}; p99 ${verdict[1]}${still ? `; quiet / nginx ${fixed((quiet.rps / still.rps) * 100)} %, attacked / nginx ${fixed((attacked.rps / still.rps) * 100)} %` : ''}`)
    console.log(`the hostile client's answers: ${Object.entries(hostile.statuses).map(([status, count]) => `${count} × ${status}`).join(', ')} (${fixed(hostile.rps)}/s)`)
  } finally {
    await nginx?.stop()
  }
}

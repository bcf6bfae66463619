// CPU milliseconds per uncached render of each page type and catalogue call (issue 23's target:
// ≤ 16 ms on the embedded database, ≤ 10 ms on PostgreSQL), with the queries each render sends.
// Usage: npm run build && npm run bench:render -- [rendersPerTarget=200] [--runs=1] [--only=home,…] [--profile=dir]
//   BENCH_DATABASE_URL measures on PostgreSQL too, after the embedded database;
//   --runs=3 measures each target three times and prints the medians;
//   --profile=dir writes the server's CPU profile (node --cpu-prof) there, for bench/support/profile.mjs.
// Bounded: each target stops after its renders or 20 s, whichever comes first.
import { residentMb, startSite } from './support/server.mjs'
import { RENDER_BUDGET_MS, renderTable } from './support/renders.mjs'

const args = process.argv.slice(2)
const renders = Math.min(Math.max(Number(args.find((a) => /^\d+$/.test(a)) ?? 200), 10), 2000)
const runs = Math.min(Math.max(Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1), 1), 9)
const only = args.find((a) => a.startsWith('--only='))?.slice(7).split(',')
const profileDir = args.find((a) => a.startsWith('--profile='))?.slice(10)
const databaseUrl = process.env.BENCH_DATABASE_URL

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function onDatabase(driver) {
  const site = await startSite({
    databaseUrl: driver === 'postgres' ? databaseUrl : undefined,
    env: { PAGE_CACHE: 'off', COUNT_QUERIES: 'on' },
    nodeFlags: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  })
  const all = []
  try {
    for (let run = 0; run < runs; run++) all.push(await renderTable(site, { driver, renders, only }))
    // Renders leave garbage behind: the young generation's size (package.json's V8 flags) shows here.
    console.log(`Resident memory after the renders: ${residentMb(site.pid)} MB`)
  } finally {
    await site.stop()
  }
  const medians = new Map()
  for (const name of all[0].keys()) {
    medians.set(name, { cpu: median(all.map((f) => f.get(name).cpuPerRender)), queries: median(all.map((f) => f.get(name).queries)) })
  }
  return medians
}

const results = [['pglite', await onDatabase('pglite')]]
if (databaseUrl) results.push(['postgres', await onDatabase('postgres')])

const widths = [18, ...results.flatMap(() => [14, 8])]
const pad = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(' ')
console.log(`\nCPU ms per uncached render${runs > 1 ? `, median of ${runs} runs` : ''} [budget: embedded ≤ ${RENDER_BUDGET_MS.pglite}, PostgreSQL ≤ ${RENDER_BUDGET_MS.postgres}], and queries per render`)
console.log(pad(['target', ...results.flatMap(([driver]) => [driver === 'postgres' ? 'PostgreSQL ms' : 'embedded ms', 'queries'])]))
let over = 0
for (const name of results[0][1].keys()) {
  const cells = results.flatMap(([driver, figures]) => {
    const f = figures.get(name)
    const ok = f.cpu <= RENDER_BUDGET_MS[driver]
    if (!ok) over++
    return [`${f.cpu.toFixed(1)} ${ok ? 'ok' : 'OVER'}`, f.queries.toFixed(1)]
  })
  console.log(pad([name, ...cells]))
}
console.log(over ? `\n${over} render(s) over budget.` : '\nEvery render within budget.')

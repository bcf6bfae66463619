// Where a CPU profile's time went: self time summed per function and per file (or package), and the
// total time under each function (self + callees), from a .cpuprofile that `node --cpu-prof` wrote
// (`npm run bench:render -- --profile=dir`).
// Usage: node bench/support/profile.mjs file.cpuprofile [rows=40] [--grep=text] [--skip=seconds]
//   --skip leaves out the samples of the first seconds (the server's start).
import fs from 'node:fs'

const [file, ...rest] = process.argv.slice(2)
const rows = Number(rest.find((a) => /^\d+$/.test(a)) ?? 40)
const grep = rest.find((a) => a.startsWith('--grep='))?.slice(7)
const skipUs = Number(rest.find((a) => a.startsWith('--skip='))?.slice(7) ?? 0) * 1e6
const profile = JSON.parse(fs.readFileSync(file, 'utf8'))

const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const self = new Map()
// Each sample's interval is charged to the node it landed on; idle time is left out.
let at = 0
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i]
  at += profile.timeDeltas[i] ?? 0
  if (at < skipUs || byId.get(id).callFrame.functionName === '(idle)') continue
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
}
const total = [...self.values()].reduce((a, b) => a + b, 0)

/** The package (node_modules/<name>) or the file a frame belongs to. */
function placeOf(url) {
  if (!url) return '(native)'
  const modules = url.lastIndexOf('node_modules/')
  if (modules >= 0) {
    const parts = url.slice(modules + 13).split('/')
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
  }
  return url.replace(/^file:\/\/.*?\/(build|node:)/, '$1')
}

const parents = new Map()
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id)

const perFunction = new Map()
const perPlace = new Map()
const inclusive = new Map()
for (const [id, ms] of self) {
  const { callFrame } = byId.get(id)
  const name = `${callFrame.functionName || '(anonymous)'} ${placeOf(callFrame.url)}:${callFrame.lineNumber + 1}`
  perFunction.set(name, (perFunction.get(name) ?? 0) + ms)
  const place = placeOf(callFrame.url)
  perPlace.set(place, (perPlace.get(place) ?? 0) + ms)
  // Inclusive time: charged once to every distinct function on the stack.
  const seen = new Set()
  for (let at = id; at !== undefined; at = parents.get(at)) {
    const frame = byId.get(at).callFrame
    const key = `${frame.functionName || '(anonymous)'} ${placeOf(frame.url)}:${frame.lineNumber + 1}`
    if (seen.has(key)) continue
    seen.add(key)
    inclusive.set(key, (inclusive.get(key) ?? 0) + ms)
  }
}

const print = (title, map) => {
  console.log(`\n${title} (of ${total.toFixed(0)} ms sampled)`)
  const entries = [...map].filter(([k]) => !grep || k.includes(grep)).sort((a, b) => b[1] - a[1]).slice(0, rows)
  for (const [key, ms] of entries) console.log(`${ms.toFixed(0).padStart(7)} ms ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${key}`)
}
print('Self time per file or package', perPlace)
print('Self time per function', perFunction)
print('Total time per function (self and callees)', inclusive)

// The server compiled to one JavaScript module (build/node/index.mjs), which `npm start` runs: no
// TypeScript loader in the running server, whose own thread and caches cost tens of MB of memory.
// The packages stay in node_modules; tests and `npm run dev` still run the sources through tsx.
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
await build({
  entryPoints: [path.join(root, 'server/index.ts')],
  outfile: path.join(root, 'build/node/index.mjs'),
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
})
console.log('server compiled to build/node/index.mjs')

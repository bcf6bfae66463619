// Writes .br and .gz beside each compressible built asset, so they are served without compressing per request.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const dir = path.resolve(import.meta.dirname, '../build/client')
const compressible = /\.(js|mjs|css|svg|json|webmanifest|txt|html|woff)$/

let count = 0
for (const name of fs.readdirSync(dir, { recursive: true })) {
  const file = path.join(dir, String(name))
  if (!compressible.test(file) || !fs.statSync(file).isFile()) continue
  const content = fs.readFileSync(file)
  if (content.length < 1024) continue
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }))
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }))
  count++
}
console.log(`precompressed ${count} assets`)

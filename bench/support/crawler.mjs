// A search engine's crawler, in a process of its own (its work is not the readers'): CONNECTIONS
// keep-alive connections from another loopback address (127.0.0.2: a client of its own, as a crawler
// is) asking the sitemap's addresses once each, in order, for SECONDS seconds. Polite, as the large
// crawlers are: a 429 or 503 makes it wait its Retry-After (5 s at most) and ask that address again.
// Prints one JSON line: the addresses read, the answers per status, the waits.
// Usage: node bench/support/crawler.mjs <base> <addresses file, one per line> <seconds> <connections> [local address=127.0.0.2]
import fs from 'node:fs'
import http from 'node:http'

const base = new URL(process.argv[2])
const addresses = fs.readFileSync(process.argv[3], 'utf8').split('\n').filter(Boolean)
const seconds = Math.min(Math.max(Number(process.argv[4] ?? 10), 1), 600)
const connections = Number(process.argv[5] ?? 4)
const agent = new http.Agent({ keepAlive: true, maxSockets: connections, localAddress: process.argv[6] ?? '127.0.0.2' })
const statuses = {}
let next = 0
let read = 0
let waits = 0
const end = Date.now() + seconds * 1000

/** One request: its status and Retry-After (s), once the whole answer is read (status 0 when it failed). */
const ask = (path) =>
  new Promise((resolve) => {
    const request = http.get({ agent, host: base.hostname, port: base.port, path, headers: { 'accept-encoding': 'gzip, br', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, timeout: 30_000 }, (response) => {
      response.resume()
      const retryAfter = Number(response.headers['retry-after'] ?? 1)
      response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter }))
      response.on('error', () => resolve({ status: 0, retryAfter: 1 }))
    })
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve({ status: 0, retryAfter: 1 }))
  })

await Promise.all(
  Array.from({ length: connections }, async () => {
    while (Date.now() < end && next < addresses.length) {
      const path = addresses[next++]
      for (;;) {
        const { status, retryAfter } = await ask(path)
        statuses[status] = (statuses[status] ?? 0) + 1
        if (status !== 429 && status !== 503) break
        waits += 1
        const wait = Math.min(Math.max(retryAfter, 1), 5) * 1000
        if (Date.now() + wait >= end) break
        await new Promise((resolve) => setTimeout(resolve, wait))
      }
      read += 1
    }
  }),
)
agent.destroy()
console.log(JSON.stringify({ read, of: addresses.length, statuses, waits }))

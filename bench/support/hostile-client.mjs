// A hostile client, in a process of its own (its work is not the reader's): CONNECTIONS keep-alive
// connections from another loopback address (127.0.0.2: a client address of its own, as a visitor
// elsewhere would have) asking addresses nobody asked before (`/recherche?q=<random>`: each one a
// render) one after the other for SECONDS seconds. Prints one JSON line: the answers per status.
// Usage: node bench/support/hostile-client.mjs <base> <seconds> <connections>
import { randomBytes } from 'node:crypto'
import http from 'node:http'

const [base, seconds, connections] = [new URL(process.argv[2]), Math.min(Math.max(Number(process.argv[3] ?? 5), 1), 60), Number(process.argv[4] ?? 16)]
const agent = new http.Agent({ keepAlive: true, maxSockets: connections, localAddress: '127.0.0.2' })
const statuses = {}
const end = Date.now() + seconds * 1000

/** One request; resolves with its status once the whole answer is read (0 when it failed). */
const ask = () =>
  new Promise((resolve) => {
    const request = http.get({ agent, host: base.hostname, port: base.port, path: `/recherche?q=${randomBytes(6).toString('hex')}`, headers: { 'accept-encoding': 'gzip, br' }, timeout: 30_000 }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
      response.on('error', () => resolve(0))
    })
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(0))
  })

await Promise.all(
  Array.from({ length: connections }, async () => {
    while (Date.now() < end) {
      const status = await ask()
      statuses[status] = (statuses[status] ?? 0) + 1
    }
  }),
)
agent.destroy()
const total = Object.values(statuses).reduce((a, b) => a + b, 0)
console.log(JSON.stringify({ statuses, rps: total / seconds }))

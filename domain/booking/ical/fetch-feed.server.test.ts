import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FeedFetchError, feedFetcher } from './fetch-feed.server'

/** The fetch of an imported calendar against a tiny server on 127.0.0.1: its body, a time limit, a size limit. */

let server: http.Server
let base: string

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/slow') return void setTimeout(() => res.end('BEGIN:VCALENDAR'), 2_000)
    if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'text/calendar' })
      return void res.end('X'.repeat(64 * 1024))
    }
    if (req.url === '/to-metadata') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' })
      return void res.end()
    }
    if (req.url === '/to-feed') {
      res.writeHead(301, { location: '/feed.ics' })
      return void res.end()
    }
    if (req.url === '/loop') {
      res.writeHead(302, { location: '/loop' })
      return void res.end()
    }
    if (req.url === '/gone') {
      res.writeHead(404)
      return void res.end()
    }
    res.writeHead(200, { 'content-type': 'text/calendar' })
    res.end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('fetching an imported calendar', () => {
  // The feed is served on 127.0.0.1, which only this setting lets through.
  const fetchText = feedFetcher({ timeoutMs: 300, maxBytes: 16 * 1024, allowLoopback: true })

  it('reads a feed', async () => {
    expect(await fetchText(`${base}/feed.ics`)).toContain('BEGIN:VCALENDAR')
  })

  it('gives up on a feed that does not answer in time, one too large, one that is missing, and any other scheme', async () => {
    await expect(fetchText(`${base}/slow`)).rejects.toThrow(/within/)
    await expect(fetchText(`${base}/big`)).rejects.toThrow(/larger than 16 KB/)
    await expect(fetchText(`${base}/gone`)).rejects.toThrow(/HTTP 404/)
    await expect(fetchText('file:///etc/passwd')).rejects.toBeInstanceOf(FeedFetchError)
  })
})

/** A resolver that answers every name with the given addresses, as a hostile DNS zone could. */
const resolvingTo = (...addresses: string[]) =>
  ((_name: string, _options: unknown, callback: (error: null, list: { address: string; family: number }[]) => void) =>
    callback(null, addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })))) as never

describe('the addresses a feed is never fetched from', () => {
  it('refuses loopback by default, and private, link-local and mapped addresses whatever the setting', async () => {
    await expect(feedFetcher({ timeoutMs: 300 })(`${base}/feed.ics`)).rejects.toThrow(/not allowed \(loopback\)/)
    const loose = feedFetcher({ timeoutMs: 300, allowLoopback: true })
    await expect(loose('http://10.0.0.1/feed.ics')).rejects.toThrow(/not allowed \(private\)/)
    await expect(loose('http://169.254.169.254/latest/meta-data/')).rejects.toThrow(/link_local/)
    await expect(loose('http://[::ffff:169.254.169.254]/')).rejects.toThrow(/link_local/)
    await expect(loose('http://[fd00::1]/')).rejects.toThrow(/unique_local/)
    await expect(loose('http://user:secret@feeds.example.com/a.ics')).rejects.toThrow(/credentials/)
  })

  it('refuses a name when any of its addresses is refused, and connects to the address it checked', async () => {
    const port = new URL(base).port
    const strict = feedFetcher({ timeoutMs: 300, lookup: resolvingTo('127.0.0.1') })
    await expect(strict(`http://calendar.example.com:${port}/feed.ics`)).rejects.toThrow(/calendar.example.com is not allowed \(loopback\)/)
    const mixed = feedFetcher({ timeoutMs: 300, lookup: resolvingTo('93.184.216.34', '10.1.2.3') })
    await expect(mixed(`http://calendar.example.com:${port}/feed.ics`)).rejects.toThrow(/private/)
    // The name's checked answer is where the request goes: no other lookup is made.
    const allowed = feedFetcher({ timeoutMs: 300, allowLoopback: true, lookup: resolvingTo('127.0.0.1') })
    expect(await allowed(`http://calendar.example.com:${port}/feed.ics`)).toContain('BEGIN:VCALENDAR')
  })

  it('follows a few redirects, each checked: never to a refused address, never in a loop', async () => {
    expect(await fetchTextLoose(`${base}/to-feed`)).toContain('BEGIN:VCALENDAR')
    await expect(fetchTextLoose(`${base}/to-metadata`)).rejects.toThrow(/169.254.169.254 is not allowed/)
    await expect(fetchTextLoose(`${base}/loop`)).rejects.toThrow(/too many redirects/)
  })
})

function fetchTextLoose(url: string) {
  return feedFetcher({ timeoutMs: 300, allowLoopback: true })(url)
}

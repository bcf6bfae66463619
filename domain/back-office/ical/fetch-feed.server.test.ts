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
  const fetchText = feedFetcher({ timeoutMs: 300, maxBytes: 16 * 1024 })

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

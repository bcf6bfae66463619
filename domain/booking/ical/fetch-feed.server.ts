/**
 * Fetches an imported calendar from the server: http(s) only, within a time and a size limit, so a
 * slow or endless feed never holds the job worker; and never from an address inside the agency's
 * own network (address-rules.ts). The host's name is resolved once, every address it gives is
 * checked, and the connection goes to a checked address: no second lookup between the check and the
 * connection for a name to change its answer in. Redirects are followed by hand, a few at most, each
 * checked the same way.
 */
import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { refusedRange } from './address-rules'

export type FetchText = (url: string) => Promise<string>

export const FEED_TIMEOUT_MS = 10_000
export const FEED_MAX_BYTES = 2 * 1024 * 1024
/** Platforms move their export once or twice (http → https, a new host); more is a loop. */
export const FEED_MAX_REDIRECTS = 3

export class FeedFetchError extends Error {}

export type FeedFetchOptions = {
  timeoutMs?: number
  maxBytes?: number
  maxRedirects?: number
  /** Lets the server's own loopback addresses through (ICAL_ALLOW_LOOPBACK, tests only). */
  allowLoopback?: boolean
  /** The name resolver (tests give names their own answers); dns.lookup by default. */
  lookup?: typeof dns.lookup
}

const refused = (host: string, range: string) => new FeedFetchError(`the address of ${host} is not allowed (${range})`)

/** A lookup that resolves once and refuses the whole name when any of its addresses is refused. */
function checkedLookup(options: FeedFetchOptions): LookupFunction {
  const resolve = options.lookup ?? dns.lookup
  return (hostname, lookupOptions, callback) => {
    resolve(hostname, { family: lookupOptions.family, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const list = addresses as dns.LookupAddress[]
      const bad = list.map((a) => refusedRange(a.address, options)).find((range) => range !== null)
      if (bad) return callback(refused(hostname, bad), '', 0)
      if (list.length === 0) return callback(new FeedFetchError(`${hostname} has no address`), '', 0)
      if (lookupOptions.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list)
      const first = list[0] as dns.LookupAddress
      callback(null, first.address, first.family)
    })
  }
}

/** The address to ask, or why not: http(s), no credentials, a literal IP address checked here (no lookup is made for one). */
function checkedUrl(raw: string, options: FeedFetchOptions): URL {
  const url = URL.canParse(raw) ? new URL(raw) : null
  if (!url || !['http:', 'https:'].includes(url.protocol)) throw new FeedFetchError('only http and https addresses are fetched')
  if (url.username || url.password) throw new FeedFetchError('an address with credentials is not fetched')
  const range = refusedRange(url.hostname, options)
  if (range) throw refused(url.hostname, range)
  return url
}

function get(url: URL, signal: AbortSignal, options: FeedFetchOptions): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.request(url, { signal, agent: false, lookup: checkedLookup(options), headers: { accept: 'text/calendar, text/plain;q=0.5' } }, resolve)
    request.on('error', reject)
    request.end()
  })
}

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status)

async function answerOf(raw: string, signal: AbortSignal, options: FeedFetchOptions, timeoutMs: number): Promise<http.IncomingMessage> {
  let address = raw
  for (let hop = 0; ; hop++) {
    const url = checkedUrl(address, options)
    let response: http.IncomingMessage
    try {
      response = await get(url, signal, options)
    } catch (error) {
      if (error instanceof FeedFetchError) throw error
      throw new FeedFetchError(signal.aborted ? `no answer within ${timeoutMs / 1000} s` : `unreachable (${(error as Error).message})`)
    }
    const status = response.statusCode ?? 0
    if (!isRedirect(status)) return response
    response.resume()
    const location = response.headers.location
    if (!location) throw new FeedFetchError(`HTTP ${status} without a new address`)
    if (hop >= (options.maxRedirects ?? FEED_MAX_REDIRECTS)) throw new FeedFetchError('too many redirects')
    address = new URL(location, url).toString()
  }
}

export function feedFetcher(options: FeedFetchOptions = {}): FetchText {
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES
  return async (url) => {
    const signal = AbortSignal.timeout(timeoutMs)
    const response = await answerOf(url, signal, options, timeoutMs)
    const status = response.statusCode ?? 0
    if (status < 200 || status > 299) {
      response.resume()
      throw new FeedFetchError(`HTTP ${status}`)
    }
    if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
      response.destroy()
      throw new FeedFetchError(`larger than ${Math.round(maxBytes / 1024)} KB`)
    }
    return readLimited(response, maxBytes, signal)
  }
}

async function readLimited(body: http.IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of body) {
      const bytes = chunk as Buffer
      size += bytes.byteLength
      if (size > maxBytes) throw new FeedFetchError(`larger than ${Math.round(maxBytes / 1024)} KB`)
      chunks.push(bytes)
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error
    throw new FeedFetchError(signal.aborted ? 'no complete answer in time' : `cut off (${(error as Error).message})`)
  } finally {
    body.destroy()
  }
  return Buffer.concat(chunks).toString('utf8')
}

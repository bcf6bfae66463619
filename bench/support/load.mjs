// Load on loopback with autocannon: 20 connections for a bounded time, the figures a table prints.
import autocannon from 'autocannon'

export const CONNECTIONS = 20

/** Requests per second, p50 and p99 in ms, and the count of errors and non-2xx answers. */
export async function load(url, { seconds, headers = {} }) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, br', ...headers },
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  }
}

export const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-')

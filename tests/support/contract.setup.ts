/**
 * Every HTTP test's API answers held to the OpenAPI document (docs/decisions/054): a call to one of
 * the families on a test server whose answer the document does not describe fails the request, and
 * so the test that made it, with what differs.
 */
import { contractProblems } from './contract'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])
const sent = globalThis.fetch

globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
  const response = await sent(input, init)
  const url = new URL(input instanceof Request ? input.url : String(input))
  if (!LOOPBACK.has(url.hostname) || process.env.CONTRACT_CHECK === 'off') return response
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
  const body = response.status === 304 || method.toUpperCase() === 'HEAD' ? '' : await response.clone().text()
  const problems = contractProblems({ method, path: url.pathname, status: response.status, contentType: response.headers.get('content-type') ?? '', body })
  if (problems.length > 0) throw new Error(`The answer differs from the OpenAPI document:\n${problems.join('\n')}`)
  return response
}

import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, inject, it } from 'vitest'
import { contractProblems } from '../support/contract'

/**
 * The check every HTTP test's answers go through (tests/support/contract.setup.ts, decision 054): it
 * refuses what the OpenAPI document does not describe, and the setup makes such an answer fail its
 * request.
 */

const base = inject('baseUrl')
const json = (value: unknown) => JSON.stringify(value)

describe('answers held to the OpenAPI document', () => {
  it('passes a documented answer, and refuses an undocumented field, status or shape', () => {
    const notFound = { method: 'GET', path: '/api/locations/999999', contentType: 'application/json', status: 404 }
    expect(contractProblems({ ...notFound, body: json({ success: false, message: 'Location not found' }) })).toEqual([])
    expect(contractProblems({ ...notFound, body: json({ success: false, message: 'Location not found', debug: 'x' }) }).join()).toMatch(/must NOT have additional properties 'debug'/)
    expect(contractProblems({ ...notFound, body: json({ success: true, message: 'Location not found' }) }).join()).toMatch(/success must be equal to constant/)
    expect(contractProblems({ ...notFound, status: 418, body: json({ success: false, message: 'x' }) }).join()).toMatch(/status 418 is not documented/)
    expect(contractProblems({ ...notFound, contentType: 'text/html', body: '<p>x</p>' }).join()).toMatch(/text\/html is not documented/)
    expect(contractProblems({ method: 'GET', path: '/shop/api/store/cart', contentType: 'application/json', status: 200, body: json({ items: [] }) }).length).toBeGreaterThan(0)
  })

  it('holds an address no call answers to the family’s 404', () => {
    const unknown = { method: 'GET', path: '/aio/nothing-here', contentType: 'application/json' }
    expect(contractProblems({ ...unknown, status: 404, body: json({ status: 404, message: 'No such call' }) })).toEqual([])
    expect(contractProblems({ ...unknown, status: 200, body: json({}) }).join()).toMatch(/not in the document, answered 200/)
    expect(contractProblems({ ...unknown, status: 404, body: json({ code: 'NOT_FOUND', message: 'No such call' }) }).length).toBeGreaterThan(0)
  })

  it('leaves pages alone', () => {
    expect(contractProblems({ method: 'GET', path: '/location', contentType: 'text/html', status: 200, body: '<html></html>' })).toEqual([])
  })

  it('makes a test’s request fail when a server answers outside the document', async () => {
    // A stand-in server on loopback that answers a catalogue call with a field the document does not name.
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(json({ success: true, location: { id: 1 }, debug: true }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      await expect(fetch(`http://127.0.0.1:${port}/api/locations/1`)).rejects.toThrow(/differs from the OpenAPI document/)
    } finally {
      server.close()
    }
  })

  it('serves the document: OpenAPI 3.1, with every call', async () => {
    const served = (await (await fetch(`${base}/shop/api/store/openapi.json`)).json()) as { openapi: string; paths: Record<string, unknown> }
    expect(served.openapi).toBe('3.1.0')
    expect(Object.keys(served.paths)).toEqual(expect.arrayContaining(['/shop/api/store/cart/add/{productId}', '/api/locations', '/aio/contents']))
  })
})

import { Validator } from '@seriousme/openapi-schema-validator'
import type { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../env'
import { catalogueApi } from '../catalogue'
import { contentApi } from '../content'
import { shopApi } from '../shop'
import { openApiDocument } from './document'

/** The calls an API answers, as `METHOD /full/path/{param}`. */
function callsOf(api: Hono<AppEnv>, prefix: string): string[] {
  return api.routes
    .filter((route) => route.method !== 'ALL')
    .map((route) => `${route.method} ${prefix}${route.path.replace(/:(\w+)/g, '{$1}')}`.replace(/\/$/, ''))
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document (the OpenAPI Initiative’s JSON schema)', async () => {
    const validator = new Validator()
    const result = await validator.validate(structuredClone(openApiDocument()) as unknown as Record<string, unknown>)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('documents every call of the three API families, and no call that does not exist', () => {
    const answered = new Set([
      ...callsOf(shopApi(), '/shop/api/store'),
      ...callsOf(catalogueApi(), '/api'),
      ...callsOf(contentApi(), '/aio'),
    ])
    const documented = new Set(
      Object.entries(openApiDocument().paths ?? {}).flatMap(([path, item]) =>
        Object.keys(item as object)
          .filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key))
          .map((method) => `${method.toUpperCase()} ${path}`),
      ),
    )
    expect([...answered].filter((call) => !documented.has(call)).sort()).toEqual([])
    expect([...documented].filter((call) => !answered.has(call)).sort()).toEqual([])
  })

  it('gives every operation an id, a summary and an answer for success (an address without its id only refuses)', () => {
    for (const [path, item] of Object.entries(openApiDocument().paths ?? {})) {
      for (const [method, operation] of Object.entries(item as Record<string, { operationId?: string; summary?: string; responses?: Record<string, unknown> }>)) {
        expect(operation.operationId, `${method} ${path}`).toBeTruthy()
        expect(operation.summary, `${method} ${path}`).toBeTruthy()
        expect(Object.keys(operation.responses ?? {}).some((status) => /^2\d\d$/.test(status)), `${method} ${path}`).toBe(!/Without\w*(Id|Number)$/.test(operation.operationId ?? ''))
      }
    }
  })
})

describe('the reference page', () => {
  it('renders the document with Swagger UI in development, and does not exist otherwise', async () => {
    const dev = shopApi({ reference: true })
    const page = await dev.request('/reference')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('/shop/api/store/reference/swagger-ui-bundle.js')
    const script = await dev.request('/reference/swagger-ui-bundle.js')
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toContain('javascript')
    expect(await (await dev.request('/reference/start.js')).text()).toContain("url: '/shop/api/store/openapi.json'")
    expect((await shopApi().request('/reference')).status).toBe(404)
  })
})

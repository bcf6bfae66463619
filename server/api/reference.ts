import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { openApiDocument } from './contract/document'

/** The document of the APIs (docs/decisions/054): public, the same for everyone, kept an hour. */
export function openApiCall() {
  const api = new Hono<AppEnv>()
  api.get('/openapi.json', (c) => {
    c.header('Cache-Control', 'public, max-age=3600')
    return c.json(openApiDocument())
  })
  return api
}

const PAGE = (base: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>API reference</title><link rel="stylesheet" href="${base}/swagger-ui.css"></head>
<body><div id="reference"></div>
<script src="${base}/swagger-ui-bundle.js"></script>
<script src="${base}/start.js"></script>
</body>
</html>`

const START = `window.ui = SwaggerUIBundle({ url: '/shop/api/store/openapi.json', dom_id: '#reference', deepLinking: true })`

/**
 * The reference page of the document, in development only (`npm run dev`, /shop/api/store/reference):
 * Swagger UI from the development dependencies, which a production install does not have.
 */
export function referencePage() {
  const api = new Hono<AppEnv>()
  const dist = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
  const asset = (name: string, type: string) => (c: { body: (data: Uint8Array, status: 200, headers: Record<string, string>) => Response }) =>
    c.body(new Uint8Array(fs.readFileSync(path.join(dist, name))), 200, { 'Content-Type': type })
  api.get('/reference', (c) => c.html(PAGE('/shop/api/store/reference')))
  api.get('/reference/swagger-ui.css', asset('swagger-ui.css', 'text/css; charset=utf-8'))
  api.get('/reference/swagger-ui-bundle.js', asset('swagger-ui-bundle.js', 'text/javascript; charset=utf-8'))
  api.get('/reference/start.js', (c) => c.body(START, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
  return api
}

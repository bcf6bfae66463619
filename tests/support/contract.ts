/**
 * Holds an API answer to the OpenAPI document (docs/decisions/054): the call must be documented, its
 * status listed, its body valid against the listed schema, with no field the document does not name.
 * An address no call answers must be the family's 404 (or 405).
 */
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { ValidateFunction } from 'ajv'
import { openApiDocument } from '../../server/api/contract/document'

type Document = ReturnType<typeof openApiDocument>

const FAMILIES = [
  { prefix: '/shop/api/store', error: 'ShopError' },
  { prefix: '/aio', error: 'ContentError' },
  { prefix: '/api', error: 'CatalogueError' },
] as const

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

/** The family an address belongs to, or null for a page. */
export function familyOf(path: string) {
  return FAMILIES.find((family) => under(path, family.prefix)) ?? null
}

type Route = { template: string; pattern: RegExp; literals: number }

let state: { document: Document; ajv: Ajv2020; routes: Route[]; validators: Map<string, ValidateFunction> } | undefined

function prepared() {
  if (state) return state
  const document = openApiDocument()
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats.default(ajv)
  ajv.addSchema(document as object, 'openapi.json')
  const routes = Object.keys(document.paths ?? {}).map((template) => {
    const segments = template.split('/')
    const pattern = new RegExp(`^${segments.map((s) => (/^\{.+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}$`)
    return { template, pattern, literals: segments.filter((s) => !s.startsWith('{')).length }
  })
  state = { document, ajv, routes, validators: new Map() }
  return state
}

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')

function validatorAt(ref: string): ValidateFunction {
  const { ajv, validators } = prepared()
  let validate = validators.get(ref)
  if (!validate) {
    validate = ajv.compile({ $ref: ref })
    validators.set(ref, validate)
  }
  return validate
}

export type Answer = { method: string; path: string; status: number; contentType: string; body: string }

/** What is wrong with this answer, or an empty list. */
export function contractProblems(answer: Answer): string[] {
  const family = familyOf(answer.path)
  if (!family) return []
  const { document, routes } = prepared()
  const method = answer.method.toLowerCase() === 'head' ? 'get' : answer.method.toLowerCase()
  // The calls answer their address with a final slash as without it.
  const path = answer.path.length > 1 ? answer.path.replace(/\/$/, '') : answer.path
  const route = routes.filter((r) => r.pattern.test(path) && (document.paths?.[r.template] as Record<string, unknown>)?.[method]).sort((a, b) => b.literals - a.literals)[0]
  const mediaType = answer.contentType.split(';')[0].trim()
  if (!route) {
    if (answer.status !== 404 && answer.status !== 405) return [`${answer.method} ${answer.path}: not in the document, answered ${answer.status}`]
    return bodyProblems(answer, mediaType, `openapi.json#/components/schemas/${family.error}`)
  }
  const operation = (document.paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>)[route.template][method]
  const key = [String(answer.status), `${String(answer.status)[0]}XX`, 'default'].find((k) => operation.responses[k])
  if (!key) return [`${answer.method} ${route.template}: status ${answer.status} is not documented`]
  const content = operation.responses[key].content
  if (!content || answer.status === 304 || answer.method.toUpperCase() === 'HEAD') return []
  if (!content[mediaType]) return [`${answer.method} ${route.template} ${answer.status}: ${mediaType || 'no content type'} is not documented (${Object.keys(content).join(', ')})`]
  if (mediaType !== 'application/json') return []
  return bodyProblems(answer, mediaType, `openapi.json#${pointer('', 'paths', route.template, method, 'responses', key, 'content', mediaType, 'schema')}`, `${route.template} ${answer.status}`)
}

function bodyProblems(answer: Answer, mediaType: string, ref: string, label = `${answer.path} ${answer.status}`): string[] {
  if (mediaType !== 'application/json') return [`${answer.method} ${label}: answered ${mediaType || 'no content type'}, not JSON`]
  let value: unknown
  try {
    value = JSON.parse(answer.body)
  } catch {
    return [`${answer.method} ${label}: the body is not JSON`]
  }
  const validate = validatorAt(ref)
  if (validate(value)) return []
  return (validate.errors ?? []).slice(0, 8).map((error) => {
    const extra = error.keyword === 'additionalProperties' ? ` '${(error.params as { additionalProperty: string }).additionalProperty}'` : ''
    return `${answer.method} ${label}: ${error.instancePath || '(body)'} ${error.message}${extra}`
  })
}

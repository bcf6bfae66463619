/**
 * The OpenAPI 3.1 document of the site's three API families (docs/decisions/054), generated from the
 * contract's Zod schemas: the shop (/shop/api/store), the catalogue (/api) and the contents (/aio).
 * Served at /shop/api/store/openapi.json; the HTTP tests hold every answer to it.
 */
import { z } from 'zod'
import { createDocument, type ZodOpenApiPathsObject } from 'zod-openapi'
import { accountPaths } from './account'
import { json, refusals } from './common'
import { cataloguePaths } from './catalogue'
import { contentPaths } from './content'
import { shopPaths } from './shop'

export const OPENAPI_PATH = '/shop/api/store/openapi.json'

const documentPath: ZodOpenApiPathsObject = {
  [OPENAPI_PATH]: {
    get: {
      operationId: 'openApiDocument',
      summary: 'This document',
      tags: ['reference'],
      responses: { '200': json('The OpenAPI 3.1 document of the three API families', z.looseObject({ openapi: z.literal('3.1.0') })), ...refusals('shop') },
    },
  },
}

function build() {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Agency site API',
      version: '1.0.0',
      description:
        'The shop (cart, orders, payment, accounts), the catalogue (rentals, sales, prices) and the contents (news, jobs, pages, search) of the agency’s site. ' +
        'Every call takes `locale` (fr by default, or en). Errors answer in the shape of their family: `{code, message}` for the shop, ' +
        '`{success: false, message}` for the catalogue, `{status, message}` for the contents.',
    },
    servers: [{ url: '/', description: 'This site' }],
    tags: [
      { name: 'cart', description: 'The visitor’s cart, known by its httpOnly cookie or the signed-in account' },
      { name: 'orders', description: 'Checkout, an order, its documents' },
      { name: 'products', description: 'Products, their contexts and prices' },
      { name: 'account', description: 'Customer accounts and sessions' },
      { name: 'catalogue', description: 'Holiday and annual rentals, sales, prices' },
      { name: 'content', description: 'News, jobs, pages, alerts and the site search' },
      { name: 'reference', description: 'This document' },
    ],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'XAT' },
      },
    },
    paths: { ...shopPaths, ...accountPaths, ...cataloguePaths, ...contentPaths, ...documentPath },
  })
}

let document: ReturnType<typeof build> | undefined

/** The document, built once per process. */
export function openApiDocument() {
  document ??= build()
  return document
}

/**
 * The contract of the content calls under /aio (SPEC §7, server/api/content.ts): the contents of a
 * type (or the alerts in force), one content, and the site search. Lists answer
 * `{"hydra:member": […]}`; refusals `{status, message}` with that status. The parameters are the
 * schemas the API reads them with (domain/content/api-params.ts, domain/search/params.ts).
 */
import { z } from 'zod'
import type { ZodOpenApiPathsObject } from 'zod-openapi'
import { CONTENT_EMBEDS, contentDetailQuerySchema, contentListQuerySchema } from '../../../domain/content/api-params'
import { ALERT_LEVELS } from '../../../domain/content/alert-rules'
import { searchQuerySchema } from '../../../domain/search/params'
import { SEARCH_RESULT_TYPES } from '../../../domain/search/result'
import { ifNoneMatch, notModified } from './catalogue'
import { image, json, refusals } from './common'

const PREFIX = '/aio'
const TAGS = ['content']

const int = () => z.number().int()

// --- Parameters -----------------------------------------------------------------------------------

// The schemas the API reads its parameters with (domain/content/api-params.ts, domain/search/params.ts),
// with the `name[]=…` spelling of the lists, which the site sends, beside `name=…`.
const embedAlias = z.array(z.enum(CONTENT_EMBEDS)).optional().meta({ description: 'The same as embed, written embed[]=…' })
const contentListQuery = contentListQuerySchema.extend({ 'embed[]': embedAlias })
const contentDetailQuery = contentDetailQuerySchema.extend({ 'embed[]': embedAlias })
const searchQuery = searchQuerySchema.extend({
  'types[]': z.array(z.enum(SEARCH_RESULT_TYPES)).optional().meta({ description: 'The same as types, written types[]=…' }),
})

// --- Answers --------------------------------------------------------------------------------------

const CONTENT_IMAGE_HASH = '8c41d0f2a97be315'
const exampleImage = {
  id: 905,
  zone: 'content',
  folder: 'content',
  fileName: CONTENT_IMAGE_HASH,
  extension: 'webp',
  hash: CONTENT_IMAGE_HASH,
  formats: {
    base: { url: `/media/content/${CONTENT_IMAGE_HASH}-base.webp`, width: 1600, height: 1067, mime: 'image/webp' },
    large: { url: `/media/content/${CONTENT_IMAGE_HASH}-large.webp`, width: 1200, height: 800, mime: 'image/webp' },
    medium: { url: `/media/content/${CONTENT_IMAGE_HASH}-medium.webp`, width: 800, height: 533, mime: 'image/webp' },
    thumbnail: { url: `/media/content/${CONTENT_IMAGE_HASH}-thumbnail.webp`, width: 400, height: 267, mime: 'image/webp' },
  },
  caption: 'Des chalets de Crans-Montana entretenus toute l’année',
}

const exampleProduct = { id: 31, reference: 'OPT-CLEANING', title: 'Nettoyage de fin de séjour', basePrice: 6_000, currency: 'CHF', category: 'option' }

const exampleMember = {
  id: 20,
  type: 'services',
  title: 'Administration de biens',
  slug: 'administration-de-biens',
  summary: 'Nous gérons votre chalet ou votre appartement à Crans-Montana : locations, entretien et suivi des propriétaires.',
  body: '## Une gestion complète\n\nDe la mise en location à l’entretien courant, notre équipe s’occupe de votre bien toute l’année.',
  publishedAt: '2026-09-01T08:00:00.000Z',
  attributes: { key: 'administration' },
  image: exampleImage,
}

export const attachedProduct = z
  .object({
    id: int(),
    reference: z.string(),
    title: z.string().meta({ description: 'In the asked language' }),
    basePrice: z.number().meta({ description: 'Price in centimes of CHF, VAT included' }),
    currency: z.string().meta({ description: 'CHF' }),
    category: z.string().meta({ description: 'The product category code: rental, option, package or service' }),
  })
  .meta({ id: 'AttachedProduct', example: exampleProduct })

/** Fields of every content member (domain/content/content-members.server.ts `toMembers`). */
const memberFields = {
  id: int(),
  type: z.string().meta({ description: 'actualites (news), emploi (jobs), services, packages, type_de_pack (package types), page or invite' }),
  title: z.string().meta({ description: 'In the asked language, French when it has none' }),
  slug: z.string(),
  summary: z.string(),
  body: z.string().meta({ description: 'Markdown' }),
  publishedAt: z.string().meta({ description: 'ISO 8601 instant in UTC (toISOString)', format: 'date-time' }),
  attributes: z.record(z.string(), z.unknown()).meta({
    description:
      'Data of the type, as stored: services, page, type_de_pack: {key} (a stable key, e.g. cgu); emploi: {workload, startDate, place}; packages: {packageTypeId, price (centimes), persons}; actualites: {}',
  }),
  image: image.nullable().meta({ description: 'Its first picture, or null when it has none' }),
  attached_products: z.array(attachedProduct).optional().meta({ description: 'With embed[]=attached_products only: its published products (maybe none)' }),
}

export const contentMember = z
  .object({
    ...memberFields,
    images: z.array(image).optional().meta({ description: 'With embed[]=images only: every picture, by position' }),
  })
  .meta({ id: 'ContentMember', example: exampleMember })

/** GET /aio/content/{id} always adds every picture. */
export const contentDetail = z
  .object({ ...memberFields, images: z.array(image).meta({ description: 'Every picture, by position; the first is `image`' }) })
  .meta({ id: 'ContentDetail', example: { ...exampleMember, images: [exampleImage] } })

export const contentAlert = z
  .object({
    id: int(),
    level: z.enum(ALERT_LEVELS),
    message: z.string().meta({ description: 'In the asked language, French when it has none' }),
  })
  .meta({ id: 'ContentAlert', example: { id: 3, level: 'warning', message: 'Route de Crans fermée jeudi matin : accès par Montana.' } })

const contentList = z
  .object({
    'hydra:member': z
      .union([z.array(contentMember), z.array(contentAlert)])
      .meta({ description: 'The contents in their list order (position, newest first); for type=alerts, the alerts in force, newest first' }),
    'hydra:totalItems': int().meta({ description: 'How many there are in all (count may have cut the list)' }),
  })
  .meta({ id: 'ContentList' })

export const searchResult = z
  .object({
    id: int(),
    type: z.enum(SEARCH_RESULT_TYPES).meta({ description: 'A content type, location (weekly rental), annual_location or sale' }),
    title: z.string(),
    summary: z.string(),
    url: z.string().meta({ description: 'Path of its page on this site, with /en first when English' }),
    score: z.number().meta({ description: 'Relevance (4 decimals), higher first' }),
  })
  .meta({
    id: 'SearchResult',
    example: {
      id: 12,
      type: 'location',
      title: 'Chalet Les Mélèzes',
      summary: 'Chalet de 5 pièces au calme, à 300 m des pistes, vue sur les Alpes valaisannes.',
      url: '/location/chalet-les-melezes-12',
      score: 0.4187,
    },
  })

// --- Paths ----------------------------------------------------------------------------------------

export const contentPaths: ZodOpenApiPathsObject = {
  [`${PREFIX}/contents`]: {
    get: {
      operationId: 'listContents',
      summary: 'The published contents of a type (news, jobs, services, packages, package types, pages, invitations), or the alerts in force',
      tags: TAGS,
      requestParams: { query: contentListQuery, header: ifNoneMatch },
      responses: {
        '200': json('The member list', contentList),
        ...notModified,
        ...refusals('content'),
      },
    },
  },
  [`${PREFIX}/content/{id}`]: {
    get: {
      operationId: 'getContent',
      summary: 'A published content with every picture (and its products on request)',
      tags: TAGS,
      requestParams: {
        path: z.object({ id: z.string().meta({ description: 'The id (digits); anything else is not found (404)', example: '20' }) }),
        query: contentDetailQuery,
        header: ifNoneMatch,
      },
      responses: {
        '200': json('The content itself (not a member list)', contentDetail),
        ...notModified,
        ...refusals('content', 404),
      },
    },
  },
  [`${PREFIX}/search`]: {
    get: {
      operationId: 'searchSite',
      summary: 'Search the contents, rentals and sales, best first',
      tags: TAGS,
      requestParams: { query: searchQuery, header: ifNoneMatch },
      responses: {
        '200': json(
          'The results, best first (none for an empty query)',
          z.object({ 'hydra:member': z.array(searchResult) }).meta({ id: 'SearchResults' }),
        ),
        ...notModified,
        ...refusals('content'),
      },
    },
  },
}

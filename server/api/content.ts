import { Hono, type Context } from 'hono'
import { parseContentDetailParams, parseContentListParams } from '../../domain/content/api-params'
import {
  findContentMember,
  listActiveAlerts,
  listContentMembers,
} from '../../domain/content/content-members.server'
import { parseSearchParams } from '../../domain/search/params'
import { searchSite } from '../../domain/search/search.repository.server'
import type { AppEnv } from '../env'
import { contentError } from './errors'
import { anyOf, contentListTags, contentTag, FRAME, notePageReads, PRODUCTS, RENTALS, SALES } from '../page-cache/tags'

/** What contents with these embeds show besides themselves: the products sold from them. */
const embedTags = (embeds: readonly string[]) => (embeds.includes('attached_products') ? [PRODUCTS] : [])

/** A repeated parameter, written `name[]=…` (as the site sends it) or `name=…`. */
function many(c: Context<AppEnv>, name: string): string[] {
  return [...(c.req.queries(`${name}[]`) ?? []), ...(c.req.queries(name) ?? [])]
}

/**
 * /aio/*: contents, content and search (SPEC §7). Lists answer `{"hydra:member": […]}`;
 * errors `{status, message}` with that status.
 */
export function contentApi() {
  const api = new Hono<AppEnv>()

  /** GET /aio/contents?type=…&status=2&count=250&locale=fr&embed[]=… */
  api.get('/contents', async (c) => {
    const params = parseContentListParams({
      type: c.req.query('type'),
      status: c.req.query('status'),
      count: c.req.query('count'),
      locale: c.req.query('locale'),
      embed: many(c, 'embed'),
    })
    if (!params.ok) return contentError(c, 400, params.message)
    const { type, locale, count, embeds } = params.value
    const { db } = c.get('app')
    const { members, total } =
      type === 'alerts'
        ? await listActiveAlerts(db, { locale, count })
        : await listContentMembers(db, { type, locale, count, embeds })
    notePageReads(c.get('app'), type === 'alerts' ? [FRAME] : [...contentListTags(type, members.map((member) => member.id)), ...embedTags(embeds)])
    return c.json({ 'hydra:member': members, 'hydra:totalItems': total })
  })

  /** GET /aio/content/{id}?locale=…&embed[]=attached_products */
  api.get('/content/:id', async (c) => {
    const params = parseContentDetailParams(c.req.param('id'), {
      status: c.req.query('status'),
      locale: c.req.query('locale'),
      embed: many(c, 'embed'),
    })
    if (params === null) return contentError(c, 404, 'Content not found')
    if (!params.ok) return contentError(c, 400, params.message)
    const content = await findContentMember(c.get('app').db, params.value)
    if (content) notePageReads(c.get('app'), [contentTag(content.id), ...embedTags(params.value.embeds)])
    return content ? c.json(content) : contentError(c, 404, 'Content not found')
  })

  /** GET /aio/search?q=…&locale=…&types[]=…&count=…&status=2 */
  api.get('/search', async (c) => {
    const params = parseSearchParams({
      q: c.req.query('q'),
      locale: c.req.query('locale'),
      types: many(c, 'types'),
      count: c.req.query('count'),
      status: c.req.query('status'),
    })
    if (!params.ok) return contentError(c, 400, params.message)
    const results = params.value.q === '' ? [] : await searchSite(c.get('app').db, params.value)
    notePageReads(c.get('app'), [RENTALS, SALES, anyOf('rental'), anyOf('sale'), anyOf('content')])
    return c.json({ 'hydra:member': results })
  })

  return api
}

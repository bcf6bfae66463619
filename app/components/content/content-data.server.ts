/**
 * What the content routes' loaders read: lists and single contents as the content API serves
 * them (text in the page's language with French fallback, first picture, products on request).
 */
import { type AppLoadContext, type Params, redirect } from 'react-router'
import type { ContentEmbed } from '../../../domain/content/api-params'
import {
  type ContentMember,
  findContentMember,
  listContentMembers,
} from '../../../domain/content/content-members.server'
import { idFromParam } from '../../../domain/content/route-id'
import { localeFromParams, notFound } from '../../lib/page-data.server'
import { canonicalTarget, pathsByLanguage } from '../../../domain/navigation/addresses'
import { contentPath } from '../../../domain/navigation/content-addresses'
import type { Locale } from '../../i18n/config'
import { translatedSlugs } from '../../../domain/content/translated-slugs.repository.server'
import { contentListTags, contentTag, notePageReads, PRODUCTS } from '../../../server/page-cache/tags'

/** What a page showing contents with these embeds reads besides them: the products sold from them. */
const embedTags = (embeds: readonly ContentEmbed[]) => (embeds.includes('attached_products') ? [PRODUCTS] : [])

/** Page size of the content lists (SPEC §9). */
const LIST_COUNT = 250

export type ContentDetailData = { content: ContentMember; path: string; alternates?: Record<Locale, string> }

/** The published contents of a type, in list order, each with its body and first picture. */
export async function loadContentList(
  context: AppLoadContext,
  params: Params,
  type: string,
  embeds: readonly ContentEmbed[] = [],
): Promise<ContentMember[]> {
  const { members } = await listContentMembers(context.db, {
    type,
    locale: localeFromParams(params),
    count: LIST_COUNT,
    embeds,
  })
  notePageReads(context, [...contentListTags(type, members.map((member) => member.id)), ...embedTags(embeds)])
  return members
}

/**
 * The content a detail route names by the id at the end of its `detail` parameter: 404 when it
 * is unknown or not of the route's types, 301 to its canonical address when the address differs.
 * The answer has the shape of a list item, so the browser's store can answer the same.
 */
export async function loadContentDetail(
  { request, params, context }: { request: Request; params: Params; context: AppLoadContext },
  route: { section: string; types: readonly string[]; embeds?: readonly ContentEmbed[] },
): Promise<ContentDetailData> {
  const id = idFromParam(params.detail)
  if (id === null) notFound()
  const found = await findContentMember(context.db, {
    id,
    locale: localeFromParams(params),
    embeds: route.embeds ?? [],
  })
  if (!found || !route.types.includes(found.type)) notFound()
  notePageReads(context, [contentTag(found.id), ...embedTags(route.embeds ?? [])])
  const { images: _images, ...content } = found
  const path = contentPath(content)
  const target = canonicalTarget(new URL(request.url), params, route.section, path)
  if (target !== null) throw redirect(target, 301)
  const alternates = pathsByLanguage(await translatedSlugs(context.db, 'content', content.id), (slug) => contentPath({ ...content, slug }))
  return { content, path, alternates }
}

/** The first published content of a type with that attributes.key, or null. */
export async function loadContentByKey(
  context: AppLoadContext,
  params: Params,
  type: string,
  key: string,
  embeds: readonly ContentEmbed[] = [],
): Promise<ContentMember | null> {
  const members = await loadContentList(context, params, type, embeds)
  return members.find((m) => m.attributes.key === key) ?? null
}

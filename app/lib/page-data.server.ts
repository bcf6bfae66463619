import type { AppLoadContext, Params } from 'react-router'
import { idFromParam } from '../../domain/content/route-id'
import {
  type Content,
  findContent,
  findContentByKey,
} from '../../domain/content/content.repository.server'
import { isLocale, type Locale } from '../i18n/config'
import { contentsTag, contentTag, notePageReads } from '../../server/page-cache/tags'

export function localeFromParams(params: Params): Locale {
  return isLocale(params.lang) ? params.lang : 'fr'
}

export function notFound(): never {
  throw new Response('Not Found', { status: 404 })
}

/** The content a detail route names by id, or the 404 page. */
export async function requireContent(
  context: AppLoadContext,
  params: Params,
  types: string[],
): Promise<Content> {
  const id = idFromParam(params.detail)
  if (id === null) notFound()
  const content = await findContent(context.db, { id, types, locale: localeFromParams(params) })
  return content ?? notFound()
}

/** A fixed page (general terms, contact…) by its key; null when it has not been written yet. */
export function contentByKey(
  context: AppLoadContext,
  params: Params,
  type: string,
  key: string,
): Promise<Content | null> {
  // Which content of the type has the key, then that content.
  notePageReads(context, [contentsTag(type)])
  return findContentByKey(context.db, { type, key, locale: localeFromParams(params) }).then((content) => {
    if (content) notePageReads(context, [contentTag(content.id)])
    return content
  })
}

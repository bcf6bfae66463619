import type { Context } from 'hono'
import { catalogueError, contentError, shopError } from '../api/errors'
import type { Refusal } from './messages'
import { refusalPage } from './refusal-page'

/** Where a request comes in: one of the three JSON API families (DESIGN §1), or the pages. */
export type Door = 'shop' | 'content' | 'catalogue' | 'page'

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

export function doorOf(path: string): Door {
  if (under(path, '/shop/api/store') || under(path, '/payment')) return 'shop'
  if (under(path, '/aio')) return 'content'
  if (under(path, '/api')) return 'catalogue'
  return 'page'
}

/** The language of a refusal: the `locale` parameter of an API call, else the page's prefix, else French. */
export function refusalLocale(url: URL): 'fr' | 'en' {
  const asked = url.searchParams.get('locale')?.trim()
  if (asked === 'en' || asked === 'fr') return asked
  return /^\/en(\/|$)/.test(url.pathname) ? 'en' : 'fr'
}

/**
 * A refusal in the shape of the door it came in by: `{code, message}` (shop), `{status, message}`
 * (content), `{success: false, message}` (catalogue); a page form gets a small page, and React
 * Router's data requests (`.data`, posted by a form with JavaScript) the message as text, which
 * the page's error boundary shows.
 */
export function answerRefusal(c: Context, door: Door, refusal: Refusal, locale: string, pathname: string): Response {
  c.header('Cache-Control', 'no-store')
  switch (door) {
    case 'shop':
      return shopError(c, refusal.status, refusal.code, refusal.message)
    case 'content':
      return contentError(c, refusal.status, refusal.message)
    case 'catalogue':
      return catalogueError(c, refusal.status, refusal.message)
    case 'page':
      if (pathname.endsWith('.data')) return c.text(refusal.message, refusal.status)
      return c.html(refusalPage(refusal.status, refusal.message, locale, refusal), refusal.status)
  }
}

import type { Context, Hono } from 'hono'
import { TrieRouter } from 'hono/router/trie-router'
import type { AppEnv } from '../env'
import { answerRefusal, type Door, refusalLocale } from '../input/answer'
import { methodRefusal } from '../input/messages'

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/**
 * What an API answers when none of its calls takes the request: 405 with `Allow` when the address
 * is a call of other methods, else a JSON 404 (never a page), both in the family's shape.
 */
export function unmatchedCall(api: Hono<AppEnv>, prefix: string, door: Exclude<Door, 'page'>, notFoundBody: () => object) {
  // The calls' paths per method, from the API's own routes (middleware for every method excluded).
  const router = new TrieRouter<string>()
  for (const route of api.routes) if (route.method !== 'ALL') router.add(route.method, route.path, route.path)
  const allowedOn = (path: string): string[] => {
    const allowed = METHODS.filter((method) => method !== 'HEAD' && router.match(method, path)[0].length > 0)
    // Hono answers HEAD with the GET handler.
    return allowed.includes('GET') ? ['GET', 'HEAD', ...allowed.filter((m) => m !== 'GET')] : allowed
  }
  return (c: Context<AppEnv>) => {
    const path = c.req.path.slice(prefix.length) || '/'
    const allowed = allowedOn(path)
    if (allowed.length === 0 || allowed.includes(c.req.method)) return c.json(notFoundBody(), 404)
    c.header('Allow', allowed.join(', '))
    const url = new URL(c.req.url)
    return answerRefusal(c, door, methodRefusal(c.req.method, allowed, refusalLocale(url)), refusalLocale(url), url.pathname)
  }
}

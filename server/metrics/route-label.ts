/**
 * The route a request went to, as a pattern ("/api/locations/:id", "/:lang?/location/:detail/:slug?"),
 * never the raw path: the metrics keep one series per route, however many addresses there are.
 * Worked out once per address (Hono's router for the calls, React Router's routes for the pages) and
 * remembered, so a kept page answered in a fraction of a millisecond pays a map lookup.
 */
import type { Hono } from 'hono'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'

type Router = Pick<Hono['router'], 'match'>
type RouterRoute = { method: string; path: string }

/** Addresses remembered at most; past that the memory starts again (random addresses would grow it). */
const REMEMBERED = 2_000

export function routeLabeller(router: Router, build: Pick<ServerBuild, 'routes'> | null): (method: string, path: string) => string {
  const pages = build ? routeTree(build.routes) : null
  const known = new Map<string, string>()
  return (method, path) => {
    const key = `${method} ${path}`
    let label = known.get(key)
    if (label === undefined) {
      label = labelOf(router, pages, method, path)
      if (known.size >= REMEMBERED) known.clear()
      known.set(key, label)
    }
    return label
  }
}

function labelOf(router: Router, pages: RouteObject[] | null, method: string, path: string): string {
  let routes: RouterRoute[]
  try {
    routes = (router.match(method === 'HEAD' ? 'GET' : method, path)[0] as unknown as Array<[[unknown, RouterRoute]]>).map(([[, route]]) => route)
  } catch {
    return 'unmatched'
  }
  // The handler's own route (the last one registered that names the address); else the widest
  // middleware's, most specific first ("/api/*" before "/*").
  const own = routes.filter((r) => !r.path.includes('*')).at(-1)
  if (own) return own.path
  const wildcard = routes.map((r) => r.path).sort((a, b) => b.length - a.length)[0] ?? 'unmatched'
  if (wildcard !== '/*' && wildcard !== '*') return wildcard
  if (path.startsWith('/assets/')) return '/assets/*'
  return pages ? pagePattern(pages, path) : 'page'
}

/** The page's pattern: its route's path and those of its parents; the client router's data requests keep their ".data". */
function pagePattern(pages: RouteObject[], path: string): string {
  const data = path.endsWith('.data')
  const matches = matchRoutes(pages, data ? path.slice(0, -'.data'.length) || '/' : path)
  if (!matches) return 'unmatched'
  const pattern = `/${matches.map((m) => m.route.path ?? '').filter(Boolean).join('/')}`
  return data ? `${pattern}.data` : pattern
}

/** React Router's route tree from the build's flat manifest (each route names its parent), with each route's `handle`. */
export function routeTree(manifest: ServerBuild['routes']): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>()
  const entries = Object.values(manifest).filter((r): r is NonNullable<typeof r> => r !== undefined)
  const objects = new Map(entries.map((r) => [r.id, { id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive, handle: r.module?.handle } as RouteObject]))
  for (const r of entries) {
    const siblings = children.get(r.parentId) ?? []
    siblings.push(objects.get(r.id) as RouteObject)
    children.set(r.parentId, siblings)
  }
  for (const [id, object] of objects) {
    const own = children.get(id)
    if (own && !object.index) (object as { children?: RouteObject[] }).children = own
  }
  return children.get(undefined) ?? []
}

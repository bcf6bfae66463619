import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { routeTree } from '../metrics/route-label'

/**
 * The query parameters the page at a path reads, as its routes declare them (`handle.query`, the
 * frame's in the root route's), or null when its own route declares none: then every parameter counts.
 */
export type QueryReads = (pathname: string) => ReadonlySet<string> | null

/** What a route module declares for the page cache (decision 046). */
export type PageHandle = { query?: readonly string[] }

/** Paths remembered at most; past that the memory starts again (random addresses would grow it). */
const REMEMBERED = 2_000

/** The declared query parameters of the build's pages, worked out once per path. */
export function declaredQueries(build: Pick<ServerBuild, 'routes'>): QueryReads {
  const routes = routeTree(build.routes)
  const known = new Map<string, ReadonlySet<string> | null>()
  return (pathname) => {
    let reads = known.get(pathname)
    if (reads === undefined) {
      reads = readsOf(routes, pathname)
      if (known.size >= REMEMBERED) known.clear()
      known.set(pathname, reads)
    }
    return reads
  }
}

function readsOf(routes: RouteObject[], pathname: string): ReadonlySet<string> | null {
  const matches = matchRoutes(routes, pathname)
  const queryOf = (route: RouteObject) => (route.handle as PageHandle | undefined)?.query
  if (!matches || !queryOf(matches[matches.length - 1].route)) return null
  return new Set(matches.flatMap((match) => queryOf(match.route) ?? []))
}

/**
 * A query as the key of a kept answer and the address it is rendered at: the parameters the page
 * reads (all of them when `reads` is null), sorted by name (stable: repeated names keep their order),
 * encoded one way. Tracking parameters (utm_*, fbclid, gclid…) and unknown ones are left out: the
 * page is the same without them, and stays in the visitor's address bar for the analytics tags.
 */
export function canonicalQuery(search: string, reads: ReadonlySet<string> | null): string {
  if (search.length <= 1) return ''
  const kept = [...new URLSearchParams(search)].filter(([name]) => reads === null || reads.has(name))
  if (kept.length === 0) return ''
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `?${new URLSearchParams(kept).toString()}`
}

import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import { canonicalQuery, declaredQueries } from './page-address'

type Route = { id: string; parentId?: string; path?: string; index?: boolean; handle?: unknown }

/** A build's flat route manifest, as React Router writes it. */
function build(routes: Route[]): Pick<ServerBuild, 'routes'> {
  return {
    routes: Object.fromEntries(
      routes.map((r) => [r.id, { id: r.id, parentId: r.parentId, path: r.path, index: r.index, caseSensitive: undefined, module: { handle: r.handle } }]),
    ) as unknown as ServerBuild['routes'],
  }
}

const site = build([
  { id: 'root', path: '', handle: { query: ['panier'] } },
  { id: 'lang', parentId: 'root', path: ':lang?' },
  { id: 'search', parentId: 'lang', path: 'recherche', handle: { query: ['q'] } },
  { id: 'home', parentId: 'lang', index: true, handle: { query: [] } },
  { id: 'login', parentId: 'lang', path: 'login' },
])

describe('the key of a page: its path and the query it reads', () => {
  const reads = declaredQueries(site)

  it('reads what the page and its frame declare, or every parameter when the page declares nothing', () => {
    expect(reads('/recherche')).toEqual(new Set(['panier', 'q']))
    expect(reads('/en/recherche')).toEqual(new Set(['panier', 'q']))
    expect(reads('/')).toEqual(new Set(['panier']))
    expect(reads('/login')).toBeNull()
  })

  it('leaves out tracking and unknown parameters, and sorts the others', () => {
    const q = reads('/recherche')
    expect(canonicalQuery('?q=chalet&utm_source=news&fbclid=abc&gclid=1&x=2', q)).toBe('?q=chalet')
    expect(canonicalQuery('?utm_source=news', reads('/'))).toBe('')
    expect(canonicalQuery('?panier=ajoute&q=chalet', q)).toBe(canonicalQuery('?q=chalet&panier=ajoute', q))
    expect(canonicalQuery('?q=chalet+valais', q)).toBe(canonicalQuery('?q=chalet%20valais', q))
    expect(canonicalQuery('', q)).toBe('')
    expect(canonicalQuery('?', q)).toBe('')
  })

  it('keeps every parameter of an undeclared page, sorted, repeated ones in their order', () => {
    expect(canonicalQuery('?next=2&destination=/a&children=9&children=4', null)).toBe('?children=9&children=4&destination=%2Fa&next=2')
  })
})

import { describe, expect, it } from 'vitest'
import { canonicalTarget, contentPath, detailSegment, fixedRouteOf } from './paths'

const news = { id: 62, type: 'actualites', slug: 'la-desalpe', attributes: {} }
const url = (path: string) => new URL(`http://localhost${path}`)

describe('contentPath', () => {
  it('puts each type in its section with {slug}-{id}', () => {
    expect(contentPath(news)).toBe('/actualite/la-desalpe-62')
    expect(contentPath({ id: 80, type: 'emploi', slug: 'concierge', attributes: {} })).toBe('/emplois/concierge-80')
    expect(contentPath({ id: 20, type: 'services', slug: 'administration-de-biens', attributes: { key: 'administration' } })).toBe(
      '/service/administration-de-biens-20',
    )
    expect(contentPath({ id: 50, type: 'packages', slug: 'pack-ski', attributes: {} })).toBe('/page/pack-ski-50')
    expect(contentPath({ id: 7, type: 'unknown', slug: 'x', attributes: {} })).toBe('/page/x-7')
  })

  it('uses the id alone when there is no slug', () => {
    expect(detailSegment('', 62)).toBe('62')
    expect(contentPath({ ...news, slug: '' })).toBe('/actualite/62')
  })

  it('sends contents with a page of their own to that page', () => {
    expect(contentPath({ id: 21, type: 'services', slug: 'maintenance', attributes: { key: 'maintenance' } })).toBe(
      '/maintenance-entreprise-generale',
    )
    expect(contentPath({ id: 33, type: 'page', slug: 'cgu', attributes: { key: 'cgu' } })).toBe('/cguone')
    expect(fixedRouteOf({ type: 'services', attributes: { key: 'concierge' } })).toBeNull()
    expect(fixedRouteOf({ type: 'actualites', attributes: { key: 'cgu' } })).toBeNull()
    expect(fixedRouteOf({ type: 'page', attributes: { key: 'toString' } })).toBeNull()
  })
})

describe('canonicalTarget', () => {
  const path = '/actualite/la-desalpe-62'

  it('accepts the canonical address in every language form', () => {
    expect(canonicalTarget(url(path), { detail: 'la-desalpe-62' }, '/actualite', path)).toBeNull()
    expect(canonicalTarget(url(`/fr${path}`), { lang: 'fr', detail: 'la-desalpe-62' }, '/actualite', path)).toBeNull()
  })

  it('sends a wrong slug, a bare id or the {id}/{slug} form to the canonical address, keeping prefix and query', () => {
    expect(canonicalTarget(url('/actualite/faux-62'), { detail: 'faux-62' }, '/actualite', path)).toBe(path)
    expect(canonicalTarget(url('/en/actualite/62?a=1'), { lang: 'en', detail: '62' }, '/actualite', path)).toBe(`/en${path}?a=1`)
    expect(canonicalTarget(url('/fr/actualite/62/x'), { lang: 'fr', detail: '62', slug: 'x' }, '/actualite', path)).toBe(`/fr${path}`)
    expect(canonicalTarget(url(`${path}/extra`), { detail: 'la-desalpe-62', slug: 'extra' }, '/actualite', path)).toBe(path)
  })

  it('sends a content living at a fixed page there', () => {
    expect(canonicalTarget(url('/page/cgu-33'), { detail: 'cgu-33' }, '/page', '/cguone')).toBe('/cguone')
  })
})

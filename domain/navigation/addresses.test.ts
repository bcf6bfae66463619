import { describe, expect, it } from 'vitest'
import { idFromParam } from '../content/route-id'
import { canonicalTarget, detailSegment, languagePrefix, localizePath, locationPath, pathIn, pathsByLanguage, salePath, siteAddress } from './addresses'
import { contentDetailPath, contentPath, fixedRouteOf } from './content-addresses'
import { categoryParam, productPath, productsPath } from './product-addresses'
import { stripLocale } from '../i18n/locales'

const news = { id: 62, type: 'actualites', slug: 'la-desalpe', attributes: {} }
const url = (path: string) => new URL(`http://localhost${path}`)

describe('language forms of an address', () => {
  it('strips the prefix', () => {
    expect(stripLocale('/en/location/special')).toBe('/location/special')
    expect(stripLocale('/en')).toBe('/')
    expect(stripLocale('/')).toBe('/')
    expect(stripLocale('/entreprise')).toBe('/entreprise')
  })
  it('gives French without prefix, English under /en, /fr only when kept', () => {
    expect(localizePath('/en/vente', 'fr')).toBe('/vente')
    expect(localizePath('/vente', 'en')).toBe('/en/vente')
    expect(localizePath('/', 'en')).toBe('/en')
    expect(localizePath('/', 'fr')).toBe('/')
    expect(localizePath('/vente', 'fr', true)).toBe('/fr/vente')
  })
  it('keeps the prefix the visitor used', () => {
    expect(languagePrefix({ lang: 'en' })).toBe('/en')
    expect(languagePrefix({ lang: 'fr' })).toBe('/fr')
    expect(languagePrefix({})).toBe('')
    expect(languagePrefix({ lang: 'de' })).toBe('')
  })
  it('builds an absolute address of the site in a language', () => {
    expect(siteAddress('https://www.example.ch/', '/cguone', 'fr')).toBe('https://www.example.ch/cguone')
    expect(siteAddress('https://www.example.ch', '/cguone', 'en')).toBe('https://www.example.ch/en/cguone')
    expect(siteAddress('https://www.example.ch', '/', 'en')).toBe('https://www.example.ch/en')
    expect(siteAddress('https://www.example.ch', '/location', 'de')).toBe('https://www.example.ch/location')
  })
  it('gives the French address for a stored language the site does not serve', () => {
    expect(pathIn('/mon-compte/mes-informations', 'en')).toBe('/en/mon-compte/mes-informations')
    expect(pathIn('/mon-compte/mes-informations', 'fr')).toBe('/mon-compte/mes-informations')
    expect(pathIn('/commande/retrait/abc', 'it')).toBe('/commande/retrait/abc')
    expect(pathIn('/', 'en')).toBe('/en')
  })
})

describe('rentals and sales', () => {
  it('puts weekly and annual rentals and sales in their sections with {slug}-{id}', () => {
    expect(locationPath({ kind: 'weekly', slug: 'chalet-les-melezes', id: 1 })).toBe('/location/chalet-les-melezes-1')
    expect(locationPath({ kind: 'annual', slug: 'appartement-le-prado', id: 45 })).toBe('/location/annuelle/appartement-le-prado-45')
    expect(salePath({ slug: 'chalet-la-tour', id: 7 })).toBe('/vente/chalet-la-tour-7')
    expect(localizePath(locationPath({ kind: 'weekly', slug: 'chalet-les-melezes', id: 1 }), 'en')).toBe('/en/location/chalet-les-melezes-1')
  })
  it('uses the id alone when there is no slug', () => {
    expect(detailSegment('', 3)).toBe('3')
    expect(locationPath({ kind: 'weekly', slug: '', id: 3 })).toBe('/location/3')
    expect(salePath({ slug: '', id: 7 })).toBe('/vente/7')
  })
  it('keeps the id readable by the detail routes', () => {
    for (const path of [salePath({ slug: '2024', id: 42 }), locationPath({ kind: 'annual', slug: 'a-b', id: 42 })]) {
      expect(idFromParam(path.split('/').pop())).toBe(42)
    }
  })
})

describe('contents', () => {
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

  it('gives the detail page in its section even for a content with a page of its own', () => {
    expect(contentDetailPath({ id: 21, type: 'services', slug: 'maintenance' })).toBe('/service/maintenance-21')
    expect(contentDetailPath({ id: 150, type: 'packages', slug: 'pack-ski' })).toBe('/page/pack-ski-150')
  })
})

describe('products', () => {
  it('ends with the id as the last dash segment', () => {
    expect(productPath({ id: 5, title: 'Nettoyage de fin de séjour' })).toBe('/produit/nettoyage-de-fin-de-sejour-5')
    expect(productPath({ id: 7, title: '—' })).toBe('/produit/7')
  })
  it('filters the list by category', () => {
    expect(productsPath('service')).toBe('/produits?categorie=service')
    expect(productsPath()).toBe('/produits')
    expect(categoryParam('package')).toBe('package')
    expect(categoryParam('rental')).toBeNull()
    expect(categoryParam(null)).toBeNull()
  })
})

describe('one page in every language', () => {
  it('uses the slug of each language, the French one where a language has none', () => {
    const slugs = { fr: 'chalet-des-liens', en: 'links-chalet' }
    const paths = pathsByLanguage(slugs, (slug) => locationPath({ kind: 'weekly', slug, id: 9 }))
    expect(paths).toEqual({ fr: '/location/chalet-des-liens-9', en: '/location/links-chalet-9' })
    expect(localizePath(paths.en, 'en')).toBe('/en/location/links-chalet-9')
    expect(localizePath(paths.fr, 'fr')).toBe('/location/chalet-des-liens-9')
    const untranslated = pathsByLanguage({ fr: 'la-desalpe', en: 'la-desalpe' }, (slug) => contentPath({ ...news, slug }))
    expect(untranslated).toEqual({ fr: '/actualite/la-desalpe-62', en: '/actualite/la-desalpe-62' })
    expect(pathsByLanguage({ fr: 'Ménage', en: 'Cleaning' }, (title) => productPath({ id: 4, title }))).toEqual({
      fr: '/produit/menage-4',
      en: '/produit/cleaning-4',
    })
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

  it('does the same for rentals and sales', () => {
    const rental = locationPath({ kind: 'annual', slug: 'le-prado', id: 45 })
    expect(canonicalTarget(url(`/en${rental}`), { lang: 'en', detail: 'le-prado-45' }, '/location/annuelle', rental)).toBeNull()
    expect(canonicalTarget(url('/location/annuelle/45?x=1'), { detail: '45' }, '/location/annuelle', rental)).toBe(`${rental}?x=1`)
    expect(canonicalTarget(url('/vente/7/chalet'), { detail: '7', slug: 'chalet' }, '/vente', '/vente/chalet-7')).toBe('/vente/chalet-7')
  })
})

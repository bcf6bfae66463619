import { describe, expect, it } from 'vitest'
import { contentDetailPath } from './content-addresses'
import { MENU_LINKS, menuPath } from './menu'

describe('menu links', () => {
  it("lead to the property-management service with each language's slug", () => {
    const administration = MENU_LINKS.find((link) => link.key === 'administration')!
    expect(menuPath(administration, 'fr')).toBe('/service/administration-de-biens-20')
    expect(menuPath(administration, 'en')).toBe('/service/property-management-20')
    expect(menuPath(administration, 'fr')).toBe(contentDetailPath({ id: 20, type: 'services', slug: 'administration-de-biens' }))
  })
  it('keep one path for the pages whose address is the same in every language', () => {
    const news = MENU_LINKS.find((link) => link.key === 'news')!
    expect(menuPath(news, 'fr')).toBe('/actualite')
    expect(menuPath(news, 'en')).toBe('/actualite')
  })
})

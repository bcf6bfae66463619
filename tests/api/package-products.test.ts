import { describe, expect, inject, it } from 'vitest'
import { mainText } from '../support/http'

/**
 * The packages (contents 50–57, types 40–42) lead to the products they are booked as (seeded
 * products 12–19, products.content_id): the three boxes, a package type's page and a package's page
 * link to /produit/{slug}-{id} with the starting price, without JavaScript, in French and English.
 */

const base = inject('baseUrl')

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(base + path, { redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

/** The product pages a page's main part (from `from` on) links to, with each link's text. */
function productLinks(html: string, from = '<main'): Array<{ href: string; text: string }> {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? html
  const part = main.slice(Math.max(0, main.indexOf(from)))
  return [...part.matchAll(/<a[^>]*href="([^"]*\/produit\/[^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: m[1],
    text: mainText(m[2]).trim(),
  }))
}

/** The three boxes (the service products listed above them are not packages). */
const BOXES = 'class="package-boxes"'

describe('packages and their products', () => {
  it('the three boxes link every package to its product page with its starting price', async () => {
    const fr = await page('/nos-prestations-complementaires')
    expect(fr.status).toBe(200)
    const links = productLinks(fr.html, BOXES)
    expect(links.map((l) => Number(/-(\d+)$/.exec(l.href)?.[1])).sort((a, b) => a - b)).toEqual([12, 13, 14, 15, 16, 17, 18, 19])
    expect(links).toContainEqual({ href: '/produit/pack-ski-liberte-6-jours-12', text: 'Réserver dès CHF 690.00 – Pack Ski Liberté 6 jours' })
    expect(links).toContainEqual({ href: '/produit/pack-hors-piste-avec-guide-14', text: "Réserver dès CHF 1'290.00 – Pack Hors-piste avec guide" })
    const text = mainText(fr.html)
    expect(text).not.toContain('bientôt')

    const en = await page('/en/nos-prestations-complementaires')
    const enLinks = productLinks(en.html, BOXES)
    expect(enLinks).toHaveLength(8)
    expect(enLinks).toContainEqual({ href: '/en/produit/ski-freedom-pack-6-days-12', text: 'Book from CHF 690.00 – Ski Freedom Pack, 6 days' })
    expect(mainText(en.html)).not.toMatch(/coming soon/i)
  })

  it("a package's page and its type's page link to the product, and the product page answers", async () => {
    const pack = await page('/page/pack-ski-liberte-6-jours-50')
    expect(pack.status).toBe(200)
    expect(mainText(pack.html)).toContain('dès CHF 690.00')
    expect(mainText(pack.html)).not.toContain('bientôt')
    expect(productLinks(pack.html)).toEqual([{ href: '/produit/pack-ski-liberte-6-jours-12', text: 'Réserver dès CHF 690.00 – Pack Ski Liberté 6 jours' }])

    const type = await page('/en/page/family-42')
    expect(type.status).toBe(200)
    expect(productLinks(type.html).map((l) => l.href)).toEqual([
      '/en/produit/family-snow-pack-17',
      '/en/produit/family-summer-pack-18',
      '/en/produit/childcare-5-evenings-19',
    ])
    expect(mainText(type.html)).not.toMatch(/coming soon/i)

    const product = await page('/en/produit/ski-freedom-pack-6-days-12')
    expect(product.status).toBe(200)
    expect(mainText(product.html)).toContain('Ski Freedom Pack, 6 days')
  })
})

import { beforeAll, describe, expect, inject, it } from 'vitest'

const base = inject('baseUrl')
/** The address the sitemap writes (PUBLIC_URL; the test server uses its default). */
const site = inject('publicUrl')

type SitemapUrl = { loc: string; lastmod: string | null; alternates: Record<string, string> }

let contentType = ''
let xml = ''
let urls: SitemapUrl[] = []

/** The <url> entries of the sitemap, read with regular expressions (the document is flat). */
function parseUrls(text: string): SitemapUrl[] {
  return [...text.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, inner = '']) => {
    const alternates: Record<string, string> = {}
    for (const [, lang = '', href = ''] of inner.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)) {
      alternates[lang] = href
    }
    return {
      loc: /<loc>([^<]+)<\/loc>/.exec(inner)?.[1] ?? '',
      lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(inner)?.[1] ?? null,
      alternates,
    }
  })
}

beforeAll(async () => {
  const response = await fetch(`${base}/sitemap.xml`)
  expect(response.status).toBe(200)
  contentType = response.headers.get('content-type') ?? ''
  xml = await response.text()
  urls = parseUrls(xml)
})

describe('GET /sitemap.xml', () => {
  it('is an XML urlset with the xhtml namespace for alternates', () => {
    expect(contentType).toMatch(/^application\/xml/)
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
    expect(urls.length).toBeGreaterThan(50)
  })

  it('lists absolute addresses on the site, each once', () => {
    for (const url of urls) expect(url.loc.startsWith(site)).toBe(true)
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length)
  })

  it('lists the static pages in French (unprefixed) and English', () => {
    const locs = new Set(urls.map((u) => u.loc))
    for (const path of ['/actualite', '/emplois', '/presentation', '/cguone', '/location', '/vente', '/nos-prestations-complementaires']) {
      expect(locs).toContain(site + path)
      expect(locs).toContain(`${site}/en${path}`)
    }
    expect(locs).toContain(`${site}/`)
    expect(locs).toContain(`${site}/en`)
    expect(locs).not.toContain(`${site}/commande/mon-panier`)
    expect(locs).not.toContain(`${site}/fr/actualite`)
  })

  it('gives every address its fr, en and x-default alternates, x-default being the French one', () => {
    for (const url of urls) {
      expect(Object.keys(url.alternates).sort()).toEqual(['en', 'fr', 'x-default'])
      expect(url.alternates['x-default']).toBe(url.alternates.fr)
      expect([url.alternates.fr, url.alternates.en]).toContain(url.loc)
    }
  })

  it('lists a news item in both languages with its own slug in each', () => {
    const fr = urls.find((u) => /\/actualite\/[a-z0-9-]+-\d+$/.test(u.loc) && !u.loc.includes('/en/'))
    expect(fr).toBeDefined()
    const en = urls.find((u) => u.loc === fr!.alternates.en)
    expect(en).toBeDefined()
    expect(en!.loc).toMatch(new RegExp(`^${site}/en/actualite/[a-z0-9-]+-\\d+$`))
    expect(en!.alternates.fr).toBe(fr!.loc)
    expect(fr!.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('lists jobs, services, rentals (weekly and annual) and sales', () => {
    const locs = urls.map((u) => u.loc)
    expect(locs.some((l) => /\/emplois\/[a-z0-9-]+-\d+$/.test(l))).toBe(true)
    expect(locs).toContain(`${site}/service/administration-de-biens-20`)
    expect(locs.some((l) => /\/location\/(?!annuelle\/)[a-z0-9-]+-\d+$/.test(l))).toBe(true)
    expect(locs.some((l) => /\/location\/annuelle\/[a-z0-9-]+-\d+$/.test(l))).toBe(true)
    expect(locs.some((l) => /\/vente\/[a-z0-9-]+-\d+$/.test(l))).toBe(true)
    expect(locs.some((l) => /^.*\/en\/vente\/[a-z0-9-]+-\d+$/.test(l))).toBe(true)
  })

  it('lists the shop: its list and each product in both languages, each with its own title in its address', () => {
    const locs = new Set(urls.map((u) => u.loc))
    expect(locs).toContain(`${site}/produits`)
    expect(locs).toContain(`${site}/en/produits`)
    const products = urls.filter((u) => new RegExp(`^${site}/produit/[a-z0-9-]+-\\d+$`).test(u.loc))
    expect(products.length).toBeGreaterThan(3)
    for (const fr of products) {
      expect(fr.alternates.en).toMatch(new RegExp(`^${site}/en/produit/[a-z0-9-]+-\\d+$`))
      expect(locs).toContain(fr.alternates.en)
    }
  })

  it('names a product at the address its page declares canonical, in each language', async () => {
    const fr = urls.find((u) => /\/produit\/[a-z0-9-]+-\d+$/.test(u.loc) && !u.loc.includes('/en/'))!
    for (const loc of [fr.loc, fr.alternates.en!]) {
      const response = await fetch(base + new URL(loc).pathname, { redirect: 'manual' })
      expect(response.status).toBe(200)
      expect(await response.text()).toContain(`<link rel="canonical" href="${loc}"/>`)
    }
  })

  it('lists a content with a page of its own once, at that page (no /page/ or /service/ duplicate)', () => {
    const locs = urls.map((u) => u.loc)
    expect(locs.some((l) => /\/service\/[a-z0-9-]+-21$/.test(l))).toBe(false)
    expect(locs.some((l) => /\/page\/[a-z0-9-]+-33$/.test(l))).toBe(false)
  })

  it('lists only addresses that answer 200 without a redirect (a sample spread over the list)', async () => {
    const step = Math.max(1, Math.floor(urls.length / 30))
    const sample = urls.filter((_, i) => i % step === 0).slice(0, 30)
    // Some from each end too: static pages first, sales last.
    for (const extra of [urls[1], urls[urls.length - 1], urls[urls.length - 2]]) if (extra) sample.push(extra)
    const statuses = await Promise.all(
      sample.map(async ({ loc }) => {
        // The sitemap names the public address; the test server itself listens on 127.0.0.1.
        const response = await fetch(base + new URL(loc).pathname, { redirect: 'manual' })
        await response.body?.cancel()
        return `${response.status} ${loc}`
      }),
    )
    expect(statuses.filter((s) => !s.startsWith('200 '))).toEqual([])
  })
})

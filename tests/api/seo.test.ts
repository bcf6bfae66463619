import { describe, expect, inject, it } from 'vitest'

/**
 * What search engines and link previews read in a page's head: canonical of a list's page, a
 * picture on every page, the type of a news item, structured data of the agency and of a job offer.
 */

const base = inject('baseUrl')
const site = inject('publicUrl')

async function page(path: string): Promise<string> {
  const response = await fetch(base + path, { redirect: 'manual' })
  expect(response.status, path).toBe(200)
  return response.text()
}

const meta = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]

/** The JSON-LD blocks of a page, parsed. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, text = '']) => JSON.parse(text) as Record<string, unknown>)

/** A detail address of a section, found on its list page. */
async function firstDetail(list: string, pattern: RegExp): Promise<string> {
  const found = pattern.exec(await page(list))?.[0]
  expect(found, list).toBeDefined()
  return found!
}

describe('canonical of a list page', () => {
  it('declares /location?page=2 itself as canonical, with its alternates on the same page', async () => {
    for (const prefix of ['', '/en']) {
      const html = await page(`${prefix}/location?page=2&sort=price_asc`)
      expect(html).toContain(`<link rel="canonical" href="${site}${prefix}/location?page=2"/>`)
      expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${site}/en/location?page=2"/>`)
      expect(html).toContain(`<link rel="alternate" hrefLang="fr" href="${site}/location?page=2"/>`)
      expect(meta(html, 'og:url')).toBe(`${site}${prefix}/location?page=2`)
    }
  })

  it('keeps page 1 and any other parameter out of the canonical address', async () => {
    expect(await page('/location?page=1')).toContain(`<link rel="canonical" href="${site}/location"/>`)
    expect(await page('/location?sort=price_asc')).toContain(`<link rel="canonical" href="${site}/location"/>`)
  })
})

describe('Open Graph', () => {
  it.each(['/', '/en', '/location', '/en/vente', '/contact', '/en/actualite', '/produits', '/login'])('gives %s a picture', async (path) => {
    const image = meta(await page(path), 'og:image')
    expect(image).toMatch(/^https?:\/\//)
    const response = await fetch(base + new URL(image!).pathname)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\//)
    await response.body?.cancel()
  })

  it('keeps the page’s own picture where it has one', async () => {
    const rental = await firstDetail('/location', /\/location\/(?!annuelle\/)[a-z0-9-]+-\d+(?=")/)
    expect(meta(await page(rental), 'og:image')).toContain('/media/')
  })

  it('calls a news item an article, and a list a website', async () => {
    const item = await firstDetail('/en/actualite', /\/en\/actualite\/[a-z0-9-]+-\d+(?=")/)
    expect(meta(await page(item), 'og:type')).toBe('article')
    expect(meta(await page('/en/actualite'), 'og:type')).toBe('website')
  })
})

describe('structured data', () => {
  it.each(['/', '/en'])('describes the agency on the home page (%s)', async (path) => {
    const agency = jsonLd(await page(path)).find((data) => data['@type'] === 'RealEstateAgent')
    expect(agency).toMatchObject({ name: expect.any(String), telephone: expect.any(String), url: site, logo: `${site}/mail-logo.png` })
    expect(agency).toHaveProperty('address.postalCode')
    expect(agency).toHaveProperty('geo.latitude')
  })

  it.each(['', '/en'])('describes a job offer in HTML, without inLanguage (%s)', async (prefix) => {
    const job = await firstDetail(`${prefix}/emplois`, new RegExp(`${prefix}/emplois/[a-z0-9-]+-\\d+(?=")`))
    const posting = jsonLd(await page(job)).find((data) => data['@type'] === 'JobPosting')
    expect(posting).toBeDefined()
    expect(posting).not.toHaveProperty('inLanguage')
    expect(posting!.description).toMatch(/^<p>[\s\S]*<\/(p|ul|ol|h2|h3)>$/)
    expect(posting!.description).not.toMatch(/(^|\n)#{1,6} /)
  })
})

describe('/favicon.ico', () => {
  it('answers an icon (browsers ask for it whatever the page links)', async () => {
    const response = await fetch(`${base}/favicon.ico`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\//)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0])
  })
})

import { describe, expect, inject, it } from 'vitest'
import { STATIC_ROUTES, threeForms } from '../support/routes'

const base = inject('baseUrl')
/** The address the pages write (PUBLIC_URL; the test server uses its default). */
const site = inject('publicUrl')

async function page(path: string) {
  const response = await fetch(base + path, { redirect: 'manual' })
  return { status: response.status, html: await response.text(), headers: response.headers }
}

/** Checkout steps that need a cart: a visitor without one is sent to the cart step (see cart.test.ts). */
const NEEDS_A_CART = new Set<string>(['/commande/sign-in', '/commande/mes-donnees', '/commande/recapitulatif-paiement'])

describe('every page without parameters answers in its three forms', () => {
  for (const route of STATIC_ROUTES.filter((r) => !NEEDS_A_CART.has(r))) {
    for (const { url, lang } of threeForms(route)) {
      it(`GET ${url} → 200, server-rendered in ${lang}`, async () => {
        const { status, html } = await page(url)
        expect(status).toBe(200)
        expect(html).toMatch(new RegExp(`<html lang="${lang === 'fr' ? 'fr-CH' : 'en'}"`))
        expect(html).toMatch(/<h1[^>]*>[^<]+/)
        expect(html).toMatch(/<title>[^<]+<\/title>/)
      })
    }
  }
})

describe('checkout steps without a cart', () => {
  for (const route of NEEDS_A_CART) {
    for (const { url, lang } of threeForms(route)) {
      it(`GET ${url} → the cart step, which says the cart is empty`, async () => {
        const { status, headers } = await page(url)
        expect(status).toBe(302)
        const cartStep = `${lang === 'en' ? '/en' : url.startsWith('/fr/') ? '/fr' : ''}/commande/mon-panier?panier=vide`
        expect(headers.get('location')).toBe(cartStep)
      })
    }
  }
})

describe('head tags', () => {
  it('declares the canonical address and the hreflang alternates', async () => {
    const { html } = await page('/en/location/special')
    expect(html).toContain(`<link rel="canonical" href="${site}/en/location/special"/>`)
    expect(html).toContain(`hrefLang="fr" href="${site}/location/special"`)
    expect(html).toContain(`hrefLang="en" href="${site}/en/location/special"`)
    expect(html).toContain(`hrefLang="x-default" href="${site}/location/special"`)
  })
  it('makes the unprefixed address canonical for French pages', async () => {
    const { html } = await page('/fr/vente')
    expect(html).toContain(`<link rel="canonical" href="${site}/vente"/>`)
  })
})

describe('not found', () => {
  for (const [url, text] of [
    ['/nope', 'Cette page est introuvable.'],
    ['/de/location', 'Cette page est introuvable.'],
    ['/en/nope', 'This page could not be found.'],
    ['/en/location/annuelle/x/y/z', 'This page could not be found.'],
    ['/fr/actualite/nothing-here', 'Cette page est introuvable.'],
    ['/commande/confirmation/12ab/succes', 'Cette page est introuvable.'],
  ] as const) {
    it(`GET ${url} → 404 page with a link home`, async () => {
      const { status, html } = await page(url)
      expect(status).toBe(404)
      expect(html).toContain(text)
      expect(html).toMatch(/<a[^>]+href="\/(en|fr)?"[^>]*>/)
    })
  }
  it('answers an unknown API call with JSON, not a page', async () => {
    const response = await fetch(`${base}/api/nothing`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ success: false, message: 'No such call' })
    const shop = await fetch(`${base}/shop/api/store/nothing`)
    expect(shop.status).toBe(404)
    expect((await shop.json()).code).toBe('NOT_FOUND')
  })
})

describe('locale cookie', () => {
  it('remembers the language for 365 days', async () => {
    const { headers } = await page('/en/presentation')
    const cookie = headers.get('set-cookie') ?? ''
    expect(cookie).toContain('locale=en')
    expect(cookie).toContain(`Max-Age=${365 * 24 * 3600}`)
  })
})

describe('hreflang alternates of detail pages', () => {
  for (const list of ['/en/actualite', '/en/emplois', '/vente', '/location']) {
    it(`name addresses that answer directly, with each language's slug (${list})`, async () => {
      const { html: listHtml } = await page(list)
      const detail = [...listHtml.matchAll(/href="((?:\/en)?\/(?:actualite|emplois|vente|location)\/[a-z0-9-]+-\d+)"/g)][0]?.[1]
      expect(detail).toBeTruthy()
      const { status, html } = await page(detail as string)
      expect(status).toBe(200)
      const alternates = [...html.matchAll(/hrefLang="(fr|en)" href="([^"]+)"/g)].map((m) => m[2])
      expect(alternates).toHaveLength(2)
      for (const address of alternates) {
        expect(new URL(address as string).origin).toBe(site)
        const response = await fetch(base + new URL(address as string).pathname, { redirect: 'manual' })
        expect(response.status, address).toBe(200)
      }
    })
  }
})

describe('the map page', () => {
  it('lists the rentals of one page: a page past the end shows the last, an unreadable one says so in both languages', async () => {
    const first = await page('/en/location/map')
    const count = (html: string) => html.match(/class="map-list__item"/g)?.length ?? 0
    expect(count(first.html)).toBeGreaterThan(3)
    const past = await page('/en/location/map?page=400')
    expect(past.status).toBe(200)
    expect(count(past.html)).toBe(count(first.html))
    const unreadable = await page('/location/map?page=deux')
    expect(unreadable.status).toBe(200)
    expect(unreadable.html).toContain('role="alert"')
    expect(count(unreadable.html)).toBe(count(first.html))
  })
})

describe('the apartments page', () => {
  it('shows the weekly apartments a page at a time, at most 12, with the pages as links', async () => {
    const first = await page('/appartements')
    const weekly = (html: string) => html.slice(html.indexOf('id="apartments-weekly"'), html.indexOf('id="apartments-annual"'))
    const cards = (html: string) => weekly(html).match(/<article/g)?.length ?? 0
    expect(cards(first.html)).toBe(12)
    expect(weekly(first.html)).toContain('class="pagination"')
    const second = await page('/en/appartements?page=2')
    expect(second.status).toBe(200)
    expect(weekly(second.html)).toMatch(/aria-current="page"[^>]*>2</)
    expect(cards(second.html)).toBeGreaterThan(0)
  })
})

import { beforeAll, describe, expect, inject, it } from 'vitest'

/**
 * The menu, the footer and the language switch of every page lead to final addresses: each link
 * answers 200 itself, never a 301 to the page's address in that language (domain/navigation/menu.ts,
 * the language switch's alternates).
 */

const base = inject('baseUrl')
const site = inject('publicUrl')

/** One page of each type in French, and its address in English (from the sitemap's alternates). */
let pages: string[] = []

beforeAll(async () => {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text()
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, inner = '']) => ({
    fr: /hreflang="fr" href="([^"]+)"/.exec(inner)?.[1] ?? '',
    en: /hreflang="en" href="([^"]+)"/.exec(inner)?.[1] ?? '',
  }))
  const first = (pattern: RegExp) => {
    const entry = entries.find((e) => pattern.test(new URL(e.fr).pathname))
    expect(entry, String(pattern)).toBeDefined()
    return [new URL(entry!.fr).pathname, new URL(entry!.en).pathname]
  }
  pages = [
    '/',
    '/en',
    ...first(/^\/actualite\/[a-z0-9-]+-\d+$/),
    ['/service/administration-de-biens-20', '/en/service/property-management-20'],
    ...first(/^\/location\/(?!annuelle\/)[a-z0-9-]+-\d+$/),
    ...first(/^\/vente\/[a-z0-9-]+-\d+$/),
    ...first(/^\/emplois\/[a-z0-9-]+-\d+$/),
  ].flat()
  expect(site).toBeTruthy()
})

/** The same-site links of the menu, the footer and the language switch of a page's HTML. */
function frameLinks(html: string): string[] {
  const blocks = [
    ...html.matchAll(/<nav class="(?:menu|lang-switch[^"]*)"[\s\S]*?<\/nav>/g),
    ...html.matchAll(/<footer class="site-footer"[\s\S]*?<\/footer>/g),
  ].map(([block]) => block)
  const links = blocks.flatMap((block) => [...block.matchAll(/href="(\/[^"]*)"/g)].map(([, href = '']) => href.replaceAll('&amp;', '&')))
  // An in-page anchor is not a request.
  return links.filter((href) => !href.startsWith('/#'))
}

describe('menu, footer and language-switch links', () => {
  it('lead to addresses that answer 200 directly, in French and in English, from each type of page', async () => {
    const targets = new Map<string, string>()
    for (const page of pages) {
      const response = await fetch(base + page, { redirect: 'manual' })
      expect(response.status, page).toBe(200)
      const links = frameLinks(await response.text())
      // The menu (11 destinations), the footer's copy of it, the terms and both languages.
      expect(links.length, page).toBeGreaterThan(20)
      for (const link of links) if (!targets.has(link)) targets.set(link, page)
    }
    const failures: string[] = []
    for (const [link, page] of targets) {
      const response = await fetch(base + link, { redirect: 'manual' })
      await response.body?.cancel()
      if (response.status !== 200) failures.push(`${response.status} ${link} (${response.headers.get('location') ?? ''}) linked from ${page}`)
    }
    expect(failures).toEqual([])
  })

  it('switch a detail page to the other language with that language’s slug', async () => {
    const html = await (await fetch(`${base}/service/administration-de-biens-20`)).text()
    expect(frameLinks(html)).toContain('/en/service/property-management-20')
    const english = await (await fetch(`${base}/en/service/property-management-20`)).text()
    expect(frameLinks(english)).toContain('/service/administration-de-biens-20')
    expect(frameLinks(english)).not.toContain('/service/administration-20')
  })
})

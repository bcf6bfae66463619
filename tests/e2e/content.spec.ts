import { type Page } from '@playwright/test'
import { answerConsent, expect, expectNoAxeViolations, test } from './fixtures'

const TEXT = {
  fr: {
    prefix: '',
    newsList: 'Liste des actualités',
    jobsList: "Liste des offres d'emploi",
    servicesList: 'Liste des services',
    notFound: 'Cette page est introuvable.',
    apply: /^Postuler/,
    administration: 'Administration de biens',
    products: 'Prestations proposées',
    packageTypes: ['Ski', 'Bien-être', 'Famille'],
    packagesHeading: 'Nos packs',
    searchLabel: 'Rechercher sur le site',
    searchButton: 'Rechercher',
    back: { actualite: 'Toutes les actualités', emplois: "Toutes les offres d'emploi", service: 'Tous les services' },
  },
  en: {
    prefix: '/en',
    newsList: 'News list',
    jobsList: 'Job offers',
    servicesList: 'Services',
    notFound: 'This page could not be found.',
    apply: /^Apply/,
    administration: 'Property management',
    products: 'Services offered',
    packageTypes: ['Ski', 'Wellness', 'Family'],
    packagesHeading: 'Our packages',
    searchLabel: 'Search the site',
    searchButton: 'Search',
    back: { actualite: 'All news', emplois: 'All job offers', service: 'All services' },
  },
} as const

/** The canonical detail address of a content: {prefix}/{section}/{slug}-{id}. */
const canonical = (prefix: string, section: string) => new RegExp(`^[^?#]*://[^/]+${prefix}/${section}/[a-z0-9-]+-\\d+$`)

async function search(page: Page, lang: 'fr' | 'en', q: string) {
  const text = TEXT[lang]
  const form = page.getByRole('main').getByRole('search', { name: text.searchLabel })
  await form.getByRole('searchbox', { name: text.searchLabel }).fill(q)
  await form.getByRole('button', { name: text.searchButton }).click()
  await expect(page).toHaveURL(new RegExp(`${text.prefix}/recherche\\?q=`))
}

for (const lang of ['fr', 'en'] as const) {
  const text = TEXT[lang]
  const { prefix } = text

  test.describe(`content pages in ${lang}`, () => {
    test('news list → item: the h1 is its title at its canonical address, with a way back', async ({ page }) => {
      await page.goto(`${prefix}/actualite`)
      const list = page.getByRole('list', { name: text.newsList })
      const first = list.getByRole('link').first()
      const title = (await first.textContent())?.trim() ?? ''
      expect(title).not.toBe('')
      await expect(list.getByRole('listitem').first()).toContainText(/\d{2}\.\d{2}\.\d{4}/)
      await first.click()
      await expect(page).toHaveURL(canonical(prefix, 'actualite'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByRole('main').getByRole('img').first()).toBeVisible()
      await expect(page.getByRole('main').getByText(/\d{2}\.\d{2}\.\d{4}/).first()).toBeVisible()
      const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent()
      expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'NewsArticle', headline: title })
      // The first news item's accessibility: a11y.spec.ts (detail pages).
    })

    test('a wrong slug or the {id}/{slug} form ends on the canonical address, keeping the query', async ({ page }) => {
      await page.goto(`${prefix}/actualite`)
      const href = (await page.getByRole('list', { name: text.newsList }).getByRole('link').first().getAttribute('href')) ?? ''
      const id = /-(\d+)$/.exec(href)?.[1]
      expect(id).toBeDefined()
      const response = await page.goto(`${prefix}/actualite/faux-slug-${id}`)
      expect(response?.status()).toBe(200)
      expect(new URL(page.url()).pathname).toBe(href)
      await page.goto(`${prefix}/actualite/${id}/autre-slug?ref=test`)
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${href}?ref=test`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })

    test('an unknown news id or a content of another type is the 404 page', async ({ page }) => {
      const response = await page.goto(`${prefix}/actualite/999999`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notFound)
      const job = await page.goto(`${prefix}/actualite/emploi-80`)
      expect(job?.status()).toBe(404)
    })

    test('jobs list → offer: facts, apply e-mail with the title as subject', async ({ page }) => {
      await page.goto(`${prefix}/emplois`)
      const list = page.getByRole('list', { name: text.jobsList })
      await expect(list.getByRole('listitem').first()).toContainText(/\d{2}\.\d{2}\.\d{4}/)
      const first = list.getByRole('link').first()
      const title = (await first.textContent())?.trim() ?? ''
      await first.click()
      await expect(page).toHaveURL(canonical(prefix, 'emplois'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByRole('main').getByRole('definition').first()).toBeVisible()
      const apply = page.getByRole('main').getByRole('link', { name: text.apply })
      const mailto = (await apply.getAttribute('href')) ?? ''
      expect(mailto).toMatch(/^mailto:[^?]+@[^?]+\?subject=/)
      expect(decodeURIComponent(mailto.split('subject=')[1] ?? '')).toBe(title)
      // The JobPosting (its description drawn as HTML on the server) comes with the page as search engines load it.
      await page.reload()
      const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent()
      expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'JobPosting', title })
      // The first job offer's accessibility: a11y.spec.ts (detail pages).
    })

    test('the menu link to service 20 shows the property-management service', async ({ page }) => {
      await page.goto(`${prefix}/service/administration-20`)
      await expect(page).toHaveURL(canonical(prefix, 'service'))
      expect(page.url()).toMatch(/-20$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.administration)
      await expect(page.getByRole('heading', { level: 2, name: text.products })).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test('the services list links to each service', async ({ page }) => {
      await page.goto(`${prefix}/service`)
      const list = page.getByRole('list', { name: text.servicesList })
      await expect(list.getByRole('link', { name: text.administration })).toBeVisible()
      // Its accessibility: a11y.spec.ts, with every page.
    })

    // Its accessibility as first opened: a11y.spec.ts, with every page.
    test('complementary services show the packages as three boxes', async ({ page }) => {
      await page.goto(`${prefix}/nos-prestations-complementaires`)
      await expect(page.getByRole('heading', { level: 2, name: text.packagesHeading })).toBeVisible()
      for (const name of text.packageTypes) {
        await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible()
      }
      const boxes = page.locator('.package-boxes > li')
      await expect(boxes).toHaveCount(3)
      await expect(boxes.first()).toContainText(/CHF \d{1,3}('\d{3})*\.\d{2}/)
      // Side by side on a desktop…
      const tops = await boxes.evaluateAll((items) => items.map((el) => Math.round(el.getBoundingClientRect().top)))
      expect(new Set(tops).size).toBe(1)
      // …one column on a phone.
      await page.setViewportSize({ width: 375, height: 800 })
      const phoneTops = await boxes.evaluateAll((items) => items.map((el) => Math.round(el.getBoundingClientRect().top)))
      expect(new Set(phoneTops).size).toBe(3)
    })

    test('a package page shows its price and persons', async ({ page }) => {
      await page.goto(`${prefix}/nos-prestations-complementaires`)
      const link = page.locator('.package-boxes').getByRole('link').first()
      const title = (await link.textContent())?.trim() ?? ''
      await link.click()
      await expect(page).toHaveURL(canonical(prefix, 'page'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByRole('main')).toContainText(/CHF \d{1,3}('\d{3})*\.\d{2}/)
      await expectNoAxeViolations(page)
    })

    // The fixed text pages' content is checked with their accessibility (a11y.spec.ts).

    // The empty search's accessibility: a11y.spec.ts (/recherche); the answer to a query is scanned here.
    test('search: an empty query helps, a nonsense query says there is nothing', async ({ page }) => {
      await page.goto(`${prefix}/recherche`)
      const status = page.getByRole('main').getByRole('status')
      await expect(status).toContainText(lang === 'fr' ? 'Saisissez un ou plusieurs mots' : 'Enter one or more words')
      await search(page, lang, 'zzqxwv')
      await expect(status).toHaveText(lang === 'fr' ? 'Aucun résultat pour « zzqxwv »' : 'No results for "zzqxwv"')
      const main = page.getByRole('main')
      await expect(main.getByRole('link', { name: lang === 'fr' ? 'Nos locations de vacances' : 'Our holiday rentals' })).toBeVisible()
      await expect(main.getByRole('link', { name: lang === 'fr' ? 'Nos biens à vendre' : 'Our properties for sale' })).toBeVisible()
      await expect(main.getByRole('link', { name: lang === 'fr' ? 'Nous contacter' : 'Contact us' })).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test('a search longer than 200 characters gets a clear message', async ({ page }) => {
      const response = await page.goto(`${prefix}/recherche?q=${'a'.repeat(201)}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('main').getByRole('status')).toContainText('200')
    })

    for (const [section, listName, routeId] of [
      ['actualite', text.newsList, 'routes/news-item'],
      ['emplois', text.jobsList, 'routes/job'],
      ['service', text.servicesList, 'routes/service'],
    ] as const) {
      test(`${section} list → item with JavaScript opens from memory, without calling the server`, async ({ page }) => {
        await page.goto(`${prefix}/${section}`)
        await answerConsent(page, lang)
        const link = page.getByRole('list', { name: listName }).getByRole('link').first()
        const href = (await link.getAttribute('href')) ?? ''
        expect(href).toMatch(new RegExp(`^${prefix}/${section}/[a-z0-9-]+-\\d+$`))
        const title = (await link.textContent())?.trim() ?? ''
        // Requests to the server's data endpoint that load the detail route: one without _routes
        // loads every route; the layout's own loaders (root, lang) may revalidate on navigation.
        const detailLoads: string[] = []
        page.on('request', (request) => {
          const url = new URL(request.url())
          if (!url.pathname.endsWith('.data') || !url.pathname.includes(href)) return
          const routes = url.searchParams.get('_routes')
          if (routes === null || routes.split(',').includes(routeId)) detailLoads.push(request.url())
        })
        await link.click()
        await expect(page).toHaveURL(new RegExp(`${href}$`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
        await expect(page.locator('.content-article .rich-text p').first()).toBeVisible()
        expect(detailLoads).toEqual([])
        // The list is one click away and comes from the server again.
        await page.getByRole('main').getByRole('link', { name: text.back[section] }).click()
        await expect(page).toHaveURL(new RegExp(`${prefix}/${section}$`))
        await expect(page.getByRole('list', { name: listName })).toBeVisible()
      })
    }

    for (const [list, detail, routeId] of [
      ['/location', '/location/(?!annuelle/)[a-z0-9-]+-\\d+', 'routes/location-detail'],
      ['/location/annuelle', '/location/annuelle/[a-z0-9-]+-\\d+', 'routes/location-annual-detail'],
      ['/vente', '/vente/[a-z0-9-]+-\\d+', 'routes/sale'],
    ] as const) {
      test(`an offer of ${list} seen once opens again from memory, without calling the server`, async ({ page }) => {
        await page.goto(`${prefix}${list}`)
        await answerConsent(page, lang)
        const pattern = new RegExp(`^${prefix}${detail}$`)
        const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
        const href = hrefs.find((h) => pattern.test(h)) ?? ''
        expect(href).toMatch(pattern)
        const detailLoads: string[] = []
        page.on('request', (request) => {
          const url = new URL(request.url())
          if (!url.pathname.endsWith('.data') || !url.pathname.startsWith(href)) return
          const routes = url.searchParams.get('_routes')
          if (routes === null || routes.split(',').includes(routeId)) detailLoads.push(request.url())
        })
        const listHeading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
        await page.locator(`main a[href="${href}"]`).first().click()
        await expect(page).toHaveURL(new RegExp(`${href}$`))
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(listHeading)
        const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
        expect(detailLoads).toHaveLength(1) // the first time, the server is asked
        await page.goBack()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(listHeading)
        await page.locator(`main a[href="${href}"]`).first().click()
        await expect(page).toHaveURL(new RegExp(`${href}$`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
        await expect(page.getByRole('main').getByRole('img').first()).toBeVisible()
        expect(detailLoads).toHaveLength(1) // the second time, it comes from memory
      })
    }
  })
}

test.describe('search results', () => {
  test('"pres piste" finds a rental near the slopes', async ({ page }) => {
    await page.goto('/recherche')
    await search(page, 'fr', 'pres piste')
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ résultats? pour « pres piste »$/)
    const results = page.getByRole('list', { name: 'Résultats de la recherche' })
    const rental = results.getByRole('listitem').filter({ hasText: 'Location' }).first()
    await expect(rental.getByRole('link')).toHaveAttribute('href', /^\/location\/(annuelle\/)?[a-z0-9-]+-\d+$/)
    await expect(rental.getByRole('link')).toHaveText(/pistes/i)
    await expectNoAxeViolations(page)
  })

  test('"chalte" (a typo) finds a chalet, and the result opens', async ({ page }) => {
    await page.goto('/recherche?q=chalte')
    const results = page.getByRole('list', { name: 'Résultats de la recherche' })
    const chalet = results.getByRole('link', { name: /chalet/i }).first()
    await expect(chalet).toBeVisible()
    const title = (await chalet.textContent())?.trim() ?? ''
    await chalet.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })

  test('"ski" in English finds English results with English addresses', async ({ page }) => {
    await page.goto('/en/recherche')
    await search(page, 'en', 'ski')
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results? for "ski"$/)
    const links = page.getByRole('list', { name: 'Search results' }).getByRole('link')
    expect(await links.count()).toBeGreaterThan(0)
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
      expect(href).toMatch(/^\/en\//)
    }
    await expect(page.getByRole('list', { name: 'Search results' })).toContainText(/\bski/i)
  })
})

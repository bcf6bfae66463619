import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './fixtures'

/** CHF 530.00, CHF 1'250.00, CHF 4'250'000.00 */
const MONEY = /CHF \d{1,3}('\d{3})*\.\d{2}/
const WEEK = /^\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}$/

type Offer = { id: number; slug: string; title: string }

async function catalogue(request: APIRequestContext, path: string, key: 'locations' | 'sales'): Promise<Offer[]> {
  const response = await request.get(path)
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as Record<string, Offer[]>
  return body[key]
}

/**
 * Opens the first offer linked from a list page. The rental lists are built by another part of the
 * work: while a list has no card yet, the first offer of the catalogue API is opened instead.
 */
async function openFromList(page: Page, request: APIRequestContext, list: string, detail: RegExp, fallback: string) {
  await page.goto(list)
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  const href = hrefs.find((h) => detail.test(h))
  if (href) {
    const listTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
    await page.locator(`main a[href="${href}"]`).first().click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(listTitle)
  } else {
    await page.goto(fallback)
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
}

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('main script[type="application/ld+json"]').textContent()
  return JSON.parse(text ?? '') as Record<string, unknown>
}

const T = {
  fr: {
    prefix: '',
    locale: 'fr',
    reference: 'Référence',
    features: 'Caractéristiques',
    livingSpace: 'Surface habitable',
    included: 'Prestations incluses',
    finalCleaning: 'Nettoyage final',
    includedValue: /^(Inclus|Non inclus)$/,
    deposit: 'Caution',
    calendar: 'Prix et disponibilités',
    nextMonth: 'Mois suivant',
    available: /^(Disponible|Indisponible)$/,
    bookWeek: /^Réserver la semaine du \d\d\.\d\d\.\d{4} au \d\d\.\d\d\.\d{4}$/,
    previous: 'Photo précédente',
    next: 'Photo suivante',
    counter: (i: number, n: number) => `Photo ${i} / ${n}`,
    thumbnail: (i: number, n: number) => `Afficher la photo ${i} sur ${n}`,
    copy: 'Copier le lien',
    copied: 'Lien copié',
    email: 'Partager par e-mail',
    whatsapp: /Partager sur WhatsApp/,
    facebook: /Partager sur Facebook/,
    information: "Demande d'information",
    visit: 'Demande de visite',
    notFound: 'Cette page est introuvable.',
    monthlyRent: 'Loyer mensuel',
    availableFrom: 'Disponible dès le',
    salePrice: 'Prix de vente',
    price: 'Prix',
    type: 'Type de bien',
    chalet: 'Chalet',
    sort: 'Trier par',
    priceDesc: 'Prix décroissant',
    count: /^\d+ biens?$/,
    empty: 'Aucun bien ne correspond à votre recherche.',
    reset: 'Réinitialiser les filtres',
    submit: 'Afficher les résultats',
    results: 'Résultats',
  },
  en: {
    prefix: '/en',
    locale: 'en',
    reference: 'Reference',
    features: 'Features',
    livingSpace: 'Living space',
    included: 'Included in the price',
    finalCleaning: 'Final cleaning',
    includedValue: /^(Included|Not included)$/,
    deposit: 'Deposit',
    calendar: 'Prices and availability',
    nextMonth: 'Next month',
    available: /^(Available|Unavailable)$/,
    bookWeek: /^Book the week from \d\d\.\d\d\.\d{4} to \d\d\.\d\d\.\d{4}$/,
    previous: 'Previous photo',
    next: 'Next photo',
    counter: (i: number, n: number) => `Photo ${i} / ${n}`,
    thumbnail: (i: number, n: number) => `Show photo ${i} of ${n}`,
    copy: 'Copy link',
    copied: 'Link copied',
    email: 'Share by e-mail',
    whatsapp: /Share on WhatsApp/,
    facebook: /Share on Facebook/,
    information: 'Request information',
    visit: 'Request a visit',
    notFound: 'This page could not be found.',
    monthlyRent: 'Monthly rent',
    availableFrom: 'Available from',
    salePrice: 'Sale price',
    price: 'Price',
    type: 'Property type',
    chalet: 'Chalet',
    sort: 'Sort by',
    priceDesc: 'Price, highest first',
    count: /^\d+ propert(y|ies)$/,
    empty: 'No property matches your search.',
    reset: 'Reset filters',
    submit: 'Show results',
    results: 'Results',
  },
} as const

test.beforeEach(async ({ context, baseURL }) => {
  // A consent choice already made: the cookie bar stays closed and covers nothing.
  await context.addCookies([{ name: 'consent', value: 'denied', url: baseURL ?? '' }])
})

for (const lang of ['fr', 'en'] as const) {
  const t = T[lang]

  test.describe(`offer details in ${lang}`, () => {
    test('a weekly rental shows its photos, attributes, included items and price weeks', async ({ page, request, context, baseURL }) => {
      const [first] = await catalogue(request, `/api/locations?locale=${t.locale}`, 'locations')
      await openFromList(
        page,
        request,
        `${t.prefix}/location`,
        new RegExp(`^${t.prefix}/location/(?!annuelle/)[^/?#]+-\\d+$`),
        `${t.prefix}/location/${first.slug}-${first.id}`,
      )
      const h1 = page.getByRole('heading', { level: 1 })
      await expect(h1).toBeVisible()
      const title = (await h1.textContent()) ?? ''

      // Attributes and included items, in words.
      const features = page.getByRole('region', { name: t.features })
      await expect(features.getByText(t.reference, { exact: true })).toBeVisible()
      await expect(features.getByText(t.livingSpace, { exact: true })).toBeVisible()
      await expect(features.getByText(/^\d+ m²$/).first()).toBeVisible()
      const included = page.getByRole('region', { name: t.included })
      await expect(included.getByText(t.finalCleaning, { exact: true })).toBeVisible()
      await expect(included.getByText(t.includedValue).first()).toBeVisible()
      await expect(included.getByText(t.deposit, { exact: true })).toBeVisible()

      // Price weeks: one table per month, Saturday-to-Saturday weeks, Swiss money format.
      const calendar = page.getByRole('region', { name: t.calendar })
      const table = calendar.getByRole('table')
      await expect(table).toHaveCount(1) // one month at a time once hydrated
      const firstMonth = (await table.locator('caption').textContent()) ?? ''
      const rows = table.getByRole('row')
      await expect(rows.nth(1).getByRole('rowheader')).toHaveText(WEEK)
      await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText(MONEY)
      await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText(t.available)
      // The visitor scrolls down to it: the table's code comes at that first move (after-first-move.tsx).
      await page.mouse.wheel(0, 400)
      await calendar.getByRole('button', { name: t.nextMonth }).click()
      await expect(table.locator('caption')).not.toHaveText(firstMonth)
      await expect(table.getByRole('rowheader').first()).toHaveText(WEEK)
      // Each available week opens the booking box on it (no more "booking coming soon").
      await expect(calendar.getByRole('link', { name: t.bookWeek }).first()).toHaveAttribute('href', /\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d#reservation$/)
      await expect(page.getByRole('heading', { level: 2, name: t.information })).toBeVisible()

      // The photo slider: next button, arrow key, thumbnail; the counter follows.
      const slider = page.getByRole('region', { name: new RegExp(`^Photos`) })
      const thumbnails = page.getByRole('list', { name: lang === 'fr' ? 'Choisir une photo' : 'Choose a photo' }).getByRole('button')
      const total = await thumbnails.count()
      expect(total).toBeGreaterThan(1)
      const counter = page.getByText(/^Photo \d+ \/ \d+$/)
      await expect(counter).toHaveText(t.counter(1, total))
      await page.getByRole('button', { name: t.next }).click()
      await expect(counter).toHaveText(t.counter(2, total))
      await slider.focus()
      await page.keyboard.press('ArrowRight')
      await expect(counter).toHaveText(t.counter((2 % total) + 1, total))
      await page.keyboard.press('ArrowLeft')
      await expect(counter).toHaveText(t.counter(2, total))
      await page.getByRole('button', { name: t.previous }).click()
      await expect(counter).toHaveText(t.counter(1, total))
      const last = page.getByRole('button', { name: t.thumbnail(total, total) })
      await last.click()
      await expect(counter).toHaveText(t.counter(total, total))
      await expect(last).toHaveAttribute('aria-current', 'true')
      await expect(page.getByRole('button', { name: t.thumbnail(1, total) })).not.toHaveAttribute('aria-current', 'true')

      // Share links with the absolute canonical address.
      const url = `${baseURL}${new URL(page.url()).pathname}`
      const encoded = encodeURIComponent(url)
      await expect(page.getByRole('link', { name: t.whatsapp })).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`)
      await expect(page.getByRole('link', { name: t.facebook })).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
      )
      const mail = await page.getByRole('link', { name: t.email }).getAttribute('href')
      expect(mail).toMatch(/^mailto:\?subject=/)
      expect(mail).toContain(encoded)
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
      await page.getByRole('button', { name: t.copy }).click()
      await expect(page.getByRole('status').filter({ hasText: t.copied })).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)

      // Structured data.
      const data = await jsonLd(page)
      expect(data['@context']).toBe('https://schema.org')
      expect(['House', 'Apartment', 'Accommodation']).toContain(data['@type'])
      expect(data.name).toBe(title)
      expect((data.image as string[])[0]).toMatch(/^https?:\/\/.+\/media\//)
      expect(data.geo).toMatchObject({ '@type': 'GeoCoordinates' })

      await expectNoAxeViolations(page)
    })

    test('a swipe on the photo changes it', async ({ page, request }) => {
      const [first] = await catalogue(request, `/api/locations?locale=${t.locale}`, 'locations')
      await page.goto(`${t.prefix}/location/${first.slug}-${first.id}`)
      const counter = page.getByText(/^Photo \d+ \/ \d+$/)
      await expect(counter).toHaveText(/^Photo 1 \//)
      const slider = page.getByRole('region', { name: /^Photos/ })
      const box = await slider.boundingBox()
      if (!box) throw new Error('The slider has no box')
      const y = box.y + box.height / 2
      const pointer = { pointerId: 7, pointerType: 'touch', isPrimary: true, clientY: y }
      await slider.dispatchEvent('pointerdown', { ...pointer, clientX: box.x + box.width * 0.8 })
      await slider.dispatchEvent('pointermove', { ...pointer, clientX: box.x + box.width * 0.5 })
      await slider.dispatchEvent('pointermove', { ...pointer, clientX: box.x + box.width * 0.2 })
      await slider.dispatchEvent('pointerup', { ...pointer, clientX: box.x + box.width * 0.2 })
      await expect(counter).toHaveText(/^Photo 2 \//)
    })

    test('a wrong slug is redirected to the canonical address, an unknown offer is not found', async ({ page, request }) => {
      const [weekly] = await catalogue(request, `/api/locations?locale=${t.locale}`, 'locations')
      const [annual] = await catalogue(request, `/api/locations?kind=annual&locale=${t.locale}`, 'locations')
      const [sale] = await catalogue(request, `/api/sales?locale=${t.locale}`, 'sales')
      const canonical = `${t.prefix}/location/${weekly.slug}-${weekly.id}`

      const redirect = await request.get(`${t.prefix}/location/wrong-slug-${weekly.id}`, { maxRedirects: 0 })
      expect(redirect.status()).toBe(301)
      expect(new URL(redirect.headers().location ?? '', 'http://x').pathname).toBe(canonical)

      await page.goto(`${t.prefix}/location/wrong-slug-${weekly.id}`)
      await expect(page).toHaveURL(new RegExp(`${canonical}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(weekly.title)
      await page.goto(`${t.prefix}/location/${weekly.id}/${weekly.slug}`)
      await expect(page).toHaveURL(new RegExp(`${canonical}$`))
      await page.goto(`${t.prefix}/location/annuelle/old-${annual.id}`)
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/location/annuelle/${annual.slug}-${annual.id}$`))
      await page.goto(`${t.prefix}/vente/${sale.id}`)
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/vente/${sale.slug}-${sale.id}$`))

      for (const missing of [
        `${t.prefix}/location/nowhere-999999`,
        `${t.prefix}/location/${annual.slug}-${annual.id}`,
        `${t.prefix}/location/annuelle/${weekly.slug}-${weekly.id}`,
        `${t.prefix}/vente/nowhere-999999`,
        `${t.prefix}/vente/no-id`,
      ]) {
        const response = await page.goto(missing)
        expect(response?.status(), missing).toBe(404)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound)
      }
    })

    test('an annual rental shows its monthly rent and a visit request', async ({ page, request }) => {
      const [first] = await catalogue(request, `/api/locations?kind=annual&locale=${t.locale}`, 'locations')
      await openFromList(
        page,
        request,
        `${t.prefix}/location/annuelle`,
        new RegExp(`^${t.prefix}/location/annuelle/[^/?#]+-\\d+$`),
        `${t.prefix}/location/annuelle/${first.slug}-${first.id}`,
      )
      await expect(page.getByText(t.monthlyRent, { exact: true })).toBeVisible()
      await expect(page.getByRole('region', { name: t.price, exact: true })).toContainText(MONEY)
      await expect(page.getByText(t.availableFrom, { exact: true })).toBeVisible()
      await expect(page.getByText(/^\d{2}\.\d{2}\.\d{4}$/).first()).toBeVisible()
      await expect(page.getByRole('region', { name: t.features }).getByText(t.reference, { exact: true })).toBeVisible()
      await expect(page.getByRole('region', { name: t.calendar })).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 2, name: t.visit })).toBeVisible()
      await expect(page.getByRole('button', { name: t.next })).toBeVisible()
      const data = await jsonLd(page)
      expect(['House', 'Apartment', 'Accommodation']).toContain(data['@type'])
      await expectNoAxeViolations(page)
    })

    test('the sales list filters by type and sorts by price', async ({ page }) => {
      const dataRequests: string[] = []
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.endsWith('.data')) dataRequests.push(r.url())
      })
      await page.goto(`${t.prefix}/vente`)
      await expect(page.locator('form[data-enhanced]')).toHaveCount(1)
      const results = page.getByRole('region', { name: t.results })
      const status = results.getByRole('status')
      await expect(status).toHaveText(t.count)
      const all = Number.parseInt((await status.textContent()) ?? '', 10)
      await expectNoAxeViolations(page)

      await page.getByLabel(t.type).selectOption({ label: t.chalet })
      await expect(page).toHaveURL(/[?&]type=chalet/)
      const cards = results.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })
      await expect.poll(() => cards.count()).toBeLessThan(all)
      const chalets = await cards.count()
      expect(chalets).toBeGreaterThan(1)
      await expect(status).toHaveText(new RegExp(`^${chalets} `))
      for (const meta of await results.getByText(/ · /).allTextContents()) expect(meta).toMatch(/^Chalet · /)

      dataRequests.length = 0
      await page.getByLabel(t.sort).selectOption({ label: t.priceDesc })
      await expect(page).toHaveURL(/[?&]sort=price_desc/)
      await expect(page).toHaveURL(/[?&]type=chalet/)
      const prices = async () =>
        (await results.getByText(MONEY).allTextContents()).map((p) => Number(p.replace(/[^\d.]/g, '')))
      await expect.poll(async () => {
        const list = await prices()
        return list.length === chalets && list.every((p, i) => i === 0 || list[i - 1] >= p)
      }).toBe(true)
      // A change of the sort alone is done in the browser: the list is not asked for again.
      for (const url of dataRequests) {
        const routes = new URL(url).searchParams.get('_routes')
        expect(routes?.split(',') ?? ['all'], url).not.toContain('routes/sales')
        expect(routes, url).not.toBeNull()
      }

      // The first card opens the sale.
      await cards.first().getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/vente/[^/]+-\\d+$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })

    test('the sales list explains a bad parameter and shows an empty result', async ({ page }) => {
      const response = await page.goto(`${t.prefix}/vente?type=villa&sort=cheapest`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('alert')).toContainText(lang === 'fr' ? "« villa » n'est pas une valeur possible." : '“villa” is not a possible value.')
      await expect(page.getByRole('region', { name: t.results }).getByRole('status')).toHaveText(t.count)
      await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible()

      await page.goto(`${t.prefix}/vente?priceMax=1`)
      await expect(page.getByText(t.empty)).toBeVisible()
      await page.getByRole('region', { name: t.results }).getByRole('link', { name: t.reset }).click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/vente$`))
      await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible()
      await expect(page.getByLabel(t.sort)).toHaveValue('price_asc')
    })

    test('a sale shows its price, attributes, share links and structured data', async ({ page, baseURL }) => {
      await page.goto(`${t.prefix}/vente`)
      await page.getByRole('heading', { level: 3 }).first().getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/vente/[^/]+-\\d+$`))
      await expect(page.getByText(t.salePrice, { exact: true })).toBeVisible()
      const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
      await expect(page.getByRole('region', { name: t.price, exact: true })).toContainText(MONEY)
      await expect(page.getByRole('region', { name: t.features }).getByText(t.reference, { exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: t.visit })).toBeVisible()
      await expect(page.getByRole('button', { name: t.next })).toBeVisible()
      const url = `${baseURL}${new URL(page.url()).pathname}`
      await expect(page.getByRole('link', { name: t.facebook })).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      )
      const data = await jsonLd(page)
      expect(data['@type']).toBe('Product')
      expect(data.name).toBe(title)
      expect(data.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'CHF', url })
      expect(String((data.offers as { price: string }).price)).toMatch(/^\d+\.\d{2}$/)
      await expectNoAxeViolations(page)
    })
  })
}

test('the /fr prefix is kept by the redirect', async ({ request }) => {
  const [weekly] = await catalogue(request, '/api/locations', 'locations')
  const redirect = await request.get(`/fr/location/x-${weekly.id}`, { maxRedirects: 0 })
  expect(redirect.status()).toBe(301)
  expect(new URL(redirect.headers().location ?? '', 'http://x').pathname).toBe(`/fr/location/${weekly.slug}-${weekly.id}`)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every photo and every month is reachable and the sales filter works', async ({ page, request }) => {
    const [first] = await catalogue(request, '/api/locations', 'locations')
    await page.goto(`/location/${first.slug}-${first.id}`)
    const slides = page.getByRole('group', { name: /^Photo \d+ sur \d+$/ })
    const total = await slides.count()
    expect(total).toBeGreaterThan(1)
    await expect(page.getByRole('link', { name: `Afficher la photo ${total} sur ${total}` })).toHaveAttribute('href', `#photo-${total}`)
    await expect(page.getByRole('button', { name: 'Photo suivante' })).toHaveCount(0)
    // One month at a time: the next month by its link, any month by the form.
    const calendar = page.getByRole('region', { name: 'Prix et disponibilités' })
    await expect(calendar.getByRole('table')).toHaveCount(1)
    const firstMonth = (await calendar.locator('caption').textContent()) ?? ''
    await calendar.getByRole('link', { name: 'Mois suivant' }).click()
    await expect(page).toHaveURL(/\?mois=\d{4}-\d\d#disponibilites$/)
    await expect(calendar.locator('caption')).not.toHaveText(firstMonth)
    const months = calendar.getByRole('combobox', { name: 'Mois' })
    const last = (await months.locator('option').allTextContents()).at(-1) as string
    await months.selectOption({ label: last })
    await calendar.getByRole('button', { name: 'Afficher' }).click()
    await expect(calendar.locator('caption')).toHaveText(last)
    await expect(calendar.getByRole('table')).toHaveCount(1)
    await expect(page.getByRole('link', { name: /Partager sur WhatsApp/ })).toBeVisible()

    await page.goto('/vente')
    await page.getByLabel('Type de bien').selectOption({ label: 'Chalet' })
    await page.getByLabel('Trier par').selectOption({ label: 'Prix décroissant' })
    await page.getByRole('button', { name: 'Afficher les résultats' }).click()
    await expect(page).toHaveURL(/\/vente\?.*type=chalet.*sort=price_desc/)
    const prices = (await page.getByRole('region', { name: 'Résultats' }).getByText(MONEY).allTextContents()).map((p) =>
      Number(p.replace(/[^\d.]/g, '')),
    )
    expect(prices.length).toBeGreaterThan(1)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
  })
})

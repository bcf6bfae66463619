import { type Locator, type Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './fixtures'

/** The wording each test looks for, per language. */
const LANGUAGES = [
  {
    lang: 'fr',
    prefix: '',
    tabs: 'Types de location',
    annualTab: "À l'année",
    annualTitle: "Locations à l'année",
    rooms: 'Nombre de pièces',
    roomsOption: '3 pièces',
    roomsFact: /^(\d+) pièces?$/,
    sort: 'Trier par',
    priceDesc: 'Prix décroissant',
    apply: 'Appliquer les filtres',
    count: /^(\d+) locations?$/,
    notSaturday: 'Vous ne pouvez sélectionner que des périodes du samedi au samedi.',
    perMonth: '/ mois',
    specialTitle: 'Offres spéciales',
    specialWeeks: 'Semaines en offre spéciale',
    gridCaption: /^Prix par semaine du (\d\d\.\d\d\.\d{4}) au/,
    nextWeeks: '12 semaines suivantes',
    resultPages: 'Pages de résultats',
    previousWeeks: '12 semaines précédentes',
    mapLabel: 'Carte des locations de vacances à Crans-Montana',
    mapList: 'Toutes les locations de vacances',
    cluster: /^(\d+) locations ici, zoomer pour les voir$/,
    rentalsSelection: 'Notre sélection de locations',
    salesSelection: 'Notre sélection de biens à vendre',
    allRentals: 'Toutes les locations',
    allSales: 'Toutes les ventes',
    reset: 'Réinitialiser les filtres',
  },
  {
    lang: 'en',
    prefix: '/en',
    tabs: 'Kinds of rental',
    annualTab: 'By the year',
    annualTitle: 'Annual rentals',
    rooms: 'Number of rooms',
    roomsOption: '3 rooms',
    roomsFact: /^(\d+) rooms?$/,
    sort: 'Sort by',
    priceDesc: 'Price: high to low',
    apply: 'Apply filters',
    count: /^(\d+) rentals?$/,
    notSaturday: 'You can only select periods from Saturday to Saturday.',
    perMonth: '/ month',
    specialTitle: 'Special offers',
    specialWeeks: 'Special-offer weeks',
    gridCaption: /^Prices per week from (\d\d\.\d\d\.\d{4}) to/,
    nextWeeks: 'Next 12 weeks',
    resultPages: 'Result pages',
    previousWeeks: 'Previous 12 weeks',
    mapLabel: 'Map of the holiday rentals in Crans-Montana',
    mapList: 'All holiday rentals',
    cluster: /^(\d+) rentals here, zoom in to see them$/,
    rentalsSelection: 'Our selection of rentals',
    salesSelection: 'Our selection of properties for sale',
    allRentals: 'All rentals',
    allSales: 'All properties for sale',
    reset: 'Reset filters',
  },
] as const

const cards = (page: Page) => page.getByRole('main').getByRole('article')

/** The first amount of each card: its regular (lowest) price, e.g. "CHF 1'250.00" → 1250. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).allTextContents()
  return texts.map((text) => {
    const match = /CHF ([\d']+\.\d\d)/.exec(text)
    if (!match) throw new Error(`No price in card: ${text}`)
    return Number(match[1].replace(/'/g, ''))
  })
}

/** The number of rooms each card lists among its facts. */
async function cardRooms(page: Page, pattern: RegExp): Promise<number[]> {
  const rooms: number[] = []
  for (const card of await cards(page).all()) {
    const fact = card.getByRole('listitem').filter({ hasText: pattern })
    await expect(fact).toHaveCount(1)
    rooms.push(Number(pattern.exec(((await fact.textContent()) ?? '').trim())?.[1]))
  }
  return rooms
}

async function shownCount(page: Page, pattern: RegExp): Promise<number> {
  const text = (await page.getByRole('main').getByRole('status').first().textContent()) ?? ''
  return Number(pattern.exec(text.trim())?.[1] ?? NaN)
}

/** The filter form once it submits itself on change (after hydration). */
async function enhancedForm(page: Page): Promise<Locator> {
  const form = page.locator('form[data-enhanced="true"]')
  await expect(form).toHaveCount(1)
  return form
}

const isDescending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1] >= v)

/** A Wednesday about two months ahead, and the Saturday after it, as YYYY-MM-DD. */
function notSaturdayPeriod(): { from: string; to: string } {
  const day = new Date()
  day.setUTCDate(day.getUTCDate() + 60)
  day.setUTCDate(day.getUTCDate() + ((3 - day.getUTCDay() + 7) % 7))
  const from = day.toISOString().slice(0, 10)
  day.setUTCDate(day.getUTCDate() + 10)
  return { from, to: day.toISOString().slice(0, 10) }
}

for (const t of LANGUAGES) {
  test.describe(`rental lists in ${t.lang}`, () => {
    test('filtering by rooms shows only the matching rentals', async ({ page }) => {
      await page.goto(`${t.prefix}/location`)
      const total = await cards(page).count()
      expect(total).toBeGreaterThan(3)
      const form = await enhancedForm(page)
      await form.getByLabel(t.rooms).selectOption({ label: t.roomsOption })
      await expect(page).toHaveURL(/[?&]rooms=3(&|$)/)
      await expect(cards(page)).not.toHaveCount(total)
      const rooms = await cardRooms(page, t.roomsFact)
      expect(rooms.length).toBeGreaterThan(0)
      expect(new Set(rooms)).toEqual(new Set([3]))
      expect(await shownCount(page, t.count)).toBe(rooms.length)
      // A reload keeps the filter.
      await page.reload()
      await expect(page.getByLabel(t.rooms)).toHaveValue('3')
      await expect(cards(page)).toHaveCount(rooms.length)
    })

    test('sorting by price descending orders the cards', async ({ page }) => {
      await page.goto(`${t.prefix}/location`)
      expect(isDescending(await cardPrices(page))).toBe(false)
      const form = await enhancedForm(page)
      await form.getByLabel(t.sort).selectOption({ label: t.priceDesc })
      await expect(page).toHaveURL(/[?&]sort=price_desc(&|$)/)
      await expect.poll(async () => isDescending(await cardPrices(page))).toBe(true)
      expect((await cardPrices(page)).length).toBeGreaterThan(3)
    })

    test('the sort works from the address', async ({ page }) => {
      await page.goto(`${t.prefix}/location?sort=room_desc`)
      await expect(page.getByLabel(t.sort)).toHaveValue('room_desc')
      const rooms = await cardRooms(page, t.roomsFact)
      expect(rooms.length).toBeGreaterThan(3)
      expect(isDescending(rooms)).toBe(true)
      expect(rooms[0]).toBeGreaterThan(rooms[rooms.length - 1])
    })

    test('a bad parameter shows an alert and still the list', async ({ page }) => {
      const response = await page.goto(`${t.prefix}/location?rooms=abc`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('alert').filter({ hasText: t.lang === 'fr' ? "Nombre de pièces : « abc » n'est pas une valeur possible." : 'Number of rooms: “abc” is not a possible value.' })).toBeVisible()
      const count = await cards(page).count()
      expect(count).toBeGreaterThan(3)
      // The count is of every rental; the page shows twelve of them.
      expect(count).toBe(Math.min(12, await shownCount(page, t.count)))

      const { from, to } = notSaturdayPeriod()
      const period = await page.goto(`${t.prefix}/location?from=${from}&to=${to}&sort=price_desc`)
      expect(period?.status()).toBe(200)
      await expect(page.getByRole('alert').filter({ hasText: t.notSaturday })).toBeVisible()
      expect(await cards(page).count()).toBe(count)
      expect(isDescending(await cardPrices(page))).toBe(true)
      await expect(page.getByRole('link', { name: t.reset })).toHaveAttribute('href', `${t.prefix}/location`)
    })

    test('the list shows twelve rentals a page, the sort kept from page to page', async ({ page }) => {
      await page.goto(`${t.prefix}/location?sort=price_desc`)
      const total = await shownCount(page, t.count)
      expect(total).toBeGreaterThan(12)
      await expect(cards(page)).toHaveCount(12)
      const firstPage = await cardPrices(page)
      const pages = page.getByRole('navigation', { name: t.resultPages })
      await pages.getByRole('link', { name: 'Page 2' }).click()
      await expect(page).toHaveURL(/\?sort=price_desc&page=2$/)
      await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
      const secondPage = await cardPrices(page)
      expect(isDescending([...firstPage, ...secondPage])).toBe(true)
      expect(await shownCount(page, t.count)).toBe(total)
    })

    test('the annual tab lists annual rentals with their monthly rent', async ({ page }) => {
      await page.goto(`${t.prefix}/location`)
      const tabs = page.getByRole('navigation', { name: t.tabs })
      await tabs.getByRole('link', { name: t.annualTab }).click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/location/annuelle$`))
      await expect(page.getByRole('heading', { level: 1, name: t.annualTitle })).toBeVisible()
      await expect(tabs.getByRole('link', { name: t.annualTab })).toHaveAttribute('aria-current', 'page')
      const annual = cards(page)
      expect(await annual.count()).toBeGreaterThan(0)
      for (const card of await annual.all()) {
        await expect(card).toContainText(t.perMonth)
        await expect(card.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
          'href',
          new RegExp(`^${t.prefix}/location/annuelle/[a-z0-9-]+-\\d+$`),
        )
      }
    })

    test('the special offers show the regular price struck through', async ({ page }) => {
      await page.goto(`${t.prefix}/location/special`)
      await expect(page.getByRole('heading', { level: 1, name: t.specialTitle })).toBeVisible()
      const offers = cards(page)
      expect(await offers.count()).toBeGreaterThan(0)
      const first = offers.first()
      await expect(first.getByRole('heading', { level: 3, name: t.specialWeeks })).toBeVisible()
      await expect(first.getByRole('deletion').first()).toContainText(/CHF [\d']+\.\d\d/)
      expect(await page.getByRole('main').getByRole('deletion').count()).toBeGreaterThanOrEqual(await offers.count())
    })

    test('the price grid is a table and moves by twelve weeks', async ({ page }) => {
      await page.goto(`${t.prefix}/location/prix-semaine`)
      const table = page.getByRole('table')
      await expect(table).toHaveCount(1)
      const columns = table.getByRole('columnheader')
      await expect(columns).toHaveCount(13)
      expect(await table.getByRole('rowheader').count()).toBeGreaterThan(3)
      await expect(table.getByRole('rowheader').first().getByRole('link')).toHaveAttribute(
        'href',
        new RegExp(`^${t.prefix}/location/[a-z0-9-]+-\\d+$`),
      )
      const firstWeek = (await columns.nth(1).textContent()) ?? ''
      const caption = (await table.locator('caption').textContent()) ?? ''
      expect(caption).toMatch(t.gridCaption)

      await page.getByRole('link', { name: t.nextWeeks }).click()
      await expect(page).toHaveURL(/\?from=\d{4}-\d{2}-\d{2}$/)
      await expect(columns.nth(1)).not.toHaveText(firstWeek)
      await expect(table.locator('caption')).not.toHaveText(caption)
      await expect(page.getByRole('link', { name: t.previousWeeks })).toBeVisible()
      // Ten rentals a page: the next page keeps the weeks, the weeks keep the page.
      expect(await table.getByRole('rowheader').count()).toBe(10)
      const firstRental = (await table.getByRole('rowheader').first().textContent()) ?? ''
      const pages = page.getByRole('navigation', { name: t.resultPages })
      await pages.getByRole('link', { name: 'Page 2' }).click()
      await expect(page).toHaveURL(/\?from=\d{4}-\d{2}-\d{2}&page=2$/)
      await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
      await expect(table.getByRole('rowheader').first()).not.toHaveText(firstRental)
      await expect(columns.nth(1)).not.toHaveText(firstWeek)
      await page.getByRole('link', { name: t.previousWeeks }).click()
      await expect(page).toHaveURL(/\?from=\d{4}-\d{2}-\d{2}&page=2$/)
      await expect(columns.nth(1)).toHaveText(firstWeek)
      // The table scrolls inside its own region, never the page.
      await expect(page.getByRole('region', { name: /./ }).filter({ has: table })).toHaveAttribute('tabindex', '0')
      await page.setViewportSize({ width: 375, height: 800 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    })

    test('the map gathers nearby rentals into clusters with their count, which zoom in on them, even without tiles', async ({ page }) => {
      await page.goto(`${t.prefix}/location/map`)
      const list = page.getByRole('region', { name: t.mapList })
      const rentals = await list.getByRole('listitem').count()
      expect(rentals).toBeGreaterThan(3)
      const map = page.getByRole('region', { name: t.mapLabel })
      await expect(map).toHaveClass(/leaflet-container/)
      const clusters = map.getByRole('button', { name: t.cluster })
      await expect(clusters.first()).toBeVisible()
      // Every rental is on the map once: alone, or counted in a cluster.
      const markers = map.locator('.leaflet-marker-icon')
      const counts = (await clusters.evaluateAll((all) => all.map((c) => c.getAttribute('aria-label') ?? ''))).map((name) => Number(t.cluster.exec(name)?.[1]))
      expect(counts.every((n) => n >= 2)).toBe(true)
      expect(await clusters.first().textContent()).toBe(String(counts[0]))
      const shownBefore = await markers.count()
      expect(shownBefore - counts.length + counts.reduce((a, b) => a + b, 0)).toBe(rentals)
      // Chosen with the keyboard, a cluster zooms in: its rentals spread out.
      await clusters.first().focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => markers.count(), { timeout: 5_000 }).toBeGreaterThan(shownBefore)
      // A rental's own marker is named by it; its popup links to it.
      const single = map.locator('.rental-marker').first()
      const title = (await single.getAttribute('title')) ?? ''
      expect(title).not.toBe('')
      await map.getByRole('button', { name: title, exact: true }).focus()
      await page.keyboard.press('Enter')
      await expect(map.getByRole('link', { name: title })).toBeVisible()
    })

    test('the home page shows the selection', async ({ page }) => {
      await page.goto(t.prefix || '/')
      const rentals = page.getByRole('region', { name: t.rentalsSelection })
      await expect(rentals.getByRole('article')).toHaveCount(6)
      await expect(rentals.getByRole('link', { name: t.allRentals })).toHaveAttribute('href', `${t.prefix}/location`)
      const sales = page.getByRole('region', { name: t.salesSelection })
      await expect(sales.getByRole('article')).toHaveCount(3)
      await expect(sales.getByRole('link', { name: t.allSales })).toHaveAttribute('href', `${t.prefix}/vente`)
      await expect(sales.getByRole('heading', { level: 3 }).first().getByRole('link')).toHaveAttribute(
        'href',
        new RegExp(`^${t.prefix}/vente/[a-z0-9-]+-\\d+$`),
      )
    })

    // The lists in the states a visitor's choices give them; as first opened (/, /appartements,
    // /location/prix-semaine…) they are scanned with every page in a11y.spec.ts.
    const { from, to } = notSaturdayPeriod()
    const scanned = [
      '/location?rooms=3&comfortClass=3&sort=price_desc',
      `/location?rooms=abc&from=${from}&to=${to}`,
      '/location?rooms=6&priceMax=100',
      '/location/annuelle?type=apartment&sort=room_desc',
      '/location/special?sort=price_desc',
      '/location/map',
    ]
    for (const url of scanned) {
      const address = `${t.prefix}${url}`
      test(`${address} has no WCAG 2.1 AA violation`, async ({ page }) => {
        await page.goto(address)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        if (url === '/location/map') await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible()
        await expectNoAxeViolations(page)
      })
    }
  })
}

test.describe('rental lists without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filter form and the sort work through the submit button', async ({ page }) => {
    await page.goto('/location')
    await page.getByLabel('Nombre de pièces').selectOption('2')
    await page.getByLabel('Trier par').selectOption('price_desc')
    await page.getByRole('button', { name: 'Appliquer les filtres' }).click()
    await expect(page).toHaveURL(/rooms=2/)
    await expect(page).toHaveURL(/sort=price_desc/)
    const rooms = await cardRooms(page, /^(\d+) pièces?$/)
    expect(new Set(rooms)).toEqual(new Set([2]))
    expect(isDescending(await cardPrices(page))).toBe(true)
  })

  test('the map page lists every rental', async ({ page }) => {
    await page.goto('/en/location/map')
    const items = page.getByRole('region', { name: 'All holiday rentals' }).getByRole('listitem')
    expect(await items.count()).toBeGreaterThan(3)
    await expect(items.first().getByRole('link')).toHaveAttribute('href', /^\/en\/location\/[a-z0-9-]+-\d+$/)
    await expect(page.locator('.leaflet-container')).toHaveCount(0)
  })

  test('the apartments page lists apartments only, with a link to the sales', async ({ page }) => {
    await page.goto('/appartements')
    const articles = page.getByRole('main').getByRole('article')
    expect(await articles.count()).toBeGreaterThan(0)
    for (const text of await articles.allTextContents()) expect(text).not.toMatch(/Chalet ·/)
    await expect(page.getByRole('link', { name: 'Voir les biens à vendre' })).toHaveAttribute('href', '/vente')
  })
})

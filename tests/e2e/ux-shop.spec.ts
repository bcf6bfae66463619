import { type Browser, type BrowserContext, type Page } from '@playwright/test'
import { answerConsent, expect, expectVisibleOnTop, test } from './fixtures'
import { type Shop, startShop, zurichSwissDate } from '../support/shop-fixtures'

/**
 * The rental list on a phone (filters behind a button, results first, tabs that show they scroll),
 * filters applied once a typed number is committed, and the cart: one line per configuration, its
 * quantity changed in the slide-in and on the cart page (with and without JavaScript), the total and
 * the order button always in view. French and English. The cart tests run a shop of their own.
 */

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

const LANGUAGES = [
  {
    lang: 'fr',
    prefix: '',
    filters: 'Filtres',
    filtersActive: 'Filtres (1 actif)',
    priceMax: 'Prix maximum (CHF)',
    persons: 'Nombre de personnes',
    tabs: 'Types de location',
    cartButton: (n: number) => `Panier, ${n} article${n > 1 ? 's' : ''}`,
    cart: 'Panier',
    order: 'Commander',
    quantity: (title: string) => `Quantité de « ${title} »`,
    update: (title: string) => `Modifier la quantité de « ${title} »`,
    changed: 'Quantité modifiée',
    empty: 'Votre panier est vide',
    transfer: 'Transfert aéroport de Sion',
    skiPass: 'Forfait de ski',
  },
  {
    lang: 'en',
    prefix: '/en',
    filters: 'Filters',
    filtersActive: 'Filters (1 active)',
    priceMax: 'Maximum price (CHF)',
    persons: 'Number of guests',
    tabs: 'Kinds of rental',
    cartButton: (n: number) => `Cart, ${n} item${n === 1 ? '' : 's'}`,
    cart: 'Cart',
    order: 'Order',
    quantity: (title: string) => `Quantity of “${title}”`,
    update: (title: string) => `Update the quantity of “${title}”`,
    changed: 'Quantity updated',
    empty: 'Your shopping cart is empty',
    transfer: 'Sion airport transfer',
    skiPass: 'Ski pass',
  },
] as const

/** Whether the fading edge on one side of the tab strip shows (its pseudo-element is opaque). */
async function tabCue(page: Page, side: 'start' | 'end'): Promise<boolean> {
  const strip = page.locator('.location-tabs__strip')
  return strip.evaluate((element, pseudo) => getComputedStyle(element, pseudo).opacity === '1', side === 'start' ? '::before' : '::after')
}

for (const t of LANGUAGES) {
  test.describe(`rental list on a phone in ${t.lang}`, () => {
    test.use({ viewport: PHONE })

    test('the results come first, the filters open from a button that tells how many are set', async ({ page }) => {
      await page.goto(`${t.prefix}/location`)
      await answerConsent(page, t.lang)
      const toggle = page.getByRole('button', { name: t.filters, exact: true })
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      const panelId = await toggle.getAttribute('aria-controls')
      expect(panelId).toBeTruthy()
      const priceMax = page.getByRole('spinbutton', { name: t.priceMax })
      await expect(priceMax).toBeHidden()
      await expect(page.getByRole('main').getByRole('article').first()).toBeInViewport()

      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(page.locator(`[id="${panelId}"]`)).toBeVisible()
      await expect(priceMax).toBeVisible()
      await toggle.click()
      await expect(priceMax).toBeHidden()

      // The button shows once the page can open it (hydrated): no cookie bar the second time.
      await page.goto(`${t.prefix}/location?persons=2`)
      await expect(page.getByRole('button', { name: t.filtersActive, exact: true })).toHaveAttribute('aria-expanded', 'false')
    })

    test('the filters are folded from the first paint, and open without JavaScript', async ({ page, browser }) => {
      // Before any script runs, the server's page already shows the results first: nothing moves at hydration.
      await page.route('**/assets/**/*.js', (route) => route.abort())
      await page.goto(`${t.prefix}/location`)
      await expect(page.getByRole('spinbutton', { name: t.priceMax })).toBeHidden()
      await expect(page.getByRole('main').getByRole('article').first()).toBeInViewport()
      const context = await noScriptContext(browser)
      try {
        const plain = await context.newPage()
        await plain.setViewportSize(PHONE)
        await plain.goto(`${t.prefix}/location`)
        await expect(plain.getByRole('spinbutton', { name: t.priceMax })).toBeVisible()
        await expect(plain.getByRole('button', { name: t.filters, exact: true })).toHaveCount(0)
      } finally {
        await context.close()
      }
    })

    test('the tab strip shows that it scrolls and keeps the current tab in view', async ({ page }) => {
      await page.goto(`${t.prefix}/location`)
      await answerConsent(page, t.lang)
      const tabs = page.getByRole('navigation', { name: t.tabs })
      // (The tab's last pixel row is under the strip's border, on purpose: 0.95, not 1.)
      await expect(tabs.locator('[aria-current="page"]')).toBeInViewport({ ratio: 0.95 })
      await expect.poll(() => tabCue(page, 'end')).toBe(true)
      expect(await tabCue(page, 'start')).toBe(false)

      await page.goto(`${t.prefix}/location/map`)
      await expect(tabs.locator('[aria-current="page"]')).toHaveText(t.lang === 'fr' ? 'Carte' : 'Map')
      await expect(tabs.locator('[aria-current="page"]')).toBeInViewport({ ratio: 0.95 })
      await expect.poll(() => tabCue(page, 'start')).toBe(true)
    })
  })

  test.describe(`rental list on a desktop in ${t.lang}`, () => {
    test.use({ viewport: DESKTOP })

    test('keeps the filters open without a button', async ({ page }) => {
      await page.goto(`${t.prefix}/location`)
      await answerConsent(page, t.lang)
      await expect(page.getByRole('spinbutton', { name: t.priceMax })).toBeVisible()
      await expect(page.getByRole('button', { name: t.filters, exact: true })).toBeHidden()
    })

    test('a number typed in a filter applies once, when the field is left or Enter is pressed', async ({ page }) => {
      await page.goto(`${t.prefix}/location`)
      await answerConsent(page, t.lang)
      await expect(page.locator('form[data-enhanced="true"]')).toHaveCount(1)
      const loads: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('.data')) loads.push(request.url())
      })
      // Each key typed is no navigation; Enter is exactly one (it used to load the list twice).
      const priceMax = page.getByRole('spinbutton', { name: t.priceMax })
      await priceMax.pressSequentially('120')
      await expect(priceMax).toHaveValue('120')
      expect(loads).toEqual([])
      await priceMax.press('Enter')
      await expect(page).toHaveURL(/priceMax=120/)
      await expect(page.getByRole('main').getByRole('status').first()).toBeVisible()
      expect(loads.length).toBe(1)

      // Leaving the field is exactly one more.
      const persons = page.getByRole('spinbutton', { name: t.persons })
      await persons.pressSequentially('12')
      expect(loads.length).toBe(1)
      await persons.press('Tab')
      await expect(page).toHaveURL(/persons=12/)
      expect(loads.length).toBe(2)
      expect(loads.every((url) => url.includes('priceMax=120'))).toBe(true)
    })
  })
}

/* ---------- The cart ---------- */

let shop: Shop

test.describe('the cart', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000)
    shop = await startShop({}, undefined, { server: { publicAtUrl: true } })
  })
  test.afterAll(async () => {
    await shop?.stop()
  })

  /** Adds a product through the shop API with the browser's cookies (as the product page's form does). */
  async function add(context: BrowserContext, key: string, entry: Record<string, unknown> | Record<string, unknown>[]): Promise<void> {
    const url = shop.server.url
    const data = Array.isArray(entry) ? entry : [entry]
    const response = await context.request.put(`${url}/shop/api/store/cart/add/${shop.ids[key]}`, { data, headers: { origin: url } })
    expect(response.status()).toBe(200)
  }
  const transfer = {
    people: 2,
    dateFrom: zurichSwissDate(40),
    roundTrip: true,
    addressFrom: 'Résidence Les Mélèzes, appartement 4B, chemin des Barzettes 12, 3963 Crans-Montana',
  }

  /** Opens the slide-in from the header's cart button; the first visit answers the cookie bar. */
  async function openCart(page: Page, lang: 'fr' | 'en', prefix: string, count: number, firstVisit = true) {
    await page.goto(`${shop.server.url}${prefix}/`)
    const t = LANGUAGES.find((l) => l.lang === lang)!
    const panel = page.getByRole('dialog', { name: t.cart })
    const button = page.getByRole('button', { name: t.cartButton(count) })
    if (firstVisit) {
      await answerConsent(page, lang)
      await button.click()
    } else {
      // No cookie bar tells that the page is hydrated: a click before it does nothing, so click again (bounded).
      await expect(async () => {
        if (!(await panel.isVisible())) await button.click()
        await expect(panel).toBeVisible({ timeout: 1_000 })
      }).toPass({ timeout: 15_000 })
    }
    await expect(panel).toBeVisible()
    return panel
  }

  for (const t of LANGUAGES) {
    test(`${t.lang}: the same configuration added three times is one line of 3, whose quantity changes in the slide-in`, async ({ page, context }) => {
      for (let i = 0; i < 3; i++) await add(context, 'transfer', transfer)
      const panel = await openCart(page, t.lang, t.prefix, 1)
      const quantity = panel.getByRole('spinbutton', { name: t.quantity(t.transfer) })
      await expect(quantity).toHaveCount(1)
      await expect(quantity).toHaveValue('3')
      // 3 × 2 people × CHF 45.50
      await expect(panel.locator('.cart-totals__row--total')).toContainText("CHF 273.00")

      await quantity.fill('2')
      await quantity.press('Enter')
      await expect(panel.getByRole('status').filter({ hasText: t.changed })).toBeVisible()
      await expect(panel.locator('.cart-totals__row--total')).toContainText("CHF 182.00")
      await expect(quantity).toHaveValue('2')

      await quantity.fill('0')
      await quantity.press('Tab')
      await expect(panel.getByText(t.empty, { exact: true })).toBeVisible()
    })

    test(`${t.lang}: the cart page changes a quantity without JavaScript`, async ({ browser }) => {
      const context = await noScriptContext(browser)
      await add(context, 'transfer', transfer)
      const page = await context.newPage()
      await page.goto(`${shop.server.url}${t.prefix}/commande/mon-panier`)
      const main = page.getByRole('main')
      await main.getByRole('spinbutton', { name: t.quantity(t.transfer) }).fill('4')
      await main.getByRole('button', { name: t.update(t.transfer) }).click()
      await expect(page.getByRole('status').filter({ hasText: t.changed })).toBeVisible()
      await expect(main.getByRole('spinbutton', { name: t.quantity(t.transfer) })).toHaveValue('4')
      await expect(main.locator('.cart-totals__row--total')).toContainText("CHF 364.00")
      await context.close()
    })
  }

  for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    test.describe(`on a ${name}`, () => {
      test.use({ viewport })
      for (const t of LANGUAGES) {
        test(`${t.lang}: the total and the order button stay in view with one and with two items`, async ({ page, context }) => {
          await add(context, 'transfer', transfer)
          let panel = await openCart(page, t.lang, t.prefix, 1)
          await expectVisibleOnTop(panel.getByRole('link', { name: t.order, exact: true }))
          await expect(panel.locator('.cart-totals__row--total')).toBeInViewport()

          await add(context, 'skiPass', { ...transfer, people: 3 })
          panel = await openCart(page, t.lang, t.prefix, 2, false)
          await expect(panel.locator('.cart-item__title', { hasText: t.skiPass })).toBeAttached()
          await expectVisibleOnTop(panel.getByRole('link', { name: t.order, exact: true }))
          await expect(panel.locator('.cart-totals__row--total')).toBeInViewport()
        })
      }
    })
  }
})

/** A browser context without JavaScript, from its own address (the shop's rate limits are per address). */
async function noScriptContext(browser: Browser): Promise<BrowserContext> {
  const address = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`
  return browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'X-Forwarded-For': address } })
}

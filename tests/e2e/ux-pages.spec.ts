import type { Locator, Page } from '@playwright/test'
import { answerConsent, expect, test } from './fixtures'

/**
 * What a visitor meets on the pages, in both languages, on a phone and on a desktop where the layout
 * matters: maps stay under the header and the cookie bar, a sent request shows its confirmation, news,
 * jobs and the services to book are linked, the alert banner closes for good, search results and
 * products show their pictures.
 */

const MOBILE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

const LANGS = [
  {
    lang: 'fr' as const,
    prefix: '',
    accept: 'Accepter',
    menu: 'Menu',
    links: [
      { name: 'Actualités', heading: 'Actualités' },
      { name: 'Emplois', heading: 'Emplois' },
      { name: 'Prestations à réserver', heading: 'Prestations à réserver' },
    ],
    footerLinks: 'Liens utiles',
    alert: 'Information',
    closeAlert: 'Fermer le message',
    request: {
      heading: "Demande d'information",
      title: 'Monsieur',
      firstName: 'Prénom',
      lastName: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      message: 'Message',
      submit: 'Envoyer',
      sent: 'Votre demande a bien été envoyée. Nous vous répondrons rapidement.',
    },
    searchTypes: ['Location', 'Location annuelle', 'Vente'],
    price: /CHF|Prix sur demande/,
    productList: 'Prestations',
  },
  {
    lang: 'en' as const,
    prefix: '/en',
    accept: 'Accept',
    menu: 'Menu',
    links: [
      { name: 'News', heading: 'News' },
      { name: 'Jobs', heading: 'Jobs' },
      { name: 'Services to book', heading: 'Services to book' },
    ],
    footerLinks: 'Useful links',
    alert: 'Information',
    closeAlert: 'Close the message',
    request: {
      heading: 'Request information',
      title: 'Mr',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      phone: 'Phone',
      message: 'Message',
      submit: 'Send',
      sent: 'Your request has been sent. We will get back to you shortly.',
    },
    searchTypes: ['Rental', 'Annual rental', 'Sale'],
    price: /CHF|Price on request/,
    productList: 'Services',
  },
]

type Box = { x: number; y: number; width: number; height: number }

/** Whether a tap at the point reaches the element (nothing painted above it catches the tap). */
async function reachesAt(target: Locator, point: { x: number; y: number }): Promise<boolean> {
  return target.evaluate((element, p) => {
    const hit = document.elementFromPoint(p.x, p.y)
    return hit !== null && (hit === element || element.contains(hit))
  }, point)
}

const centre = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 })

async function boxOf(target: Locator): Promise<Box> {
  const box = await target.boundingBox()
  if (!box) throw new Error('no box')
  return box
}

/**
 * The worst case of a map under a fixed button: scrolls the page so that one of the map's own
 * targets (a marker, a zoom button, the attribution) sits across the button, then checks that a tap
 * reaches the button both at its centre and where the map's target lies under it. When nothing of
 * the map can come under the button (the map clips what it draws to its box), only the centre.
 */
async function expectAboveTheMap(page: Page, map: Locator, button: Locator): Promise<void> {
  const target = await boxOf(button)
  const pieces = await map.locator('.leaflet-marker-icon, .leaflet-control a, .leaflet-control-attribution').evaluateAll((elements) =>
    elements.map((e) => {
      const b = e.getBoundingClientRect()
      return { x: b.x, y: b.y, width: b.width, height: b.height }
    }),
  )
  const across = pieces.find((p) => Math.min(p.x + p.width, target.x + target.width) - Math.max(p.x, target.x) >= 4)
  if (across) {
    await page.evaluate((by) => window.scrollBy({ top: by, behavior: 'instant' }), centre(across).y - centre(target).y)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))))
    const now = await boxOf(button)
    const x = (Math.max(across.x, now.x) + Math.min(across.x + across.width, now.x + now.width)) / 2
    expect(await reachesAt(button, { x, y: centre(now).y })).toBe(true)
  }
  expect(await reachesAt(button, centre(await boxOf(button)))).toBe(true)
}

for (const t of LANGS) {
  test.describe(`pages (${t.lang})`, () => {
    for (const [device, viewport] of [
      ['mobile', MOBILE],
      ['desktop', DESKTOP],
    ] as const) {
      test.describe(`maps on a ${device}`, () => {
        test.use({ viewport })

        for (const path of ['/location/map', '/contact']) {
          test(`${path}: the map stays under the cookie bar and the header`, async ({ page }) => {
            await page.goto(`${t.prefix}${path}`)
            const map = page.locator('.leaflet-container')
            await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible()
            const bar = page.getByRole('region', { name: /cookies/i })
            await expect(bar).toBeVisible()
            const accept = bar.getByRole('button', { name: t.accept })

            await expectAboveTheMap(page, map, accept)
            await accept.click()
            await expect(bar).toBeHidden()

            const menuButton = page.getByRole('button', { name: t.menu, exact: true })
            await expectAboveTheMap(page, map, menuButton)
            await menuButton.click()
            await expect(page.getByRole('dialog', { name: t.menu })).toBeVisible()
          })
        }
      })
    }

    test.describe('request on a phone', () => {
      test.use({ viewport: MOBILE })
      test('after sending an information request, the confirmation is in view and focused', async ({ page }) => {
        await page.goto(`${t.prefix}/location`)
        // Hydrated first: on a phone the list's filters fold then, which moves the cards.
        await answerConsent(page, t.lang)
        await page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first().click()
        await expect(page).toHaveURL(/\/location\/[a-z0-9-]+-\d+$/)
        const r = t.request
        const form = page.getByRole('region', { name: r.heading })
        await form.getByRole('radio', { name: r.title, exact: true }).check()
        await form.getByRole('textbox', { name: r.firstName, exact: true }).fill('Paul')
        await form.getByRole('textbox', { name: r.lastName, exact: true }).fill('Rey')
        await form.getByRole('textbox', { name: r.email, exact: true }).fill('paul.rey@example.ch')
        await form.getByRole('textbox', { name: r.phone, exact: true }).fill('079 765 43 21')
        await form.getByRole('textbox', { name: r.message, exact: true }).fill('Is it free in February?')
        await form.getByRole('button', { name: r.submit }).click()
        const confirmation = form.getByText(r.sent)
        await expect(confirmation).toBeFocused()
        await expect(confirmation).toBeInViewport({ ratio: 1 })
        // Not hidden under the fixed header either, once the smooth scroll has ended.
        await expect.poll(async () => reachesAt(confirmation, centre(await boxOf(confirmation)))).toBe(true)
      })
    })

    test('news, jobs and the services to book are in the menu and the footer of the home page', async ({ page }) => {
      for (const link of t.links) {
        // A fresh visitor each time: the cookie bar, which shows once the page is hydrated, says when the menu works.
        await page.context().clearCookies()
        await page.goto(t.prefix || '/')
        await answerConsent(page, t.lang)
        await page.getByRole('button', { name: t.menu, exact: true }).click()
        await page.getByRole('dialog', { name: t.menu }).getByRole('link', { name: link.name, exact: true }).click()
        await expect(page.getByRole('heading', { level: 1, name: link.heading })).toBeVisible()

        await page.goto(t.prefix || '/')
        await page.getByRole('navigation', { name: t.footerLinks }).getByRole('link', { name: link.name, exact: true }).click()
        await expect(page.getByRole('heading', { level: 1, name: link.heading })).toBeVisible()
      }
    })

    test('the alert banner closes with the keyboard and stays closed, before the page runs its scripts', async ({ page }) => {
      await page.goto(`${t.prefix}/presentation`)
      await answerConsent(page, t.lang)
      const banner = page.getByRole('region', { name: t.alert })
      await expect(banner).toBeVisible()
      const close = banner.getByRole('button', { name: t.closeAlert })
      await close.focus()
      await page.keyboard.press('Enter')
      await expect(banner).toBeHidden()
      await expect(page.getByRole('main')).toBeFocused()

      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(banner).toBeHidden()

      // Without the page's modules, only the small script after the banner can hide it: it must run
      // under the Content-Security-Policy of a kept page (hashes) and of a rendered one (nonce).
      // Leave the running page first: a route module it is still fetching would fail once assets are
      // refused, and React Router answers that by reloading, which would cancel the next navigation.
      await page.goto('about:blank')
      await page.route('**/assets/**', (route) => route.abort())
      for (const path of [`${t.prefix}/presentation`, `${t.prefix}/contact`, `${t.prefix}/contact`]) {
        const headers = (await page.goto(path))?.headers() ?? {}
        // Kept (hashes), or rendered while a change committed (a hold expiring meanwhile): not kept, with a nonce.
        if (headers['x-page-cache'] === undefined) expect(headers['content-security-policy']).toContain("'nonce-")
        else expect(headers['x-page-cache']).toMatch(/^(hit|miss)$/)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(banner).toBeHidden()
      }
      // A message waiting (the flash cookie): the page is rendered for this visitor alone, with a nonce.
      await page.context().addCookies([{ name: 'flash', value: 'none', url: new URL(page.url()).origin }])
      const personal = await page.goto(`${t.prefix}/presentation`)
      expect(personal?.headers()['x-page-cache']).toBeUndefined()
      expect(personal?.headers()['content-security-policy']).toContain("'nonce-")
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(banner).toBeHidden()
    })

    test('without JavaScript the alert banner stays, with no dead close button', async ({ browser, visitorAddress }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress } })
      const page = await context.newPage()
      await page.goto(`${test.info().project.use.baseURL}${t.prefix}/presentation`)
      const banner = page.getByRole('region', { name: t.alert })
      await expect(banner).toBeVisible()
      await expect(banner.getByRole('button')).toHaveCount(0)
      await context.close()
    })

    test('search results show the picture and the price of rentals and sales', async ({ page }) => {
      await page.goto(`${t.prefix}/recherche?q=chalet`)
      const results = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
      await expect(results.first()).toBeVisible()
      let offers = 0
      for (const result of await results.all()) {
        const type = (await result.locator('.badge').textContent())?.trim() ?? ''
        if (!t.searchTypes.includes(type)) continue
        offers++
        const picture = result.getByRole('img')
        await expect(picture).toHaveAttribute('alt', /\S/)
        await expect(picture).toHaveAttribute('width', /^\d+$/)
        await expect(picture).toHaveAttribute('height', /^\d+$/)
        await expect(picture).toHaveAttribute('loading', 'lazy')
        await expect(result.getByText(t.price).first()).toBeVisible()
      }
      expect(offers).toBeGreaterThan(0)
    })

    test('products show their pictures, in the list and on their page', async ({ page }) => {
      await page.goto(`${t.prefix}/produits`)
      const cards = page.getByRole('list', { name: t.productList, exact: true }).getByRole('listitem')
      expect(await cards.count()).toBeGreaterThan(3)
      for (const card of await cards.all()) {
        const picture = card.getByRole('img')
        await expect(picture).toHaveAttribute('alt', /\S/)
        await expect(picture).toHaveAttribute('width', /^\d+$/)
        await expect(picture).toHaveAttribute('height', /^\d+$/)
      }
      await cards.first().getByRole('heading', { level: 2 }).getByRole('link').click()
      await expect(page).toHaveURL(/\/produit\//)
      const picture = page.getByRole('main').getByRole('img').first()
      await expect(picture).toBeVisible()
      await expect(picture).toHaveAttribute('alt', /\S/)
      await expect(picture).toHaveAttribute('width', /^\d+$/)
    })
  })
}

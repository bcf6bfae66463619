/**
 * What every browser test shares: the test object (each test comes from an address of its own, so the
 * per-address rate limits of one test never reach another), the axe scan, the cookie-consent choice
 * and a sign-up through the shop API. Specs import `test` and `expect` from here, never from
 * @playwright/test directly. What a visitor does on a screen (the booking box, the cart, the
 * checkout, the sign-ins) is in the screen's page object, under pages/.
 */
import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type BrowserContext, test as base, devices, expect, type Locator, type Page, type Route } from '@playwright/test'
import type { LocationDetail, LocationsResponse, PriceWeekView } from '../../domain/catalogue/types'
import { parseEml } from '../../domain/mail/read-eml'
import { startServer } from '../support/server'
import { PASSWORD } from '../support/shop-fixtures'

export { expect }
export { PASSWORD }

/** WCAG 2.1 level AA, the bar every screen meets. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

let addressCount = 0

/**
 * A documentation-range address per test (the test server trusts X-Forwarded-For). A spec that sets
 * its own X-Forwarded-For with `test.use({ extraHTTPHeaders })` keeps it.
 */
function nextAddress(workerIndex: number): string {
  addressCount++
  return `10.${100 + (workerIndex % 100)}.${Math.floor(addressCount / 250) % 250}.${(addressCount % 250) + 1}`
}

/** The site a worker's tests run against: its address and its data directory (its e-mails). */
type Site = { url: string; dataDir: string }

export const test = base.extend<{ visitorAddress: string }, { site: Site }>({
  site: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startServer(
        // Tests that send requests give their own X-Forwarded-For, so they do not share one rate limit.
        { TRUST_PROXY: 'true' },
        {
          // Its public address is the one the browser uses, as in production (links, canonical addresses).
          publicAtUrl: true,
          // Tiles come from the network, which tests never use.
          envAt: (url) => ({ MAP_TILE_URL: `${url}/tiles/{z}/{x}/{y}.png` }),
        },
      )
      process.env.E2E_DATA_DIR = server.dataDir
      await provide({ url: server.url, dataDir: server.dataDir })
      await server.stop()
      fs.rmSync(server.dataDir, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ site }, provide) => provide(site.url),
  visitorAddress: async ({ extraHTTPHeaders }, provide, testInfo) => {
    const given = Object.entries(extraHTTPHeaders ?? {}).find(([name]) => name.toLowerCase() === 'x-forwarded-for')?.[1]
    await provide(given ?? nextAddress(testInfo.workerIndex))
  },
  context: async ({ context, extraHTTPHeaders, visitorAddress }, provide) => {
    await context.setExtraHTTPHeaders({ ...extraHTTPHeaders, 'X-Forwarded-For': visitorAddress })
    await provide(context)
  },
})

/**
 * The page (or the part `include` selects) has no WCAG 2.1 AA violation (axe); a failure lists each
 * violation with the elements at fault.
 */
export async function expectNoAxeViolations(page: Page, options: { include?: string; exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA)
  if (options.include) builder = builder.include(options.include)
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  const results = await builder.analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

const CONSENT_BUTTONS = { decline: { fr: 'Refuser', en: 'Decline' }, accept: { fr: 'Accepter', en: 'Accept' } } as const

/**
 * Waits until the page is hydrated (the cookie bar only appears then) and answers the bar: declines
 * analytics unless told to accept.
 */
export async function answerConsent(page: Page, lang: 'fr' | 'en', choice: 'decline' | 'accept' = 'decline'): Promise<void> {
  const bar = page.getByRole('region', { name: /cookies/i })
  await expect(bar).toBeVisible()
  await bar.getByRole('button', { name: CONSENT_BUTTONS[choice][lang] }).click()
  await expect(bar).toBeHidden()
}

/** The contact of the test customer, as the sign-up and the checkout contact step take it. */
export const CUSTOMER = {
  title: 'mrs',
  firstName: 'Anne',
  lastName: 'Rey',
  street: 'Route du Rawyl',
  streetNumber: '12',
  zip: '3963',
  city: 'Crans-Montana',
  country: 'CH',
  state: 'VS',
  phone: '079 123 45 67',
  birthdate: '14.02.1980',
} as const

/** A fresh e-mail address for a test account. */
export function newEmail(prefix = 'client'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.ch`
}

/**
 * Creates an account through the shop API with the given request context (a page's `context.request`
 * keeps the session cookies in that browser context).
 */
export async function signUpByApi(request: APIRequestContext, baseURL: string, email: string, lang: 'fr' | 'en' = 'fr'): Promise<void> {
  const response = await request.post(`${baseURL}/shop/api/store/sign-up?locale=${lang}`, {
    data: { ...CUSTOMER, username: email, password: PASSWORD, password_confirm: PASSWORD },
    headers: { origin: baseURL },
  })
  expect(response.status()).toBe(201)
}

/** A weekly rental as the booking tests take it: its detail and its page's path in the language. */
export type Rental = LocationDetail & { path: string }

/**
 * A seeded rental for four or more whose rent includes neither the tourist tax nor the final
 * cleaning (so both show as extras); `skip` passes over the first ones, so specs book apart.
 */
export async function plainRental(request: APIRequestContext, lang: 'fr' | 'en', skip: number): Promise<Rental> {
  const prefix = lang === 'en' ? '/en' : ''
  const list = (await (await request.get(`/api/locations?persons=4&locale=${lang}`)).json()) as LocationsResponse
  const found: Rental[] = []
  for (const item of list.locations) {
    const { location } = (await (await request.get(`/api/locations/${item.id}?locale=${lang}`)).json()) as { location: LocationDetail }
    if (location.included?.touristTax === false && location.included.finalCleaning === false) {
      found.push({ ...location, path: `${prefix}/location/${location.slug}-${location.id}` })
      if (found.length > skip) return found[skip]
    }
  }
  throw new Error('No rental for four without the tourist tax and the cleaning in its rent')
}

/** A free week counted from the end of the grid (far ahead; each spec takes its own). */
export const freeWeek = (location: Rental, fromEnd: number): PriceWeekView =>
  location.priceWeeks.filter((w) => w.available).at(-1 - fromEnd) as PriceWeekView

/** The checkout's contact step for a guest, through the shop API with the browser's cookies. */
export async function guestContact(context: BrowserContext, baseURL: string, email: string): Promise<void> {
  const response = await context.request.put(`${baseURL}/shop/api/store/cart/shipping-contact?locale=fr`, {
    data: { ...CUSTOMER, email, cg: true },
    headers: { origin: baseURL },
  })
  expect(response.status()).toBe(200)
}

/**
 * The element is inside the viewport and nothing covers it: the topmost element at its centre is
 * the element itself or one of its children (a fixed block over a button fails this).
 */
export async function expectVisibleOnTop(locator: Locator): Promise<void> {
  await expect(locator).toBeInViewport({ ratio: 1 })
  const onTop = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit !== null && (hit === element || element.contains(hit))
  })
  expect(onTop, 'the topmost element at its centre').toBe(true)
}

/**
 * The text of every script the page downloads from now on (call before `goto`); the returned
 * function waits for the ones under way.
 */
export function recordScripts(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  })
  return () => Promise.all(bodies)
}

/** A text to match word for word inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A control by its whole label, with or without the required mark (“Mot de passe *”). */
export function fieldByLabel(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`))
}

/**
 * A guest buys a week of `rental` through the shop API and the built-in test payment page, with a
 * request context of its own (not the page's cookies): a paid order for the back-office specs; with
 * `deposit` a deposit paid (the week 60 days ahead or more); with a declined test `card`, the order
 * stays unpaid with its failed payment.
 */
export async function paidStayByApi(request: APIRequestContext, baseURL: string, rental: Rental, week: PriceWeekView, email: string, options: { deposit?: boolean; card?: string } = {}): Promise<string> {
  const card = options.card ?? '4242 4242 4242 4242'
  const headers = { origin: baseURL }
  const api = `${baseURL}/shop/api/store`
  const added = await request.put(`${api}/cart/add/${rental.productId}?locale=fr`, { headers, data: { data: [{ startPeriod: week.startDate, endPeriod: week.endDate, adults: 2 }] } })
  expect(added.status()).toBe(200)
  expect((await request.put(`${api}/cart/shipping-contact?locale=fr`, { headers, data: { ...CUSTOMER, email, cg: true } })).status()).toBe(200)
  expect((await request.post(`${api}/cart/hold?locale=fr`, { headers })).status()).toBe(200)
  const cart = (await (await request.get(`${api}/cart?locale=fr`, { headers })).json()) as { id: number; number: string }
  const checkout = await request.post(`${api}/order/${cart.id}/payment/checkout?locale=fr`, { headers, data: options.deposit ? { gradedPayment: true } : {} })
  expect(checkout.status()).toBe(200)
  const { paymentUrl } = (await checkout.json()) as { paymentUrl: string }
  const paid = await request.post(`${baseURL}${new URL(paymentUrl).pathname}`, { headers, form: { action: 'pay', cardNumber: card } })
  expect(paid.url()).toContain(`/commande/confirmation/${cart.number}/${card.startsWith('4242') ? 'succes' : 'erreur'}`)
  return cart.number
}

/** The data directory of this worker's site (its file transport writes e-mails under mail/). */
export function siteDataDir(): string {
  const dir = process.env.E2E_DATA_DIR
  if (!dir) throw new Error('No site yet: call from a test, after the worker has started its site.')
  return dir
}

/**
 * The first address matching `link` in an e-mail the test server wrote to `to` (its file transport,
 * under the data directory playwright.config.ts gives it), waited for as the queue sends it.
 */
export async function linkInMailTo(to: string, link: RegExp): Promise<string> {
  const dir = path.join(siteDataDir(), 'mail')
  const find = () => {
    if (!fs.existsSync(dir)) return null
    for (const name of fs.readdirSync(dir)) {
      const mail = parseEml(fs.readFileSync(path.join(dir, name), 'utf8'))
      const found = mail.to.includes(to) ? link.exec(mail.text)?.[0] : undefined
      if (found) return found
    }
    return null
  }
  await expect.poll(find, { message: `an e-mail to ${to} with ${link}` }).not.toBeNull()
  return find() as string
}

/** The page's JavaScript modules (React Router's build under /assets). */
const PAGE_MODULES = /\/assets\/[^?#]+\.js(\?.*)?$/

/**
 * Holds the page's modules back until `release()` is called: the page is then as a visitor sees it
 * before it comes alive (decision 036 asks for them once it has loaded), for as long as the test
 * types or taps. Call before `goto`.
 */
export async function holdPageModules(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = []
  let released = false
  const hold = (route: Route) => (released ? route.continue() : void held.push(route))
  await page.route(PAGE_MODULES, hold)
  return async () => {
    released = true
    for (const route of held.splice(0)) await route.continue()
    await page.unroute(PAGE_MODULES, hold)
  }
}

/** The page's modules never arrive: the page as it works without JavaScript. Call before `goto`. */
export async function blockPageModules(page: Page): Promise<void> {
  await page.route(PAGE_MODULES, (route) => route.abort())
}

const { defaultBrowserType: _chromium, ...pixel7 } = devices['Pixel 7']

/** A phone (Pixel 7: its screen, touch, mobile user agent), for `test.use` in a describe block. */
export const PHONE = pixel7

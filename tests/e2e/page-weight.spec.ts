import type { Browser } from '@playwright/test'
import { expect, recordScripts, test } from './fixtures'

/**
 * What a page makes the browser download before the visitor does anything: the validation
 * libraries (the phone numbers' metadata of libphonenumber, zod's schemas) come only when a form is
 * used, and the site's font never replaces the text's font once the text is shown.
 */

/** Fragments only these libraries' code contains. */
const PHONE_METADATA = 'country_calling_codes'
const ZOD = '$ZodType'

test('a rental page loads the phone rules only once its request form is used, and still checks the number', async ({ page }) => {
  await page.goto('/en/location')
  const href = await page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first().getAttribute('href')
  const scripts = recordScripts(page)
  await page.goto(href ?? '/en/location', { waitUntil: 'networkidle' })
  const firstLoad = await scripts()
  expect(firstLoad.some((text) => text.includes(PHONE_METADATA))).toBe(false)
  expect(firstLoad.some((text) => text.includes(ZOD))).toBe(false)

  const form = page.getByRole('region', { name: 'Request information' })
  const phone = form.getByRole('textbox', { name: 'Phone', exact: true })
  await phone.fill('12 34')
  await phone.blur()
  await expect(phone).toHaveAccessibleDescription(/This field must be a valid phone number/)
  expect((await scripts()).some((text) => text.includes(PHONE_METADATA))).toBe(true)
  await expect(form.getByRole('combobox', { name: 'Country code' })).toHaveValue('CH')
})

test('the rental list loads no validation library, and so trips no content security policy', async ({ page }) => {
  // zod probes `new Function` once; the policy (no 'unsafe-eval') reports it, which costs the page its best-practices score.
  await page.addInitScript(() => {
    const w = window as Window & { violations?: string[] }
    w.violations = []
    document.addEventListener('securitypolicyviolation', (event) => w.violations?.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  const scripts = recordScripts(page)
  await page.goto('/location', { waitUntil: 'networkidle' })
  const firstLoad = await scripts()
  expect(firstLoad.some((text) => text.includes(ZOD) || text.includes(PHONE_METADATA))).toBe(false)
  expect(await page.evaluate(() => (window as Window & { violations?: string[] }).violations)).toEqual([])
})

test('every face of the site font is optional, so text never reflows when it arrives', async ({ page }) => {
  await page.goto('/')
  const displays = await page.evaluate(() => [...document.fonts].map((face) => `${face.family} ${face.weight} ${face.display}`))
  expect(displays.length).toBeGreaterThan(0)
  expect(displays.filter((face) => !face.endsWith(' optional'))).toEqual([])
})

/** The framework, the page's words and its own code: what a page may download before the visitor acts. */
const BUDGET_BYTES = 150 * 1024

/** Code that waits for the visitor: the calendar (react-day-picker) and the cart and account panels' bodies. */
const DEFERRED_CHUNKS = /\/assets\/(StayPicker|CartPanelItems|LoginPanelBody)-[\w-]+\.js$/

/** The gzip bytes and addresses of the scripts a page downloads until the network is quiet (the budget's unit). */
async function firstLoad(browser: Browser, url: string): Promise<{ bytes: number; urls: string[] }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } })
  const page = await context.newPage()
  const scripts: Promise<[number, string]>[] = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.sizes().then((sizes) => [sizes.responseBodySize, request.url()]))
  })
  try {
    await page.goto(url, { waitUntil: 'networkidle' })
    const sizes = await Promise.all(scripts)
    return { bytes: sizes.reduce((sum, [bytes]) => sum + bytes, 0), urls: sizes.map(([, address]) => address) }
  } finally {
    await context.close()
  }
}

test('the home page, the lists, a rental and the cart step stay within 150 KB of JavaScript, without the calendar or the panels', async ({ browser, page }) => {
  await page.goto('/en/location')
  const rental = await page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first().getAttribute('href')
  for (const url of ['/', '/location', '/en/location', rental ?? '/location', '/commande/mon-panier']) {
    const { bytes, urls } = await firstLoad(browser, url)
    expect(urls.filter((address) => DEFERRED_CHUNKS.test(address)), url).toEqual([])
    expect(bytes, `${url}: ${(bytes / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(BUDGET_BYTES)
  }
})

const PANELS = {
  fr: { home: '/', login: 'Connexion', email: 'Adresse e-mail', cart: /^Panier, 0 article/, cartTitle: 'Panier', empty: 'Votre panier est vide', browse: 'Voir les locations' },
  en: { home: '/en', login: 'Log in', email: 'Email address', cart: /^Cart, 0 items/, cartTitle: 'Cart', empty: 'Your shopping cart is empty', browse: 'Browse rentals' },
}

for (const [lang, t] of Object.entries(PANELS)) {
  test(`in ${lang}, the account and cart panels load on their first opening, by keyboard, and work`, async ({ page }) => {
    const loaded: string[] = []
    page.on('request', (request) => {
      if (DEFERRED_CHUNKS.test(request.url())) loaded.push(new URL(request.url()).pathname)
    })
    await page.goto(t.home, { waitUntil: 'networkidle' })
    expect(loaded).toEqual([])

    const account = page.getByRole('banner').getByRole('button', { name: t.login, exact: true })
    await account.focus()
    await page.keyboard.press('Enter')
    const accountPanel = page.getByRole('dialog', { name: t.login })
    const email = accountPanel.getByRole('textbox', { name: t.email })
    await expect(email).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.type('x')
    await expect(email).toHaveValue('x')
    await page.keyboard.press('Escape')
    await expect(accountPanel).toBeHidden()
    await expect(account).toBeFocused()

    const cart = page.getByRole('banner').getByRole('button', { name: t.cart })
    await cart.focus()
    await page.keyboard.press('Enter')
    const cartPanel = page.getByRole('dialog', { name: t.cartTitle })
    await expect(cartPanel.getByText(t.empty)).toBeVisible()
    await cartPanel.getByRole('link', { name: t.browse }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${lang === 'en' ? '/en' : ''}/location$`))
    await expect(cartPanel).toBeHidden()
    expect(loaded.length).toBeGreaterThanOrEqual(2)
  })
}

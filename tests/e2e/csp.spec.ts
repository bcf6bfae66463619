import { createHash } from 'node:crypto'
import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { type RunningServer, startServer } from '../support/server'

/**
 * The Content-Security-Policy allows inline scripts only with the response's nonce or, on a page
 * from the shared cache, by their hashes (no 'unsafe-inline'): pages in French and English load and hydrate without a single violation, and
 * the analytics loader still starts after consent when GTM_ID is set.
 */

type Watched = Window & { cspViolations?: string[]; gtmLoaded?: number; dataLayer?: unknown[] }

/** Collects every CSP violation of the page: the DOM event and the console's report. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text())
  })
  // Init scripts are injected by the browser's debugging protocol, which the policy does not govern.
  await page.addInitScript(() => {
    const w = window as Watched
    w.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      w.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`)
    })
  })
  return async () => [...reported, ...(await page.evaluate(() => (window as Watched).cspViolations ?? []))]
}

/**
 * The page is hydrated when the menu button opens its panel. A click that came before hydration did
 * nothing, so it is tried again until the panel opens.
 */
async function expectHydrated(page: Page, menu: string) {
  const dialog = page.getByRole('dialog', { name: menu })
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: menu, exact: true }).click()
    await expect(dialog).toBeVisible({ timeout: 1_000 })
  }).toPass()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: menu })).toBeHidden()
}

const PAGES = {
  fr: { home: '/', list: '/actualite', detail: /^\/actualite\/[a-z0-9-]+-\d+$/, form: '/login', menu: 'Menu' },
  en: { home: '/en', list: '/en/actualite', detail: /^\/en\/actualite\/[a-z0-9-]+-\d+$/, form: '/en/login', menu: 'Menu' },
}

for (const [lang, p] of Object.entries(PAGES)) {
  test(`pages in ${lang} load and hydrate with no CSP violation`, async ({ page, request }) => {
    const violations = await watchCsp(page)

    // The policy of a rendered page names its nonce, which every inline script carries; a page from
    // the shared cache names the hash of each of its inline scripts instead (decision 025).
    await request.get(p.home)
    const response = await request.get(p.home)
    expect(response.headers()['x-page-cache']).toBe('hit')
    const csp = response.headers()['content-security-policy'] ?? ''
    const scriptSources = /script-src [^;]*/.exec(csp)?.[0] ?? ''
    expect(scriptSources).not.toContain('unsafe-inline')
    const inline = [...(await response.text()).matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    const executable = inline.filter(([, attributes]) => !attributes.includes('application/ld+json'))
    expect(executable.length).toBeGreaterThan(0)
    for (const [, , body] of executable) expect(scriptSources).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)

    await page.goto(p.home)
    await expectHydrated(page, p.menu)
    await page.goto(p.list)
    const links = page.getByRole('main').locator('a[href]')
    await expect(links.first()).toBeVisible()
    const href = (await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))).find((h) => p.detail.test(h))
    expect(href).toBeTruthy()
    // A client-side navigation to a page with structured data, then a full load of it.
    await page.getByRole('main').locator(`a[href="${href}"]`).first().click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)
    await page.reload()
    await expectHydrated(page, p.menu)
    await page.goto(p.form)
    await expect(page.getByRole('main').locator('form[data-enhanced="true"]')).toBeAttached()

    expect(await violations()).toEqual([])
  })
}

test.describe('analytics after consent, with GTM_ID set', () => {
  let server: RunningServer

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    server = await startServer({ GTM_ID: 'GTM-TEST123', SEED_ON_START: 'false' }, { publicAtUrl: true })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('the tag manager loads after consent, with the page nonce, without a CSP violation', async ({ page }) => {
    const violations = await watchCsp(page)
    const loads: string[] = []
    // No request leaves the machine: the tag manager's script is answered here.
    await page.route('https://www.googletagmanager.com/**', async (route) => {
      loads.push(route.request().url())
      await route.fulfill({ contentType: 'text/javascript', body: 'window.gtmLoaded = (window.gtmLoaded || 0) + 1' })
    })
    await page.goto(`${server.url}/en/login`)
    const bar = page.getByRole('region', { name: /cookies/i })
    await expect(bar).toBeVisible()
    expect(loads).toEqual([])
    await bar.getByRole('button', { name: 'Accept' }).click()
    await expect.poll(() => page.evaluate(() => (window as Watched).gtmLoaded ?? 0)).toBe(1)
    expect(loads).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123'])
    expect(await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[data-analytics="gtm"]')?.nonce)).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(await page.evaluate(() => JSON.stringify((window as Watched).dataLayer))).toContain('gtm.js')
    expect(await violations()).toEqual([])
  })
})

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

import { formatDate } from '../../domain/format/date'
import { formatMoney } from '../../domain/format/money'
import { answerConsent, expect, expectNoAxeViolations, freeWeek, PHONE, plainRental, test } from './fixtures'
import { RentalPage } from './pages/rental-page'

/**
 * The rental page before "Book" (issue 26): the calendar is there from the first paint (two months
 * on a wide screen); choosing a week turns the headline into the stay's total with its tourist tax
 * and the cancellation rules into that stay's dated amounts. On a phone, the place's map loads as it
 * nears the screen. Axe on the box and the map.
 */

test('desktop (en): two months at first paint; a chosen week gives the stay total and its dated tiers', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const rental = await plainRental(request, 'en', 3)
  const week = freeWeek(rental, 2)
  const box = new RentalPage(page, 'en')
  await box.open(rental.path)
  // Server markup: two grids before any move.
  await expect(box.box.getByRole('grid')).toHaveCount(2)
  await expect(box.box.getByText(/From CHF .* per week/)).toBeVisible()
  await expect(box.box.getByText('90 days or more before arrival: free', { exact: false })).toBeVisible()
  await answerConsent(page, 'en')
  await box.showCalendar()
  await box.chooseWeek(week)
  const headline = box.box.locator('.detail-price--stay')
  await expect(headline).toContainText('Total for the stay')
  await expect(headline).toContainText(`from ${formatDate(week.startDate)} to ${formatDate(week.endDate)}`)
  await expect(headline).toContainText('incl. tourist tax CHF')
  await expect(box.box.getByText(/^until \d\d\.\d\d\.\d{4}: CHF .*, transaction fees only$/)).toBeVisible()
  await expect(box.box.getByText(`(100 % of the rent)`, { exact: false })).toContainText(formatMoney(week.specialPrice ?? week.price))
  await expectNoAxeViolations(page, { include: '#reservation' })
})

test('phone (fr): one month in the box, the map of the place loads near the screen', async ({ browser, baseURL, request }) => {
  const context = await browser.newContext({ ...PHONE, baseURL })
  const page = await context.newPage()
  const rental = await plainRental(request, 'fr', 3)
  const visitor = page.waitForResponse(/\/visiteur/)
  await page.goto(rental.path)
  const box = new RentalPage(page, 'fr')
  // One month shown (the second is hidden in the narrow box), from the server's markup, kept once the
  // page is alive and has asked for the visitor, before any move brings the calendar's code.
  await visitor
  await expect(box.box.getByRole('grid')).toHaveCount(1)
  await expect(box.box.getByText("90 jours ou plus avant l'arrivée", { exact: false })).toBeVisible()
  await answerConsent(page, 'fr')
  await expect(box.box.locator('.rdp-month')).toHaveCount(2)
  const map = page.getByRole('region', { name: /^Carte de l'emplacement de / })
  await map.scrollIntoViewIfNeeded()
  await expect(map).toHaveClass(/leaflet-container/)
  await expect(map.locator('.leaflet-tile-pane')).toBeAttached()
  await expect(page.getByRole('link', { name: /Voir sur la carte OpenStreetMap/ })).toBeVisible()
  await expectNoAxeViolations(page, { include: '.place-map' })
  await context.close()
})

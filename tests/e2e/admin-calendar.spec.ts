import type { Locator, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, fieldByLabel, test } from './fixtures'
import { signInAsStaff } from './pages/admin-sign-in'

/**
 * A rental's prices and availability in the back office, as a visitor then sees them on the public
 * price grid: a week blocked by staff is no longer offered, a price edited shows at once.
 */
for (const lang of ['fr', 'en'] as const) {
  const prefix = lang === 'en' ? '/en' : ''
  const words =
    lang === 'en'
      ? { book: /book the week from/, unavailable: 'unavailable', from: 'First Saturday', to: 'Last Saturday', reason: 'Reason', block: 'Block', blocked: 'The weeks are blocked', saved: '1 week saved.' }
      : { book: /réserver la semaine du/, unavailable: 'indisponible', from: 'Premier samedi', to: 'Dernier samedi', reason: 'Raison', block: 'Bloquer', blocked: 'Les semaines sont bloquées', saved: '1 semaine enregistrée.' }

  /** The public price grid's row of one rental (fr: the first rental, en: the second), and its weeks on offer. */
  async function gridRow(page: Page, index: number): Promise<{ row: Locator; id: number; weeks: Array<{ from: string; to: string }> }> {
    await page.goto(`${prefix}/location/prix-semaine`)
    const row = page.locator('table.price-grid tbody tr').nth(index)
    const href = (await row.getByRole('rowheader').getByRole('link').getAttribute('href')) ?? ''
    const id = Number(/-(\d+)$/.exec(href.split('?')[0]!)?.[1])
    const weeks = []
    for (const link of await row.getByRole('link', { name: words.book }).all()) {
      const url = new URL((await link.getAttribute('href')) ?? '', 'http://x')
      weeks.push({ from: url.searchParams.get('from')!, to: url.searchParams.get('to')! })
    }
    return { row, id, weeks }
  }

  test(`${lang}: staff block a week and a visitor no longer sees it on offer`, async ({ page, browser }) => {
    const index = lang === 'fr' ? 0 : 1
    const { id, weeks } = await gridRow(page, index)
    const week = weeks.at(-1)!
    await signInAsStaff(page, lang)
    await page.goto(`${prefix}/admin/locations/${id}/disponibilites`)
    await expectNoAxeViolations(page)
    await fieldByLabel(page, words.from).fill(week.from)
    await fieldByLabel(page, words.to).fill(week.to)
    await fieldByLabel(page, words.reason).selectOption('works')
    await page.getByRole('button', { name: words.block, exact: true }).click()
    await expect(page.getByText(words.blocked)).toBeVisible()
    await expectNoAxeViolations(page)

    const visitor = await browser.newPage()
    const { row } = await gridRow(visitor, index)
    await expect(row.locator(`a[href*="from=${week.from}"]`)).toHaveCount(0)
    const columns = await visitor.locator('table.price-grid thead th').allTextContents()
    const [d, m] = [week.from.slice(8, 10), week.from.slice(5, 7)]
    const column = columns.findIndex((text) => text.startsWith(`${d}.${m}`))
    await expect(row.locator('td').nth(column - 1)).toContainText(words.unavailable)
    await visitor.close()
  })

  test(`${lang}: a week's price edited by staff shows on the public price grid`, async ({ page, browser }) => {
    const index = lang === 'fr' ? 2 : 3
    const { id, weeks } = await gridRow(page, index)
    const week = weeks[0]!
    await signInAsStaff(page, lang)
    await page.goto(`${prefix}/admin/locations/${id}/prix?from=${week.from}`)
    await expectNoAxeViolations(page)
    const price = page.getByRole('textbox', { name: new RegExp(lang === 'en' ? '^Price of the week' : '^Prix de la semaine') }).first()
    await price.fill('4321')
    await page.getByRole('button', { name: new RegExp(lang === 'en' ? '^Save the week' : '^Enregistrer la semaine') }).first().click()
    await expect(page.getByText(words.saved)).toBeVisible()

    const visitor = await browser.newPage()
    const { row } = await gridRow(visitor, index)
    await expect(row.locator(`td:has(a[href*="from=${week.from}"])`)).toContainText("4'321")
    await visitor.close()
  })
}

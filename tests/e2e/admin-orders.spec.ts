import { expect, expectNoAxeViolations, freeWeek, newEmail, paidStayByApi, plainRental, test } from './fixtures'
import { signInAsStaff } from './pages/admin-sign-in'

/** Staff cancel a paid stay with its refund from the order's page, in French and English; axe scans the screens. */
const T = {
  fr: {
    orders: 'Commandes',
    title: (n: string) => `Commande ${n}`,
    waived: /^Sans frais : remboursement de CHF/,
    cancel: 'Annuler la commande et rembourser',
    done: 'La commande est annulée, ses semaines sont libérées et le remboursement est demandé au prestataire.',
    cancelled: 'annulée',
    refunded: /remboursement · test · CHF [\d'.]+ · payé/,
    search: 'Numéro, nom ou e-mail',
    filter: 'Filtrer',
  },
  en: {
    orders: 'Orders',
    title: (n: string) => `Order ${n}`,
    waived: /^Fee waived: refund of CHF/,
    cancel: 'Cancel the order and refund',
    done: 'The order is cancelled, its weeks are released and the refund is asked of the provider.',
    cancelled: 'cancelled',
    refunded: /refund · test · CHF [\d'.]+ · paid/,
    search: 'Number, name or e-mail',
    filter: 'Filter',
  },
} as const

for (const lang of ['fr', 'en'] as const) {
  const t = T[lang]
  const prefix = lang === 'en' ? '/en' : ''

  test(`${lang}: staff find a paid order and cancel it with its refund`, async ({ page, playwright, baseURL }) => {
    const origin = baseURL as string
    const guest = await playwright.request.newContext({ baseURL: origin })
    const rental = await plainRental(guest, lang, 3)
    const number = await paidStayByApi(guest, origin, rental, freeWeek(rental, lang === 'en' ? 7 : 8), newEmail('staff-cancel'))
    await guest.dispose()

    await signInAsStaff(page, lang)
    await page.goto(`${prefix}/admin/commandes`)
    await expect(page.getByRole('heading', { level: 1, name: t.orders })).toBeVisible()
    await page.getByRole('searchbox', { name: t.search }).fill(number)
    await page.getByRole('button', { name: t.filter }).click()
    // The filter is a GET form: the list is the one it asked for once the address says so.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${number}(&|$)`))
    await expect(page.getByRole('link', { name: number })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: number }).click()
    await expect(page.getByRole('heading', { level: 1, name: t.title(number) })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('radio', { name: t.waived }).check()
    await page.getByRole('button', { name: t.cancel }).click()
    await expect(page.getByText(t.done)).toBeVisible()
    await expect(page.getByText(t.refunded)).toBeVisible()
    await expect(page.getByText(t.cancelled, { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: t.cancel })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
}

test('a declined payment stands on Today in a table; staff re-check it from the keyboard and read what the provider says', async ({ page, playwright, baseURL }) => {
  const origin = baseURL as string
  const guest = await playwright.request.newContext({ baseURL: origin })
  const rental = await plainRental(guest, 'fr', 3)
  const number = await paidStayByApi(guest, origin, rental, freeWeek(rental, 11), newEmail('staff-declined'), { card: '4000 0000 0000 0002' })
  await guest.dispose()

  await signInAsStaff(page, 'fr')
  const problems = page.getByRole('table', { name: 'Problèmes de paiement' })
  const row = problems.getByRole('row').filter({ has: page.getByRole('link', { name: number }) })
  await expect(row.getByRole('cell', { name: 'Paiement échoué ou abandonné : commande non payée' })).toBeVisible()
  await expect(row).toContainText('Dernière réponse du prestataire : échoué')
  await expectNoAxeViolations(page)

  await row.getByRole('button', { name: /^Vérifier auprès du prestataire/ }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: `Commande ${number}` })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Le prestataire indique que le paiement a échoué.' })).toBeVisible()
  await expectNoAxeViolations(page)
})

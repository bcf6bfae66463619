import { expect, expectNoAxeViolations, fieldByLabel, freeWeek, holdPageModules, linkInMailTo, newEmail, paidStayByApi, plainRental, test } from './fixtures'
import { signInAsStaff } from './pages/admin-sign-in'

/**
 * Staff correct a mistaken rent on a paid order (the customer owes the difference and may withdraw),
 * and admins add a member to the team; in French and English, with axe scans.
 */
const T = {
  fr: {
    kind: 'Correction d’un prix erroné',
    amount: 'Nouveau prix de la ligne (CHF)',
    reason: 'Raison',
    submit: 'Changer le prix et informer le client',
    done: 'Le prix est changé et le client est informé par e-mail.',
    changes: 'Prix changés',
    withdrawable: /retrait possible jusqu’au/,
    withdraw: 'Retirer ma réservation sans frais',
    withdrawn: /Votre réservation est annulée/,
    team: 'Équipe',
    email: 'E-mail',
    add: 'Ajouter et créer le lien',
    link: /Lien de mise en place pour nouveau\.membre/,
  },
  en: {
    kind: 'Correction of a mistaken price',
    amount: 'The line’s new price (CHF)',
    reason: 'Reason',
    submit: 'Change the price and tell the customer',
    done: 'The price is changed and the customer told by e-mail.',
    changes: 'Changed prices',
    withdrawable: /may withdraw until/,
    withdraw: 'Withdraw my booking at no cost',
    withdrawn: /Your booking is cancelled/,
    team: 'Team',
    email: 'E-mail',
    add: 'Add and create the link',
    link: /Set-up link for nouveau\.membre/,
  },
} as const

for (const lang of ['fr', 'en'] as const) {
  const t = T[lang]
  const prefix = lang === 'en' ? '/en' : ''

  test(`${lang}: staff correct a mistaken rent; the customer may withdraw`, async ({ page, playwright, baseURL }) => {
    const origin = baseURL as string
    const guest = await playwright.request.newContext({ baseURL: origin })
    const rental = await plainRental(guest, lang, 3)
    const email = newEmail('staff-price')
    const number = await paidStayByApi(guest, origin, rental, freeWeek(rental, lang === 'en' ? 9 : 10), email)
    await guest.dispose()

    await signInAsStaff(page, lang)
    await page.goto(`${prefix}/admin/commandes/${number}`)
    await page.getByRole('radio', { name: t.kind }).check()
    await fieldByLabel(page, t.amount).fill('99999')
    await fieldByLabel(page, t.reason).fill(lang === 'en' ? 'The winter rate was missing' : 'Le tarif d’hiver manquait')
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByText(t.done)).toBeVisible()
    const changes = page.getByRole('region', { name: t.changes })
    await expect(changes.getByText(t.withdrawable)).toBeVisible()
    await expectNoAxeViolations(page)

    // The customer follows the e-mail's link, reads the change and withdraws.
    const link = await linkInMailTo(email, /\/commande\/retrait\/[A-Za-z0-9_-]{43}/)
    // The order was placed in French: the English page is the same link under /en.
    await page.goto(`${prefix}${link}`)
    await expect(page.getByText(number)).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: t.withdraw }).click()
    await expect(page.getByRole('status').filter({ hasText: t.withdrawn })).toBeVisible()
  })

  test(`${lang}: an admin adds a member to the team and gets the set-up link`, async ({ page }) => {
    await signInAsStaff(page, lang)
    await page.goto(`${prefix}/admin/equipe`)
    await expect(page.getByRole('heading', { level: 1, name: t.team })).toBeVisible()
    await expectNoAxeViolations(page)
    await fieldByLabel(page, t.email).fill(`nouveau.membre.${lang}.${Date.now()}@agence-demo.example`)
    await page.getByRole('button', { name: t.add }).click()
    await expect(page.getByText(t.link)).toBeVisible()
    await expect(page.getByText(/\/admin\/mise-en-place\//)).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

test('fr: the kind of change chosen before the page is alive is the one sent', async ({ page, playwright, baseURL }) => {
  const t = T.fr
  const origin = baseURL as string
  const guest = await playwright.request.newContext({ baseURL: origin })
  const rental = await plainRental(guest, 'fr', 4)
  const number = await paidStayByApi(guest, origin, rental, freeWeek(rental, 11), newEmail('staff-price-early'))
  await guest.dispose()

  await signInAsStaff(page, 'fr')
  const release = await holdPageModules(page)
  await page.goto(`/admin/commandes/${number}`)
  await page.getByRole('radio', { name: t.kind }).check()
  await release()
  // Alive: React has taken the form over (the render that would have unchecked the choice is done).
  await page.waitForFunction(() => {
    const form = document.querySelector('form[aria-labelledby="order-price"]')
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber'))
  })
  await fieldByLabel(page, t.amount).fill('88888')
  await fieldByLabel(page, t.reason).fill('Le tarif d’hiver manquait')
  await expect(page.getByRole('radio', { name: t.kind })).toBeChecked()
  await page.getByRole('button', { name: t.submit }).click()
  await expect(page.getByText(t.done)).toBeVisible()
})

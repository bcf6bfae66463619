import { expect, expectNoAxeViolations, fieldByLabel, test } from './fixtures'
import { signInAsStaff } from './pages/admin-sign-in'

/** The requests inbox in a browser, in both languages: staff find a new request and answer it. */
for (const lang of ['fr', 'en'] as const) {
  const prefix = lang === 'en' ? '/en' : ''
  const words =
    lang === 'en'
      ? { inbox: 'Requests', search: 'Search (name, e-mail, message, subject)', filter: 'Filter', reply: 'Your reply', send: 'Send the reply', sent: 'The reply has been sent.', answered: 'Answered', required: 'This field is mandatory' }
      : { inbox: 'Demandes', search: 'Rechercher (nom, e-mail, message, objet)', filter: 'Filtrer', reply: 'Votre réponse', send: 'Envoyer la réponse', sent: 'La réponse a été envoyée.', answered: 'Répondue', required: 'Ce champ est requis' }

  test(`${lang}: a staff member finds a new request in the inbox and answers it`, async ({ page, baseURL }) => {
    const email = `inbox.${lang}.${Date.now().toString(36)}@example.ch`
    const sent = await page.request.post(`${prefix}/demande`, {
      headers: { origin: baseURL ?? '' },
      maxRedirects: 0,
      form: { kind: 'contact', returnTo: `${prefix}/contact`, title: 'mrs', firstName: 'Anne', lastName: 'Inbox', email, phoneCountry: 'CH', phone: '079 123 45 67', birthdate: '01.02.1980', message: 'Un chalet pour Noël ?', website: '' },
    })
    expect(sent.status()).toBe(303)

    await signInAsStaff(page, lang)
    await page.goto(`${prefix}/admin/demandes`)
    await expect(page.getByRole('heading', { level: 1, name: words.inbox })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByLabel(words.search).fill(email)
    await page.getByRole('button', { name: words.filter }).click()
    await expect(page).toHaveURL(/[?&]q=/)
    await expect(page.getByRole('link', { name: 'Anne Inbox' })).toHaveCount(1)
    await page.getByRole('link', { name: 'Anne Inbox' }).click()
    await expect(page.getByRole('heading', { level: 1, name: /Anne Inbox/ })).toBeVisible()
    await expect(page.getByText('Un chalet pour Noël ?')).toBeVisible()

    await page.getByRole('button', { name: words.send }).click()
    await expect(fieldByLabel(page, words.reply)).toHaveAccessibleDescription(new RegExp(words.required))
    await expectNoAxeViolations(page)

    await fieldByLabel(page, words.reply).fill('Bonjour, le chalet est libre à Noël.')
    await page.getByRole('button', { name: words.send }).click()
    await expect(page.getByText(words.sent)).toBeVisible()
    await expect(page.getByText(words.answered, { exact: true }).first()).toBeVisible()
    await expect(page.getByText('Bonjour, le chalet est libre à Noël.')).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

/** Staff edit a news item and see it published on the news list at once, in both languages. */
for (const lang of ['fr', 'en'] as const) {
  const prefix = lang === 'en' ? '/en' : ''
  const words =
    lang === 'en'
      ? { contents: 'Contents', type: 'Type', news: 'News', filter: 'Filter', title: 'Title (French)', save: 'Save', saved: 'The content has been saved.', preview: 'Preview of the body (French)', body: 'Body (French)' }
      : { contents: 'Contenus', type: 'Type', news: 'Actualité', filter: 'Filtrer', title: 'Titre (français)', save: 'Enregistrer', saved: 'Le contenu a été enregistré.', preview: 'Aperçu du texte (Français)', body: 'Texte (français)' }

  test(`${lang}: a staff member edits a news item and sees it published`, async ({ page }) => {
    await signInAsStaff(page, lang)
    await page.goto(`${prefix}/admin/contenus?type=actualites`)
    await expect(page.getByRole('heading', { level: 1, name: words.contents })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('table').getByRole('row').nth(1).getByRole('link').click()
    const title = `Nouvelle ${lang} ${Date.now().toString(36)}`
    const titleField = page.locator('#content-title_fr')
    await titleField.fill(title)
    await page.locator('#content-body_fr').fill('Premier paragraphe.\n\n## Un sous-titre\n\n- un\n- deux')
    await page.getByRole('button', { name: words.save }).click()
    await expect(page.getByText(words.saved)).toBeVisible()
    await expect(page.getByRole('region', { name: words.preview }).getByRole('heading', { name: 'Un sous-titre' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.goto('/actualite')
    await expect(page.getByText(title).first()).toBeVisible()
  })
}

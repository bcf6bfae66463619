import { expect, expectNoAxeViolations, fieldByLabel, test } from './fixtures'
import { signInAsStaff } from './pages/admin-sign-in'

/**
 * Staff create a news item and publish an alert from the back office, in French and English, and
 * see them on the public pages at once; the new screens pass the axe scan.
 */
for (const lang of ['fr', 'en'] as const) {
  const prefix = lang === 'en' ? '/en' : ''
  const words =
    lang === 'en'
      ? {
          contents: 'Contents', newType: 'Type of the new content', news: 'News', newContent: 'New content', newTitle: 'New content: News', status: 'Status', published: 'Published',
          title: 'Title', inFrench: 'in French', inEnglish: 'in English', create: 'Create the content', created: 'The content was created.', required: 'This field is mandatory',
          alerts: 'Alert banner and footer', message: 'Message', createAlert: 'Create the alert', alertSaved: 'The alert was saved.', warning: 'Warning', level: 'Level', delete: 'Delete',
        }
      : {
          contents: 'Contenus', newType: 'Type du nouveau contenu', news: 'Actualité', newContent: 'Nouveau contenu', newTitle: 'Nouveau contenu : Actualité', status: 'Statut', published: 'Publié',
          title: 'Titre', inFrench: 'en français', inEnglish: 'en anglais', create: 'Créer le contenu', created: 'Le contenu a été créé.', required: 'Ce champ est requis',
          alerts: 'Bandeau d’alerte et pied de page', message: 'Message', createAlert: 'Créer l’alerte', alertSaved: 'L’alerte a été enregistrée.', warning: 'Avertissement', level: 'Niveau', delete: 'Supprimer',
        }

  test(`${lang}: a staff member creates a news item and sees it on the public news list`, async ({ page }) => {
    await signInAsStaff(page, lang)
    await page.goto(`${prefix}/admin/contenus`)
    await expect(page.getByRole('heading', { level: 1, name: words.contents })).toBeVisible()
    await page.getByLabel(words.newType).selectOption({ label: words.news })
    await page.getByRole('button', { name: words.newContent }).click()
    await expect(page.getByRole('heading', { level: 1, name: words.newTitle })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: words.create }).click()
    await expect(fieldByLabel(page, `${words.title} (${words.inFrench})`)).toHaveAccessibleDescription(new RegExp(words.required))
    await expectNoAxeViolations(page)

    const title = `Saison ${lang} ${Date.now().toString(36)}`
    await fieldByLabel(page, words.status).selectOption({ label: words.published })
    // An old publish date puts it last on the news list: the content pages' tests read its first items.
    await fieldByLabel(page, lang === 'en' ? 'Publish date' : 'Date de publication').fill('2020-01-15')
    await fieldByLabel(page, `${words.title} (${words.inFrench})`).fill(title)
    await fieldByLabel(page, `${words.title} (${words.inEnglish})`).fill(`${title} en`)
    await page.getByRole('button', { name: words.create }).click()
    await expect(page.getByText(words.created)).toBeVisible()

    await page.goto(`${prefix}/actualite`)
    await expect(page.getByText(lang === 'en' ? `${title} en` : title).first()).toBeVisible()
  })

  test(`${lang}: a staff member publishes an alert and sees the banner`, async ({ page }) => {
    await signInAsStaff(page, lang)
    await page.goto(`${prefix}/admin/alertes`)
    await expect(page.getByRole('heading', { level: 1, name: words.alerts })).toBeVisible()
    await expectNoAxeViolations(page)

    const message = `Routes enneigées ${lang} ${Date.now().toString(36)}`
    await fieldByLabel(page, words.level).selectOption({ label: words.warning })
    await fieldByLabel(page, words.status).selectOption({ label: words.published })
    await fieldByLabel(page, `${words.message} (${words.inFrench})`).fill(message)
    await fieldByLabel(page, `${words.message} (${words.inEnglish})`).fill(`${message} en`)
    await page.getByRole('button', { name: words.createAlert }).click()
    await expect(page.getByText(words.alertSaved)).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: message })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goto(`${prefix}/`)
    await expect(page.getByRole('region', { name: words.warning }).getByText(lang === 'en' ? `${message} en` : message)).toBeVisible()

    // The banner is everyone's: the alert goes, so that other pages' tests see the site as it was.
    await page.goto(`${prefix}/admin/alertes`)
    await page.getByRole('row').filter({ hasText: message }).getByRole('button', { name: new RegExp(`^${words.delete}`) }).click()
    await expect(page.getByRole('row').filter({ hasText: message })).toHaveCount(0)
  })
}

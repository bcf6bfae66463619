import { type Locator, type Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './fixtures'

/**
 * The contact form, with and without JavaScript. Every valid submission here counts against the
 * limit of five requests per address in ten minutes (all tests come from 127.0.0.1): keep them few.
 */

const texts = {
  fr: {
    url: '/contact',
    heading: 'Écrivez-nous',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    birthdate: 'Date de naissance',
    message: 'Message',
    submit: 'Envoyer',
    required: 'Ce champ est requis',
    badEmail: 'Ce champ doit être une adresse e-mail valide',
    badPhone: 'Ce champ doit être un numéro de téléphone valide',
    minor: "Vous n'êtes pas majeur",
    sent: 'Votre demande a bien été envoyée. Nous vous répondrons rapidement.',
    requestPage: 'Votre demande',
  },
  en: {
    url: '/en/contact',
    heading: 'Write to us',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    birthdate: 'Date of birth',
    message: 'Message',
    submit: 'Send',
    required: 'This field is mandatory',
    badEmail: 'This field must be a valid email address',
    badPhone: 'This field must be a valid phone number',
    minor: "You're under 18",
    sent: 'Your request has been sent. We will get back to you shortly.',
    requestPage: 'Your request',
  },
} as const

type Texts = (typeof texts)[keyof typeof texts]

/** DD.MM.YYYY of a day `years` years ago. */
function yearsAgo(years: number): string {
  const d = new Date()
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(Math.min(d.getDate(), 28))}.${two(d.getMonth() + 1)}.${d.getFullYear() - years}`
}

function formOf(page: Page, t: Texts): Locator {
  return page.getByRole('region', { name: t.heading })
}

function fields(form: Locator, t: Texts) {
  const box = (name: string) => form.getByRole('textbox', { name, exact: true })
  return {
    firstName: box(t.firstName),
    lastName: box(t.lastName),
    email: box(t.email),
    phone: box(t.phone),
    birthdate: box(t.birthdate),
    message: box(t.message),
  }
}

async function fillValid(form: Locator, t: Texts) {
  const f = fields(form, t)
  await form.getByRole('radio', { name: t === texts.fr ? 'Madame' : 'Mrs' }).check()
  await f.firstName.fill('Anne')
  await f.lastName.fill('Martin')
  await f.email.fill('anne.martin@example.ch')
  await f.phone.fill('079 123 45 67')
  await f.birthdate.fill('01.02.1980')
  await f.message.fill('Bonjour, je cherche un chalet pour cet hiver.')
}

for (const [lang, t] of Object.entries(texts) as [keyof typeof texts, Texts][]) {
  test.describe(`contact form in ${lang}`, () => {
    test('shows the SPEC messages, stays accessible, then sends', async ({ page }) => {
      await page.goto(t.url)
      const form = formOf(page, t)
      const f = fields(form, t)
      // The form checks fields in the browser once the page is hydrated (it marks itself).
      await expect(form.locator('form[data-enhanced="true"]')).toBeAttached()

      // Empty: every required field says so, and the first one gets the focus.
      await form.getByRole('button', { name: t.submit }).click()
      for (const field of [f.firstName, f.lastName, f.email, f.phone, f.birthdate, f.message]) {
        await expect(field).toHaveAttribute('aria-invalid', 'true')
        await expect(field).toHaveAccessibleDescription(new RegExp(t.required))
      }
      await expect(f.firstName).toBeFocused()
      await expectNoAxeViolations(page)

      // Checked as the person leaves a field, then as they type.
      await f.email.fill('anne@')
      await f.email.blur()
      await expect(f.email).toHaveAccessibleDescription(t.badEmail)
      await f.email.fill('anne@example.ch')
      await expect(f.email).not.toHaveAttribute('aria-invalid', 'true')
      await f.email.fill('anne@')

      await f.phone.fill('12 34')
      await f.birthdate.fill(yearsAgo(10))
      await form.getByRole('button', { name: t.submit }).click()
      await expect(f.email).toHaveAccessibleDescription(t.badEmail)
      await expect(f.phone).toHaveAccessibleDescription(new RegExp(t.badPhone))
      await expect(f.birthdate).toHaveAccessibleDescription(new RegExp(t.minor))
      await expect(f.firstName).toBeFocused()
      await expectNoAxeViolations(page)

      await fillValid(form, t)
      await form.getByRole('button', { name: t.submit }).click()
      await expect(form.getByRole('status')).toHaveText(t.sent)
      await expect(f.firstName).toHaveValue('')
      for (const field of [f.firstName, f.email, f.phone, f.birthdate]) {
        await expect(field).not.toHaveAttribute('aria-invalid', 'true')
      }
    })
  })
}

test.describe('contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows the errors on the request page, then sends and comes back', async ({ page }) => {
    const t = texts.fr
    await page.goto(t.url)
    let form = formOf(page, t)
    const f = fields(form, t)
    await f.email.fill('anne@')
    await f.phone.fill('12 34')
    await f.birthdate.fill(yearsAgo(10))
    await form.getByRole('button', { name: t.submit }).click()

    await expect(page.getByRole('heading', { level: 1, name: t.requestPage })).toBeVisible()
    form = formOf(page, t)
    const again = fields(form, t)
    await expect(again.firstName).toHaveAccessibleDescription(t.required)
    await expect(again.email).toHaveAccessibleDescription(t.badEmail)
    await expect(again.email).toHaveValue('anne@')
    await expect(again.phone).toHaveAccessibleDescription(new RegExp(t.badPhone))
    await expect(again.birthdate).toHaveAccessibleDescription(new RegExp(t.minor))
    await expect(form.getByRole('link', { name: t.badEmail })).toHaveAttribute('href', '#request-email')

    await fillValid(form, t)
    await form.getByRole('button', { name: t.submit }).click()
    await expect(page).toHaveURL(/\/contact\?demande=envoyee#request-form$/)
    await expect(formOf(page, t).getByRole('status')).toHaveText(t.sent)
  })

  test('in English too', async ({ page }) => {
    const t = texts.en
    await page.goto(t.url)
    const form = formOf(page, t)
    await form.getByRole('button', { name: t.submit }).click()
    await expect(page).toHaveURL(/\/en\/demande$/)
    await expect(fields(formOf(page, t), t).lastName).toHaveAccessibleDescription(t.required)
  })
})

test('the request page showing errors has no WCAG 2.1 AA violation', async ({ page }) => {
  // axe needs JavaScript: post the form natively (as without JavaScript), then scan the answer.
  const t = texts.en
  await page.goto(t.url)
  await page.locator('form.request-form__form').evaluate((form: HTMLFormElement) => form.submit())
  await expect(page.getByRole('heading', { level: 1, name: t.requestPage })).toBeVisible()
  await expect(fields(formOf(page, t), t).email).toHaveAccessibleDescription(t.required)
  await expectNoAxeViolations(page)
})

import { type Locator, type Page } from '@playwright/test'
import {
  blockPageModules,
  expect,
  fieldByLabel,
  freeWeek,
  holdPageModules,
  newEmail,
  PASSWORD,
  PHONE,
  plainRental,
  signUpByApi,
  test,
} from './fixtures'

/**
 * The page before it comes alive (decision 041). Its scripts come after it has loaded (decision 036):
 * seconds on a slow phone, during which the visitor types and taps. What they typed and chose in a
 * form is kept once the page is alive (the page's modules are held back while the test types, then
 * let through), and the header's menu, search, log in and cart, and the booking bar, lead where they
 * should without the scripts (the modules never arrive).
 */

const T = {
  fr: {
    prefix: '',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    confirm: 'Confirmation du mot de passe',
    remember: 'Se souvenir de moi',
    login: 'Se connecter',
    connected: 'Connecté',
    sendLink: 'Envoyer le lien',
    linkSent: 'Si un compte existe pour cette adresse',
    mrs: 'Madame',
    firstName: 'Prénom',
    lastName: 'Nom',
    street: 'Rue',
    streetNumber: 'Numéro',
    zip: 'NPA',
    city: 'Localité',
    phone: 'Téléphone',
    birthdate: 'Date de naissance',
    canton: 'Canton',
    checkoutCanton: 'Canton / région',
    checkoutEmail: 'Adresse e-mail',
    dataUse: "J'accepte de recevoir les offres et nouvelles de l'agence",
    create: 'Créer mon compte',
    profile: 'Mes informations',
    request: { email: 'E-mail', phoneCountry: "Pays de l'indicatif", message: 'Message', send: 'Envoyer', sent: 'Votre demande a bien été envoyée.' },
    cg: "J'accepte les conditions générales",
    saveContact: 'Enregistrer et continuer',
    menu: 'Menu',
    search: 'Rechercher',
    loginButton: 'Connexion',
    cart: 'Panier, 0 article',
    usefulLinks: 'Liens utiles',
    searchTitle: 'Recherche',
    loginTitle: 'Connexion',
    cartTitle: 'Mon panier',
    book: 'Réserver',
    bar: 'Réservation',
    guests: 'Voyageurs',
  },
  en: {
    prefix: '/en',
    email: 'Email address',
    password: 'Password',
    confirm: 'Confirm the password',
    remember: 'Remember me',
    login: 'Log in',
    connected: 'Connected',
    sendLink: 'Send the link',
    linkSent: 'If an account exists for this address',
    mrs: 'Mrs',
    firstName: 'First name',
    lastName: 'Last name',
    street: 'Street',
    streetNumber: 'Number',
    zip: 'Postcode',
    city: 'Town',
    phone: 'Phone',
    birthdate: 'Date of birth',
    canton: 'Canton',
    checkoutCanton: 'Canton / region',
    checkoutEmail: 'E-mail address',
    dataUse: "I agree to receive the agency's offers and news",
    create: 'Create my account',
    profile: 'My details',
    request: { email: 'Email', phoneCountry: 'Country code', message: 'Message', send: 'Send', sent: 'Your request has been sent.' },
    cg: 'I accept the general terms',
    saveContact: 'Save and continue',
    menu: 'Menu',
    search: 'Search',
    loginButton: 'Log in',
    cart: 'Cart, 0 items',
    usefulLinks: 'Useful links',
    searchTitle: 'Search',
    loginTitle: 'Log in',
    cartTitle: 'My cart',
    book: 'Book',
    bar: 'Booking',
    guests: 'Guests',
  },
} as const

type Texts = (typeof T)[keyof typeof T]

const main = (page: Page) => page.locator('main')
const box = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true })

/** Opens `path` with the page's modules held back, lets `type` fill it in, then brings the page alive. */
async function typeBeforeAlive(page: Page, path: string, type: (main: Locator) => Promise<void>): Promise<Locator> {
  const release = await holdPageModules(page)
  await page.goto(path)
  await type(main(page))
  await expect(main(page).locator('form[data-enhanced="true"]')).toHaveCount(0)
  await release()
  // The form marks itself once the page is alive, after the render that would have emptied it.
  await expect(main(page).locator('form[data-enhanced="true"]').first()).toBeAttached()
  return main(page)
}

/** The title, names and address of the test customer, typed; the canton chosen is Geneva. */
async function typeContact(form: Locator, t: Texts, canton: string) {
  await form.getByRole('radio', { name: t.mrs }).check()
  await box(form, t.firstName).fill('Anne')
  await box(form, t.lastName).fill('Rey')
  await box(form, t.street).fill('Route du Rawyl')
  await box(form, t.streetNumber).fill('12')
  await box(form, t.zip).fill('3963')
  await box(form, t.city).fill('Crans-Montana')
  await fieldByLabel(form, canton).selectOption('GE')
  await box(form, t.phone).fill('079 123 45 67')
  await box(form, t.birthdate).fill('14.02.1980')
}

async function expectContact(form: Locator, t: Texts, canton: string) {
  await expect(form.getByRole('radio', { name: t.mrs })).toBeChecked()
  await expect(box(form, t.firstName)).toHaveValue('Anne')
  await expect(box(form, t.lastName)).toHaveValue('Rey')
  await expect(fieldByLabel(form, canton)).toHaveValue('GE')
}

for (const [lang, t] of Object.entries(T) as ['fr' | 'en', Texts][]) {
  test.describe(`typed before the page is alive, in ${lang}`, () => {
    test('login: the e-mail, the password and "remember me" are kept and sent', async ({ page, context, baseURL }) => {
      const email = newEmail('early')
      await signUpByApi(context.request, baseURL ?? '', email, lang)
      await context.clearCookies()
      const form = await typeBeforeAlive(page, `${t.prefix}/login`, async (form) => {
        await fieldByLabel(form, t.email).fill(email)
        await fieldByLabel(form, t.password).fill(PASSWORD)
        await form.getByRole('checkbox', { name: t.remember }).check()
      })
      await expect(fieldByLabel(form, t.email)).toHaveValue(email)
      await expect(form.getByRole('checkbox', { name: t.remember })).toBeChecked()
      await form.getByRole('button', { name: t.login }).click()
      await expect(page.getByRole('status').filter({ hasText: t.connected })).toBeVisible()
      // Remembered: the session outlives the browser.
      expect((await context.cookies()).find((c) => c.name === 'XRT')?.expires).toBeGreaterThan(Date.now() / 1000)
    })

    test('forgotten password: the e-mail is kept and sent', async ({ page }) => {
      const form = await typeBeforeAlive(page, `${t.prefix}/mon-compte/mot-de-passe-oublie`, async (form) => {
        await fieldByLabel(form, t.email).fill(newEmail('forgot'))
      })
      await form.getByRole('button', { name: t.sendLink }).click()
      await expect(page.getByRole('status').filter({ hasText: t.linkSent })).toBeVisible()
    })

    test('contact: the title, the texts and the calling code are kept and sent', async ({ page }) => {
      const form = await typeBeforeAlive(page, `${t.prefix}/contact`, async (form) => {
        await form.getByRole('radio', { name: t.mrs }).check()
        await box(form, t.firstName).fill('Anne')
        await box(form, t.lastName).fill('Martin')
        await box(form, t.request.email).fill('anne.martin@example.ch')
        await fieldByLabel(form, t.request.phoneCountry).selectOption('FR')
        await box(form, t.phone).fill('06 12 34 56 78')
        await box(form, t.birthdate).fill('01.02.1980')
        await box(form, t.request.message).fill('Bonjour, je cherche un chalet pour cet hiver.')
      })
      await expect(form.getByRole('radio', { name: t.mrs })).toBeChecked()
      await expect(fieldByLabel(form, t.request.phoneCountry)).toHaveValue('FR')
      await form.getByRole('button', { name: t.request.send }).click()
      await expect(page.getByRole('status').filter({ hasText: t.request.sent })).toBeVisible()
    })

    test('sign-up: every kind of field is kept, and the account has them', async ({ page }) => {
      const email = newEmail('early-signup')
      const form = await typeBeforeAlive(page, `${t.prefix}/mon-compte/inscription`, async (form) => {
        await box(form, t.email).fill(email)
        await fieldByLabel(form, t.password).fill(PASSWORD)
        await fieldByLabel(form, t.confirm).fill(PASSWORD)
        await typeContact(form, t, t.canton)
        await form.getByRole('checkbox', { name: t.dataUse }).check()
      })
      await expectContact(form, t, t.canton)
      await expect(form.getByRole('checkbox', { name: t.dataUse })).toBeChecked()
      await form.getByRole('button', { name: t.create }).click()
      await expect(page).toHaveURL(`${t.prefix}/mon-compte/mes-informations`)
      await expect(page.getByRole('heading', { level: 1, name: t.profile })).toBeVisible()
      await expectContact(main(page), t, t.canton)
    })

    test('checkout contact: the title, the names and the canton are kept and saved', async ({ page, context, request, baseURL }) => {
      const rental = await plainRental(request, lang, 3)
      const week = freeWeek(rental, 6)
      const added = await context.request.put(`${baseURL}/shop/api/store/cart/add/${rental.productId}?locale=${lang}`, {
        headers: { origin: baseURL ?? '' },
        data: { data: [{ startPeriod: week.startDate, endPeriod: week.endDate, adults: 2 }] },
      })
      expect(added.status()).toBe(200)
      const contactStep = `${t.prefix}/commande/mes-donnees`
      const form = await typeBeforeAlive(page, contactStep, async (form) => {
        await typeContact(form, t, t.checkoutCanton)
        await box(form, t.checkoutEmail).fill(newEmail('early-guest'))
        await form.getByRole('checkbox', { name: t.cg }).check()
      })
      await expectContact(form, t, t.checkoutCanton)
      await form.getByRole('button', { name: t.saveContact }).click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/commande/recapitulatif-paiement`))
      // Back on the step: the contact the cart keeps is the one typed.
      await page.goto(contactStep)
      await expectContact(main(page), t, t.checkoutCanton)
    })
  })
}

test.describe('taps before the page is alive, on a phone', () => {
  test.use(PHONE)

  for (const [lang, t] of Object.entries(T) as ['fr' | 'en', Texts][]) {
    test(`the header and the booking bar lead where they should without the page's scripts, in ${lang}`, async ({ page, request }) => {
      await blockPageModules(page)
      const home = t.prefix || '/'
      const header = page.getByRole('banner')

      await page.goto(home)
      await header.getByRole('link', { name: t.menu, exact: true }).tap()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/?#menu$`))
      await expect(page.getByRole('navigation', { name: t.usefulLinks })).toBeInViewport()

      await page.goto(home)
      await header.getByRole('link', { name: t.loginButton, exact: true }).tap()
      await expect(page).toHaveURL(`${t.prefix}/login?destination=${encodeURIComponent(home)}`)
      await expect(page.getByRole('heading', { level: 1, name: t.loginTitle })).toBeVisible()

      await page.goto(home)
      await header.getByRole('link', { name: t.cart }).tap()
      await expect(page).toHaveURL(`${t.prefix}/commande/mon-panier`)
      await expect(page.getByRole('heading', { level: 1, name: t.cartTitle })).toBeVisible()

      // The search button shows from 576 px: the search page, on a wider screen.
      await page.setViewportSize({ width: 800, height: 900 })
      await page.goto(home)
      await header.getByRole('link', { name: t.search, exact: true }).tap()
      await expect(page).toHaveURL(`${t.prefix}/recherche`)
      await expect(page.getByRole('heading', { level: 1, name: t.searchTitle })).toBeVisible()

      // The booking bar of a stay carried from a search: "Book" leads to the guests, it books nothing.
      await page.setViewportSize(PHONE.viewport)
      const rental = await plainRental(request, lang, 4)
      const week = freeWeek(rental, 7)
      await page.goto(`${rental.path}?from=${week.startDate}&to=${week.endDate}&adults=6`)
      await page.getByRole('region', { name: t.bar }).getByRole('link', { name: t.book }).tap()
      await expect(page).toHaveURL(/#reservation-voyageurs$/)
      await expect(page.getByRole('group', { name: t.guests })).toBeInViewport()
    })
  }
})

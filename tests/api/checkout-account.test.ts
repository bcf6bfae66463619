import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API, call, CONTACT, CookieJar, newEmail, PASSWORD, setCookies, signUpBody } from './auth-support'
import { type Shop, startShop, zurichSwissDate } from '../support/shop-fixtures'
import { mainText } from '../support/http'

/**
 * The checkout of a signed-in customer, as a browser without JavaScript sees it (plain pages and
 * form posts): the sign-in step knows who is signed in, the contact step is prefilled from the
 * account, the account's profile changes only when the customer ticks the opt-in, and the cart (the
 * order) belongs to the account. A guest who gives an account's e-mail is sent to log in and back.
 */

let shop: Shop
let addressCount = 0

beforeAll(async () => {
  shop = await startShop()
}, 180_000)
afterAll(async () => {
  await shop?.stop()
})

type Cart = { id: number; user: { id: number | 'default' }; orderItems: { id: number }[]; shippingContact: Record<string, unknown> }
type Profile = { username: string; firstName: string; lastName: string; shippingContact: Record<string, string | boolean> }

/** A browser of its own: a cookie jar and an address (rate limits are per address). */
function browser() {
  addressCount += 1
  const jar = new CookieJar()
  const address = `203.0.113.${(process.pid + addressCount * 7) % 250}`
  const get = (path: string) => call(shop.server, path, { jar, address })
  const post = (path: string, form: Record<string, string>) => call(shop.server, path, { jar, address, form })
  const api = (method: string, path: string, body?: unknown) => call(shop.server, `${API}${path}`, { jar, address, method, body })
  return { jar, address, get, post, api }
}
type Browser = ReturnType<typeof browser>

async function signUp(b: Browser, extra: Record<string, unknown> = {}): Promise<{ id: number; username: string }> {
  const username = newEmail('checkout')
  const response = await b.api('POST', '/sign-up?locale=fr', signUpBody(username, extra))
  expect(response.status).toBe(201)
  const body = (await response.json()) as { id: number }
  return { id: body.id, username }
}

async function addTransfer(b: Browser): Promise<Cart> {
  const response = await b.api('PUT', `/cart/add/${shop.ids.transfer}?locale=fr`, { data: [{ people: 2, dateFrom: zurichSwissDate(30) }] })
  expect(response.status).toBe(200)
  return (await response.json()) as Cart
}

async function cartOf(b: Browser): Promise<Cart> {
  const response = await b.api('GET', '/cart?locale=fr')
  expect(response.status).toBe(200)
  return (await response.json()) as Cart
}

async function profileOf(b: Browser): Promise<Profile> {
  const response = await b.api('GET', '/my-account/profile?locale=fr')
  expect(response.status).toBe(200)
  return (await response.json()) as Profile
}

function decode(text: string): string {
  return text.replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&')
}

/** The value of a form field of a page (the input whose name is `name`). */
function fieldValue(html: string, name: string): string | null {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0]
  if (!tag) return null
  const value = /value="([^"]*)"/.exec(tag)?.[1]
  return value === undefined ? null : decode(value)
}

/** Whether the checkbox or radio `name` (with `value`) is ticked. */
function isChecked(html: string, name: string, value = 'true'): boolean {
  const tags = html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`, 'g')) ?? []
  return tags.some((tag) => tag.includes(`value="${value}"`) && /\schecked(=""|\s|>|\/)/.test(tag))
}

const contactForm = (values: Record<string, string> = {}): Record<string, string> => ({
  ...CONTACT,
  cg: 'true',
  dataUse: '',
  next: '/commande/mon-panier',
  ...values,
})

describe('the sign-in step', () => {
  it('says who is signed in and offers to continue to the contact step, in French and English', async () => {
    const b = browser()
    const { username } = await signUp(b)
    await addTransfer(b)

    const fr = await b.get('/commande/sign-in')
    expect(fr.status).toBe(200)
    const frHtml = await fr.text()
    const frText = mainText(frHtml)
    expect(frText).toContain('Vous êtes connecté en tant que Anne Rey.')
    expect(frText).toContain(`Vos coordonnées sont reprises de votre compte (${username})`)
    expect(frHtml).toMatch(/<a[^>]*href="\/commande\/mes-donnees"[^>]*>Continuer<\/a>/)
    expect(frText).not.toContain("Commander en tant qu'invité")
    expect(frHtml).not.toContain('/login?destination=')

    const enHtml = await (await b.get('/en/commande/sign-in')).text()
    expect(mainText(enHtml)).toContain('You are logged in as Anne Rey.')
    expect(enHtml).toMatch(/<a[^>]*href="\/en\/commande\/mes-donnees"[^>]*>Continue<\/a>/)
    expect(enHtml).not.toContain('Order as guest')
  })

  it('still lets a guest order as a guest, log in or sign up', async () => {
    const b = browser()
    await addTransfer(b)
    const html = await (await b.get('/commande/sign-in')).text()
    expect(mainText(html)).toContain("Commander en tant qu'invité")
    expect(mainText(html)).not.toContain('Vous êtes connecté')
    expect(html).toMatch(/<a[^>]*href="\/commande\/mes-donnees"[^>]*>Commander en tant qu&#x27;invité<\/a>/)
    expect(html).toContain('href="/login?destination=%2Fcommande%2Fmes-donnees"')
    expect(html).toContain('href="/mon-compte/inscription?destination=%2Fcommande%2Fmes-donnees"')

    // The guest's contact step: empty, and no account to save to.
    const form = await (await b.get('/commande/mes-donnees')).text()
    expect(fieldValue(form, 'firstName')).toBe('')
    expect(form).not.toContain('name="saveToAccount"')
    const saved = await b.post('/commande/mes-donnees', contactForm({ email: newEmail('guest') }))
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/commande/mon-panier?panier=donnees-enregistrees')
    const cart = await cartOf(b)
    expect(cart.user).toEqual({ id: 'default' })
    expect(cart.shippingContact).toMatchObject({ firstName: 'Anne', street: 'Route du Rawyl' })
  })
})

describe('the contact step of a signed-in customer', () => {
  it("is prefilled from the account's profile contact with the account's e-mail, then from the cart's contact", async () => {
    const b = browser()
    const { username } = await signUp(b)
    // The profile's contact uses another address: the order still gets the account's e-mail.
    const changed = await b.api('PUT', '/my-account/contact?locale=fr', { ...CONTACT, phone: '079 123 45 67', email: 'anne.autre@example.ch' })
    expect(changed.status).toBe(200)
    await addTransfer(b)

    const html = await (await b.get('/commande/mes-donnees')).text()
    expect(isChecked(html, 'title', 'mrs')).toBe(true)
    expect(fieldValue(html, 'firstName')).toBe('Anne')
    expect(fieldValue(html, 'lastName')).toBe('Rey')
    expect(fieldValue(html, 'street')).toBe('Route du Rawyl')
    expect(fieldValue(html, 'streetNumber')).toBe('12')
    expect(fieldValue(html, 'zip')).toBe('3963')
    expect(fieldValue(html, 'city')).toBe('Crans-Montana')
    expect(fieldValue(html, 'phone')).toBe('+41 79 123 45 67')
    expect(fieldValue(html, 'birthdate')).toBe('14.02.1980')
    expect(fieldValue(html, 'email')).toBe(username)
    // The terms are accepted for each order; the opt-in is offered, never ticked beforehand.
    expect(isChecked(html, 'cg')).toBe(false)
    expect(isChecked(html, 'saveToAccount')).toBe(false)
    const text = mainText(html)
    expect(text).toContain(`Vous commandez avec votre compte Anne Rey (${username}).`)
    expect(text).toContain('Le formulaire est prérempli avec les coordonnées de votre compte.')
    expect(text).toContain('Enregistrer ces coordonnées dans mon compte')
    expect(mainText(await (await b.get('/en/commande/mes-donnees')).text())).toContain('Save these details in my account')

    // Once the order has its own contact, that one comes first.
    expect((await b.post('/commande/mes-donnees', contactForm({ street: 'Rue du Bourg', email: username }))).status).toBe(303)
    const again = await (await b.get('/commande/mes-donnees')).text()
    expect(fieldValue(again, 'street')).toBe('Rue du Bourg')
    expect(isChecked(again, 'cg')).toBe(true)
    expect(mainText(again)).not.toContain('prérempli avec les coordonnées de votre compte')
  })

  it("saves to the profile only when the customer ticks the opt-in, and the order's contact stays its own", async () => {
    const b = browser()
    const { id, username } = await signUp(b)
    await addTransfer(b)

    // Without the tick: the order's contact changes, the profile does not.
    const plain = await b.post('/commande/mes-donnees', contactForm({ street: 'Rue du Prado', streetNumber: '3', zip: '3960', city: 'Sierre', email: username }))
    expect(plain.status).toBe(303)
    expect(plain.headers.get('location')).toBe('/commande/mon-panier?panier=donnees-enregistrees')
    expect([...setCookies(plain).keys()]).not.toContain('XAT')
    expect((await profileOf(b)).shippingContact).toMatchObject({ street: 'Route du Rawyl', city: 'Crans-Montana' })
    const cart = await cartOf(b)
    expect(cart.user).toEqual({ id })
    expect(cart.shippingContact).toMatchObject({ street: 'Rue du Prado', city: 'Sierre' })

    // Refused with the tick: the tick stays, nothing is saved anywhere.
    const refused = await b.post('/en/commande/mes-donnees', contactForm({ lastName: '', saveToAccount: 'true', email: username }))
    expect(refused.status).toBe(400)
    const refusedHtml = await refused.text()
    expect(mainText(refusedHtml)).toContain('This field is mandatory')
    expect(isChecked(refusedHtml, 'saveToAccount')).toBe(true)
    expect((await profileOf(b)).lastName).toBe('Rey')

    // With the tick: the profile takes the details (and the new name, in a new access token).
    const ticked = await b.post(
      '/commande/mes-donnees',
      contactForm({ lastName: 'Rey-Bonvin', street: 'Rue du Prado', streetNumber: '3', zip: '3960', city: 'Sierre', dataUse: 'true', email: username, saveToAccount: 'true', next: '/commande/recapitulatif-paiement' }),
    )
    expect(ticked.status).toBe(303)
    expect(ticked.headers.get('location')).toBe('/commande/recapitulatif-paiement?panier=donnees-enregistrees')
    expect([...setCookies(ticked).keys()]).toContain('XAT')
    const profile = await profileOf(b)
    expect(profile.lastName).toBe('Rey-Bonvin')
    expect(profile.shippingContact).toMatchObject({ lastName: 'Rey-Bonvin', street: 'Rue du Prado', streetNumber: '3', zip: '3960', city: 'Sierre', email: username, dataUse: true })
    expect(mainText(await (await b.get('/commande/sign-in')).text())).toContain('Vous êtes connecté en tant que Anne Rey-Bonvin.')
    const summary = mainText(await (await b.get('/commande/recapitulatif-paiement')).text())
    expect(summary).toContain('Anne Rey-Bonvin')
    expect(summary).toContain('Rue du Prado 3')

    // The order keeps a copy of its own: changing it without the tick leaves the profile as saved.
    expect((await b.post('/commande/mes-donnees', contactForm({ lastName: 'Rey-Bonvin', street: 'Chemin des Mélèzes', email: username }))).status).toBe(303)
    expect((await cartOf(b)).shippingContact).toMatchObject({ street: 'Chemin des Mélèzes' })
    expect((await profileOf(b)).shippingContact.street).toBe('Rue du Prado')
  })

  it('never saves a guest’s contact to an account, even with the opt-in in the request', async () => {
    const owner = browser()
    await signUp(owner)
    const guest = browser()
    await addTransfer(guest)
    const saved = await guest.post('/commande/mes-donnees', contactForm({ email: newEmail('guest'), saveToAccount: 'true' }))
    expect(saved.status).toBe(303)
    expect([...setCookies(saved).keys()]).not.toContain('XAT')
    expect((await profileOf(owner)).shippingContact.street).toBe('Route du Rawyl')
  })
})

describe("the cart's order and its account", () => {
  it('belongs to the customer who creates it signed in, and to nobody else', async () => {
    const b = browser()
    const { id } = await signUp(b)
    const cart = await addTransfer(b)
    expect(cart.user).toEqual({ id })

    // From another browser, the same account finds it; a guest and another account do not.
    const elsewhere = browser()
    const login = await elsewhere.api('POST', '/auth/login', { email: (await profileOf(b)).username, password: PASSWORD })
    expect(login.status).toBe(200)
    expect((await cartOf(elsewhere)).id).toBe(cart.id)
    const other = browser()
    await signUp(other)
    expect((await other.api('GET', '/cart?locale=fr')).status).toBe(404)
  })

  it('becomes the customer’s when they use a guest cart of their browser while signed in', async () => {
    // A cart filled while the access token had lapsed is a guest's (no account on the request).
    const b = browser()
    const { id } = await signUp(b)
    const guest = browser()
    const guestCart = await addTransfer(guest)
    expect(guestCart.user).toEqual({ id: 'default' })
    b.jar.cookies.set('cart', guest.jar.get('cart') as string)

    const step = await b.get('/commande/sign-in')
    expect(step.status).toBe(200)
    expect(mainText(await step.text())).toContain('Vous êtes connecté en tant que Anne Rey.')
    const cart = await cartOf(b)
    expect(cart.id).toBe(guestCart.id)
    expect(cart.user).toEqual({ id })
    // Now the account's: the cookie alone no longer opens it.
    expect((await guest.api('GET', '/cart?locale=fr')).status).toBe(404)
  })

  it('sends a guest who gives the e-mail of an account to log in, then back to the checkout with the cart', async () => {
    const owner = browser()
    const { id, username } = await signUp(owner)
    await owner.api('POST', '/auth/logout')

    const b = browser()
    const guestCart = await addTransfer(b)
    const refused = await b.post('/en/commande/mes-donnees', contactForm({ email: username, next: '/commande/recapitulatif-paiement' }))
    expect(refused.status).toBe(409)
    const html = await refused.text()
    expect(mainText(html)).toContain('Error : user already exists')
    // The message's link, in the page's main part (the header's log-in link comes back to this page too).
    const href = decode(/<a[^>]*href="([^"]*\/login\?destination=[^"]*)"/.exec(html.slice(html.indexOf('<main')))?.[1] ?? '')
    const destination = '/en/commande/mes-donnees?next=%2Fcommande%2Frecapitulatif-paiement'
    expect(href).toBe(`/en/login?destination=${encodeURIComponent(destination)}`)

    const loginPage = await b.get(href)
    expect(loginPage.status).toBe(200)
    expect(await loginPage.text()).toContain(`value="${destination.replace(/&/g, '&amp;')}"`)
    const loggedIn = await b.post('/en/login', { intent: 'login', email: username, password: PASSWORD, destination })
    expect(loggedIn.status).toBe(303)
    expect(loggedIn.headers.get('location')).toBe(destination)

    const back = await b.get(destination)
    expect(back.status).toBe(200)
    const form = await back.text()
    expect(fieldValue(form, 'email')).toBe(username)
    expect(fieldValue(form, 'street')).toBe('Route du Rawyl')
    expect(form).toContain('name="saveToAccount"')
    const cart = await cartOf(b)
    expect(cart.id).toBe(guestCart.id)
    expect(cart.user).toEqual({ id })

    const saved = await b.post('/en/commande/mes-donnees', contactForm({ email: username, next: '/commande/recapitulatif-paiement' }))
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/en/commande/recapitulatif-paiement?panier=donnees-enregistrees')
    expect(mainText(await (await b.get('/en/commande/recapitulatif-paiement')).text())).toContain('Anne Rey')
  })
})

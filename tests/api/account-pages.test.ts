import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROTECTED_ROUTES, threeForms } from '../support/routes'
import {
  API,
  type AuthServer,
  call,
  CONTACT,
  CookieJar,
  newEmail,
  PASSWORD,
  setCookies,
  signUpBody,
  startAuthServer,
  waitForMailTo,
} from './auth-support'

/**
 * The account pages as a browser without JavaScript uses them: form posts answered with a 303 or the
 * form and its errors, protected pages that send to the login page and back, the status shown once
 * after an action, and the silent refresh of a page whose access token has expired (tokens live 3 s).
 */

let server: AuthServer

beforeAll(async () => {
  server = await startAuthServer({ ACCESS_TOKEN_TTL_SECONDS: '3' })
})
afterAll(async () => {
  await server?.stop()
})

const page = async (pathname: string, jar?: CookieJar) => {
  const response = await call(server, pathname, { jar })
  return { response, html: await response.text() }
}

/** Form fields of a complete sign-up. */
function signUpForm(username: string): Record<string, string> {
  const body = signUpBody(username)
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]))
}

async function signedUpJar(address = '198.51.100.50') {
  const email = newEmail()
  const jar = new CookieJar()
  const response = await call(server, `${API}/sign-up`, { body: signUpBody(email), jar, address })
  expect(response.status).toBe(201)
  return { email, jar }
}

/** Waits until the access token of the jar has expired (bounded), without refreshing it. */
async function waitForExpiry(jar: CookieJar) {
  const deadline = Date.now() + 15_000
  for (;;) {
    const probe = await fetch(`${server.url}${API}/auth/me`, { method: 'POST', headers: { cookie: `XAT=${jar.get('XAT')}`, origin: server.url } })
    if (probe.status === 401) return
    if (Date.now() > deadline) throw new Error('the access token did not expire')
    await new Promise((r) => setTimeout(r, 200))
  }
}

describe('protected pages', () => {
  for (const route of PROTECTED_ROUTES) {
    for (const { url, lang } of threeForms(route)) {
      it(`GET ${url} signed out → the ${lang} login page, then back`, async () => {
        const { response } = await page(url)
        expect(response.status).toBe(302)
        const location = new URL(response.headers.get('location') ?? '', server.url)
        expect(location.pathname).toBe(lang === 'en' ? '/en/login' : url.startsWith('/fr') ? '/fr/login' : '/login')
        expect(location.searchParams.get('destination')).toBe(url)
      })
    }
  }

  it('a login through the form goes to the destination, signed in', async () => {
    const { email } = await signedUpJar()
    const jar = new CookieJar()
    const login = await call(server, '/en/login', {
      form: { intent: 'login', email, password: PASSWORD, destination: '/en/mon-compte/dernieres-reservations' },
      jar,
      address: '198.51.100.51',
    })
    expect(login.status).toBe(303)
    expect(login.headers.get('location')).toBe('/en/mon-compte/dernieres-reservations')
    const { response, html } = await page('/en/mon-compte/dernieres-reservations', jar)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(html).toContain('You have no paid booking yet.')
    // The status of the login, shown once: "Connected".
    expect(html).toMatch(/role="status"[^>]*><p>Connected<\/p>/)
    expect((await page('/en/mon-compte/dernieres-reservations', jar)).html).not.toContain('<p>Connected</p>')
    // Signed in: the header offers the account (the account panel's body loads when it is opened).
    expect(html).toContain('<span class="header-button__label">My account</span>')
  })

  it('the login page does not send anywhere but this site', async () => {
    const { email } = await signedUpJar()
    const login = await call(server, '/login', { form: { intent: 'login', email, password: PASSWORD, destination: '//evil.example/x' }, address: '198.51.100.52' })
    expect(login.status).toBe(303)
    expect(login.headers.get('location')).toBe('/')
    const fromPanel = await call(server, '/login', { form: { intent: 'login', email, password: PASSWORD, redirectTo: '/vente?sort=price_desc' }, address: '198.51.100.52' })
    expect(fromPanel.headers.get('location')).toBe('/vente?sort=price_desc')
  })
})

describe('login and logout forms', () => {
  it('a wrong password renders the form with AUTH_FAIL (401), in the page’s language', async () => {
    const { email } = await signedUpJar()
    for (const [url, text] of [['/login', 'Accès refusé'], ['/en/login', 'Access denied']]) {
      const response = await call(server, url, { form: { intent: 'login', email, password: 'wrong-password-1' }, address: '198.51.100.53' })
      expect(response.status).toBe(401)
      const html = await response.text()
      expect(html).toMatch(new RegExp(`role="alert"[^>]*><p>${text}</p>`))
      expect(html).toContain(`value="${email}"`)
    }
  })

  it('empty fields come back with their errors (400)', async () => {
    const response = await call(server, '/login', { form: { intent: 'login', email: '', password: '' }, address: '198.51.100.54' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('id="login-email-error">Ce champ est requis')
    expect(html).toContain('id="login-password-error">Ce champ est requis')
  })

  it('logout clears the cookies, revokes the refresh token and goes home', async () => {
    const { jar } = await signedUpJar()
    const refresh = jar.get('XRT') ?? ''
    const out = await call(server, '/en/login', { form: { intent: 'logout' }, jar })
    expect(out.status).toBe(303)
    expect(out.headers.get('location')).toBe('/en')
    expect(jar.get('XAT')).toBeUndefined()
    expect(jar.get('XRT')).toBeUndefined()
    const { html } = await page('/en', jar)
    expect(html).toMatch(/role="status"[^>]*><p>You are logged out<\/p>/)
    const stolen = new CookieJar()
    stolen.cookies.set('XRT', refresh)
    expect((await call(server, `${API}/auth/refresh`, { method: 'POST', jar: stolen })).status).toBe(401)
  })

  it('refuses a login posted from another site', async () => {
    const response = await fetch(`${server.url}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams({ intent: 'login', email: 'a@b.ch', password: 'x' }),
    })
    expect(response.status).toBe(403)
  })
})

describe('sign-up form', () => {
  it('creates the account, signs in, shows the status and mails the welcome in the page’s language', async () => {
    const email = newEmail()
    const jar = new CookieJar()
    const response = await call(server, '/en/mon-compte/inscription', { form: signUpForm(email), jar, address: '198.51.100.60' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/en/mon-compte/mes-informations')
    expect(jar.get('XRT')).toBeTruthy()
    const { html } = await page('/en/mon-compte/mes-informations', jar)
    expect(html).toContain('Account created successfully. A confirmation e-mail has been sent to you.')
    expect(html).toContain(`Login: ${email}`)
    const mail = await waitForMailTo(server.dataDir, email)
    expect(mail.subject).toBe('Welcome to Crans-Montana Agency')
  })

  it('comes back with field errors, keeping what was typed but never the passwords', async () => {
    const email = newEmail()
    const response = await call(server, '/mon-compte/inscription', {
      form: { ...signUpForm(email), password_confirm: 'not-the-same-1', birthdate: '01.01.2020' },
      address: '198.51.100.61',
    })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('id="signup-password_confirm-error">Veuillez confirmer votre mot de passe')
    expect(html).toContain('id="signup-birthdate-error">Vous n&#x27;êtes pas majeur')
    expect(html).toContain(`value="${email}"`)
    expect(html).not.toContain(PASSWORD)
    expect(html).toContain('Le formulaire contient 2 erreurs')
  })

  it('an address in use: 409 with "Erreur : Utilisateur déjà existant"', async () => {
    const { email } = await signedUpJar()
    const response = await call(server, '/mon-compte/inscription', { form: signUpForm(email), address: '198.51.100.62' })
    expect(response.status).toBe(409)
    expect(await response.text()).toMatch(/role="alert"[^>]*><p>Erreur : Utilisateur déjà existant<\/p>/)
  })
})

describe('profile and orders pages', () => {
  it('show the account; the contact form saves with a status, or shows its errors', async () => {
    const { email, jar } = await signedUpJar()
    const { html } = await page('/mon-compte/mes-informations', jar)
    expect(html).toContain(`Identifiant\u00a0: ${email}`)
    expect(html).toContain('value="+41 27 481 12 34"')

    const form = { ...CONTACT, email, dataUse: 'true' }
    const invalid = await call(server, '/mon-compte/mes-informations', { form: { ...form, zip: '', phone: '12' }, jar })
    expect(invalid.status).toBe(400)
    const errorPage = await invalid.text()
    expect(errorPage).toContain('id="profile-zip-error">Ce champ est requis')
    expect(errorPage).toContain('id="profile-phone-error">Ce champ doit être un numéro de téléphone valide')

    const saved = await call(server, '/mon-compte/mes-informations', { form: { ...form, lastName: 'Favre', city: 'Sierre' }, jar })
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/mon-compte/mes-informations')
    const after = (await page('/mon-compte/mes-informations', jar)).html
    expect(after).toContain('Vos données personnelles ont été mises à jour')
    expect(after).toContain('value="Sierre"')
    expect(after).toContain('value="Favre"')
    expect(after).toContain('<span class="header-button__label">Mon compte</span>')
  })

  it('the orders page shows the empty state', async () => {
    const { jar } = await signedUpJar()
    const { response, html } = await page('/mon-compte/dernieres-reservations', jar)
    expect(response.status).toBe(200)
    expect(html).toContain('Vous n&#x27;avez pas encore de réservation payée.')
  })
})

describe('forgotten password pages', () => {
  it('send the link, set the new password on the reset page, then the link is spent', async () => {
    const { email, jar } = await signedUpJar()
    const sent = await call(server, '/en/mon-compte/mot-de-passe-oublie', { form: { email }, address: '198.51.100.70' })
    expect(sent.status).toBe(303)
    const location = sent.headers.get('location') ?? ''
    expect(location).toBe('/en/mon-compte/mot-de-passe-oublie?envoye=1')
    expect((await page(location)).html).toContain('If an account exists for this address')
    const unknown = await call(server, '/en/mon-compte/mot-de-passe-oublie', { form: { email: newEmail('nobody') }, address: '198.51.100.70' })
    expect(unknown.headers.get('location')).toBe(location)

    const mail = await waitForMailTo(server.dataDir, email, (m) => m.subject.includes('new password'))
    const link = /https?:\/\/\S+\/en\/mon-compte\/nouveau-mot-de-passe\/[\w-]+/.exec(mail.text)?.[0] ?? ''
    const path = new URL(link).pathname
    const form = await page(path)
    expect(form.response.status).toBe(200)
    expect(form.html).toContain(`Choose a new password for the account ${email}.`)

    const short = await call(server, path, { form: { password: 'short', password_confirm: 'short' }, address: '198.51.100.71' })
    expect(short.status).toBe(400)
    expect(await short.text()).toContain('This field must have at least 10 characters')
    const changed = await call(server, path, { form: { password: 'fresh-password-7', password_confirm: 'fresh-password-7' }, address: '198.51.100.71' })
    expect(changed.status).toBe(303)
    expect(changed.headers.get('location')).toBe('/en/login')
    const loginPage = new CookieJar()
    loginPage.take(changed)
    expect((await page('/en/login', loginPage)).html).toContain('Your password has been changed. Log in with your new password.')
    expect((await page(path)).html).toContain('This link is no longer valid')
    // The session opened before the reset cannot be renewed: once its access token ends, it is over.
    await waitForExpiry(jar)
    const old = await page('/mon-compte/mes-informations', jar)
    expect(old.response.status).toBe(302)
  })
})

describe('silent refresh of pages', () => {
  it('a page whose access token expired is rendered signed in, with new cookies', async () => {
    const { jar } = await signedUpJar('198.51.100.80')
    const before = { access: jar.get('XAT'), refresh: jar.get('XRT') }
    await waitForExpiry(jar)
    const { response, html } = await page('/mon-compte/mes-informations', jar)
    expect(response.status).toBe(200)
    expect(html).toContain('<span class="header-button__label">Mon compte</span>')
    const cookies = setCookies(response)
    expect(cookies.get('XAT')?.value).toBeTruthy()
    expect(cookies.get('XAT')?.value).not.toBe(before.access)
    expect(cookies.get('XRT')?.value).not.toBe(before.refresh)
  })

  it('two pages loaded at once with one expired session both stay signed in', async () => {
    const { jar } = await signedUpJar('198.51.100.81')
    await waitForExpiry(jar)
    const [a, b] = await Promise.all([
      call(server, '/mon-compte/mes-informations', { jar: jar.clone() }),
      call(server, '/en/mon-compte/dernieres-reservations', { jar: jar.clone() }),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    // One of them rotated the refresh token; the other only got an access token.
    expect([setCookies(a).has('XRT'), setCookies(b).has('XRT')].filter(Boolean)).toHaveLength(1)
  })

  it('a refresh token that no longer works is cleared and the page is shown signed out', async () => {
    const jar = new CookieJar()
    jar.cookies.set('XRT', 'not-a-token')
    jar.cookies.set('logged', '1')
    const { response } = await page('/mon-compte/mes-informations', jar)
    expect(response.status).toBe(302)
    expect(jar.get('XRT')).toBeUndefined()
    expect(jar.get('logged')).toBeUndefined()
  })
})

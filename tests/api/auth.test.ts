import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  API,
  type AuthServer,
  call,
  CONTACT,
  CookieJar,
  mailsTo,
  newEmail,
  PASSWORD,
  setCookies,
  signUpBody,
  startAuthServer,
  waitForMailTo,
} from './auth-support'

/**
 * Accounts over the shop API (SPEC §7, §8): sign-up, both login calls, tokens and their refresh,
 * logout, rate limits, no account enumeration, forgotten password. A server of its own, with a grace
 * window of 2 s for concurrent refreshes so that a reuse after it can be seen within the test.
 */

let server: AuthServer

beforeAll(async () => {
  server = await startAuthServer({ REFRESH_GRACE_SECONDS: '2' })
})
afterAll(async () => {
  await server?.stop()
})

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>
}

/** Signs up a fresh account from its own address; returns its cookies. */
async function signedUp(email = newEmail(), locale = 'fr', address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`) {
  const jar = new CookieJar()
  const response = await call(server, `${API}/sign-up?locale=${locale}`, { body: signUpBody(email), jar, address })
  expect(response.status).toBe(201)
  return { email, jar }
}

describe('sign-up', () => {
  it('creates the account, signs it in with httpOnly cookies and mails a welcome in the visitor’s language', async () => {
    const email = newEmail()
    const jar = new CookieJar()
    const response = await call(server, `${API}/sign-up?locale=en`, { body: signUpBody(email.toUpperCase()), jar, address: '198.51.100.200' })
    expect(response.status).toBe(201)
    expect(await json(response)).toMatchObject({
      code: 'signed_up',
      message: 'Account created successfully. A confirmation e-mail has been sent to you.',
      username: email,
      firstName: 'Anne',
      lastName: 'Rey',
      roles: ['ROLE_USER'],
    })
    const cookies = setCookies(response)
    for (const name of ['XAT', 'XRT']) {
      expect(cookies.get(name)?.attributes).toEqual(expect.arrayContaining(['Path=/', 'SameSite=Lax', 'HttpOnly']))
      // Not "remember me": session cookies.
      expect(cookies.get(name)?.maxAge).toBeNull()
    }
    expect(cookies.get('logged')?.attributes).not.toContain('HttpOnly')
    const mail = await waitForMailTo(server.dataDir, email)
    expect(mail.subject).toBe('Welcome to Crans-Montana Agency')
    expect(mail.text).toContain('/en/mon-compte/mes-informations')

    const me = await call(server, `${API}/auth/me`, { method: 'POST', jar })
    expect(await json(me)).toMatchObject({ username: email, firstName: 'Anne', lastName: 'Rey' })
  })

  it('refuses an address already in use with 409 user_already_exists', async () => {
    const { email } = await signedUp()
    for (const [locale, message] of [['fr', 'Erreur : Utilisateur déjà existant'], ['en', 'Error : user already exists']]) {
      const again = await call(server, `${API}/sign-up?locale=${locale}`, { body: signUpBody(email.toUpperCase()), address: '198.51.100.201' })
      expect(again.status).toBe(409)
      expect(await json(again)).toEqual({ code: 'user_already_exists', message })
    }
  })

  it('answers 400 with the form’s field errors, the confirmation included', async () => {
    const email = newEmail()
    const cases: [Record<string, unknown>, string, Record<string, string>][] = [
      [{ password_confirm: 'something-else-1' }, 'fr', { password_confirm: 'Veuillez confirmer votre mot de passe' }],
      [{ password: 'short', password_confirm: 'short' }, 'en', { password: 'This field must have at least 10 characters' }],
      [{ password: email, password_confirm: email }, 'en', { password: 'This field must differ from your e-mail address' }],
      [{ password: 'aaaaaaaaaa', password_confirm: 'aaaaaaaaaa' }, 'en', {
        password: 'Password too easy to guess. Repeated characters like "aaa" are easy to guess. Add more words that are less common. Avoid repeated words and characters.',
      }],
      [{ password: 'password12', password_confirm: 'password12' }, 'fr', {
        password: "Mot de passe trop facile à deviner. Ce mot de passe est couramment utilisé. Ajoutez des mots moins courants.",
      }],
      [{ username: 'not-an-address' }, 'fr', { username: 'Ce champ doit être une adresse e-mail valide' }],
      [{ birthdate: '01.01.2020', phone: '12' }, 'fr', { birthdate: "Vous n'êtes pas majeur", phone: 'Ce champ doit être un numéro de téléphone valide' }],
    ]
    for (const [change, locale, errors] of cases) {
      const response = await call(server, `${API}/sign-up?locale=${locale}`, { body: signUpBody(email, change), address: '198.51.100.202' })
      expect(response.status).toBe(400)
      const body = await json(response)
      expect(body.code).toBe('VALIDATION_FAILED')
      expect(body.errors).toEqual(errors)
    }
    const empty = await call(server, `${API}/sign-up`, { body: {}, address: '198.51.100.202' })
    const body = await json(empty)
    expect(Object.keys(body.errors as object)).toEqual(
      expect.arrayContaining(['username', 'password', 'password_confirm', 'firstName', 'lastName', 'street', 'zip', 'city', 'phone', 'birthdate']),
    )
    // Nothing was created: the address is still free.
    expect((await call(server, `${API}/sign-up`, { body: signUpBody(email), address: '198.51.100.202' })).status).toBe(201)
  })
})

describe('login', () => {
  it('POST /auth/login answers username, names and roles and sets the cookies', async () => {
    const { email } = await signedUp()
    const jar = new CookieJar()
    const response = await call(server, `${API}/auth/login`, { body: { email: email.toUpperCase(), password: PASSWORD }, jar, address: '203.0.113.1' })
    expect(response.status).toBe(200)
    expect(await json(response)).toMatchObject({ username: email, firstName: 'Anne', lastName: 'Rey', roles: ['ROLE_USER'] })
    expect(jar.get('XAT')).toBeTruthy()
    expect(jar.get('XRT')).toBeTruthy()
    expect(jar.get('logged')).toBe('1')
  })

  it('POST /security/login answers token, email and contact names; remember me makes the cookies last', async () => {
    const { email } = await signedUp()
    const response = await call(server, `${API}/security/login`, {
      body: { email, password: PASSWORD, stayLogged: true, token: null, errors: null, destination: '/mon-compte/mes-informations' },
      address: '203.0.113.2',
    })
    expect(response.status).toBe(200)
    const body = await json(response)
    expect(body).toMatchObject({ email, shippingContact: { firstName: 'Anne', lastName: 'Rey' }, destination: '/mon-compte/mes-informations' })
    expect(typeof body.token).toBe('string')
    const cookies = setCookies(response)
    for (const name of ['XAT', 'XRT', 'logged']) expect(cookies.get(name)?.maxAge).toBeGreaterThan(29 * 24 * 3600)
    // The token works as a Bearer header.
    const me = await call(server, `${API}/auth/me`, { method: 'POST', headers: { authorization: `Bearer ${String(body.token)}` } })
    expect(me.status).toBe(200)
    expect(await json(me)).toMatchObject({ username: email })
  })

  it('gives the same 401 AUTH_FAIL for a wrong password and an unknown address, in about the same time', async () => {
    const { email } = await signedUp()
    const attempt = async (address: string, login: string) => {
      const started = performance.now()
      const response = await call(server, `${API}/auth/login?locale=en`, { body: { email: login, password: 'wrong-password-1' }, address })
      return { status: response.status, body: await response.text(), ms: performance.now() - started }
    }
    const wrong = [] as number[]
    const unknown = [] as number[]
    for (let i = 0; i < 4; i++) {
      const a = await attempt(`203.0.113.${10 + i}`, email)
      const b = await attempt(`203.0.113.${20 + i}`, newEmail('nobody'))
      expect(a.status).toBe(401)
      expect(b.status).toBe(401)
      expect(a.body).toBe(b.body)
      expect(JSON.parse(a.body)).toEqual({ code: 'AUTH_FAIL', message: 'Access denied' })
      wrong.push(a.ms)
      unknown.push(b.ms)
    }
    // Both verify an Argon2id hash: an unknown address is not answered much faster. The quickest of
    // each is compared: a busy machine only ever adds time, so the minimums are what the code costs.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...wrong) * 0.5)
    const french = await call(server, `${API}/security/login`, { body: { email, password: 'nope-nope-nope' }, address: '203.0.113.30' })
    expect(await json(french)).toEqual({ code: 'AUTH_FAIL', message: 'Accès refusé' })
  })

  it('refuses a login without its fields with 400 field errors', async () => {
    const response = await call(server, `${API}/auth/login`, { body: {}, address: '203.0.113.31' })
    expect(response.status).toBe(400)
    expect((await json(response)).errors).toEqual({ email: 'Ce champ est requis', password: 'Ce champ est requis' })
  })

  it('refuses a field of another kind than text (its schema in the OpenAPI document) as invalid, in French and English', async () => {
    const fr = await call(server, `${API}/auth/login`, { body: { email: { address: 'x@example.ch' }, password: 'x' }, address: '203.0.113.32' })
    expect(fr.status).toBe(400)
    expect(await json(fr)).toMatchObject({ code: 'VALIDATION_FAILED', errors: { email: 'Ce champ est invalide' } })
    const en = await call(server, `${API}/sign-up?locale=en`, { body: { username: ['x@example.ch'] }, address: '203.0.113.33' })
    expect(await json(en)).toMatchObject({ code: 'VALIDATION_FAILED', errors: { username: 'This field is invalid' } })
  })
})

describe('tokens', () => {
  it('a protected call says JWT_NOT_FOUND without a token and JWT_INVALID with a tampered one', async () => {
    const none = await call(server, `${API}/auth/me`, { method: 'POST' })
    expect(none.status).toBe(401)
    expect(await json(none)).toEqual({ code: 'JWT_NOT_FOUND', message: 'Utilisateur non trouvé' })
    const english = await call(server, `${API}/my-account/profile?locale=en`)
    expect(await json(english)).toEqual({ code: 'JWT_NOT_FOUND', message: 'User not found' })

    const { jar } = await signedUp()
    const token = jar.get('XAT') ?? ''
    const [header, payload, signature] = token.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, roles: ['ROLE_ADMIN'] })).toString('base64url')}.${signature}`
    for (const headers of [{ authorization: `Bearer ${forged}` }, { cookie: `XAT=${forged}` }] as Record<string, string>[]) {
      const response = await call(server, `${API}/auth/me`, { method: 'POST', headers })
      expect(response.status).toBe(401)
      expect((await json(response)).code).toBe('JWT_INVALID')
    }
  })

  it('refresh rotates the refresh token; the old one yields a token only within the grace window, then revokes the family', async () => {
    const { jar } = await signedUp()
    const oldRefresh = jar.get('XRT') ?? ''
    const first = await call(server, `${API}/auth/refresh`, { method: 'POST', jar })
    expect(first.status).toBe(200)
    expect(typeof (await json(first)).token).toBe('string')
    const newRefresh = jar.get('XRT') ?? ''
    expect(newRefresh).not.toBe(oldRefresh)

    // A second tab still holding the old token, at the same moment: an access token, no new refresh token.
    const tab = new CookieJar()
    tab.cookies.set('XRT', oldRefresh)
    const concurrent = await call(server, `${API}/auth/refresh`, { method: 'POST', jar: tab })
    expect(concurrent.status).toBe(200)
    expect(setCookies(concurrent).has('XRT')).toBe(false)
    expect(setCookies(concurrent).get('XAT')?.value).toBeTruthy()

    // After the window, presenting it again is a reuse: refused, and the whole family ends.
    const deadline = Date.now() + 10_000
    let reuse: Response
    do {
      await new Promise((r) => setTimeout(r, 250))
      const attacker = new CookieJar()
      attacker.cookies.set('XRT', oldRefresh)
      reuse = await call(server, `${API}/auth/refresh`, { method: 'POST', jar: attacker })
    } while (reuse.status === 200 && Date.now() < deadline)
    expect(reuse.status).toBe(401)
    expect((await json(reuse)).code).toBe('JWT_INVALID')
    const victim = await call(server, `${API}/auth/refresh`, { method: 'POST', jar })
    expect(victim.status).toBe(401)
    expect(jar.get('XRT')).toBeUndefined()
  })

  it('two refreshes at the same moment with one cookie both succeed', async () => {
    const { jar } = await signedUp()
    const [a, b] = await Promise.all([
      call(server, `${API}/auth/refresh`, { method: 'POST', jar: jar.clone() }),
      call(server, `${API}/auth/refresh`, { method: 'POST', jar: jar.clone() }),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    expect([setCookies(a).has('XRT'), setCookies(b).has('XRT')].filter(Boolean)).toHaveLength(1)
  })

  it('refresh without a cookie says JWT_NOT_FOUND; logout revokes the refresh token and clears the cookies', async () => {
    const none = await call(server, `${API}/auth/refresh`, { method: 'POST' })
    expect(none.status).toBe(401)
    expect((await json(none)).code).toBe('JWT_NOT_FOUND')

    const { jar } = await signedUp()
    const refresh = jar.get('XRT') ?? ''
    const out = await call(server, `${API}/auth/logout?locale=en`, { method: 'POST', jar })
    expect(out.status).toBe(200)
    expect(await json(out)).toEqual({ code: 'LOGGED_OUT', message: 'You are logged out' })
    expect(jar.cookies.size).toBe(0)
    const stolen = new CookieJar()
    stolen.cookies.set('XRT', refresh)
    expect((await call(server, `${API}/auth/refresh`, { method: 'POST', jar: stolen })).status).toBe(401)
  })
})

describe('rate limits', () => {
  it('ten failed logins on one account refuse the next from any address with 429 and Retry-After', async () => {
    const { email } = await signedUp()
    for (let i = 0; i < 10; i++) {
      const r = await call(server, `${API}/auth/login`, { body: { email, password: 'wrong-password-1' }, address: `10.10.0.${i + 1}` })
      expect(r.status).toBe(401)
    }
    const blocked = await call(server, `${API}/auth/login?locale=en`, { body: { email, password: PASSWORD }, address: '10.10.1.1' })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await json(blocked)).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts, please try again in a few minutes' })
  })

  it('ten failures from one address refuse its next login, even for another account', async () => {
    const { email } = await signedUp()
    for (let i = 0; i < 10; i++) {
      const r = await call(server, `${API}/auth/login`, { body: { email: newEmail('ghost'), password: 'wrong-password-1' }, address: '10.11.0.1' })
      expect(r.status).toBe(401)
    }
    const blocked = await call(server, `${API}/security/login`, { body: { email, password: PASSWORD }, address: '10.11.0.1' })
    expect(blocked.status).toBe(429)
    // The account itself is not locked for others.
    expect((await call(server, `${API}/auth/login`, { body: { email, password: PASSWORD }, address: '10.11.0.2' })).status).toBe(200)
  })

  it('an unknown account is limited like a real one (the limit reveals nothing)', async () => {
    const ghost = newEmail('ghost')
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push((await call(server, `${API}/auth/login`, { body: { email: ghost, password: 'wrong-password-1' }, address: `10.12.0.${i + 1}` })).status)
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429])
  })

  it('sign-up and forgotten password are limited per address', async () => {
    const signUps: number[] = []
    for (let i = 0; i < 11; i++) {
      signUps.push((await call(server, `${API}/sign-up`, { body: signUpBody(newEmail('many')), address: '10.13.0.1' })).status)
    }
    expect(signUps).toEqual([...Array(10).fill(201), 429])
    const forgot: number[] = []
    for (let i = 0; i < 11; i++) {
      const email = encodeURIComponent(newEmail('lost'))
      forgot.push((await call(server, `${API}/security/forgot-password?email=${email}`, { address: '10.13.0.2' })).status)
    }
    expect(forgot).toEqual([...Array(10).fill(200), 429])
  })
})

describe('my account', () => {
  it('GET /my-account/profile gives the account and its contact', async () => {
    const { email, jar } = await signedUp()
    const response = await call(server, `${API}/my-account/profile?locale=fr`, { jar })
    expect(response.status).toBe(200)
    expect(await json(response)).toMatchObject({
      username: email,
      firstName: 'Anne',
      lastName: 'Rey',
      roles: ['ROLE_USER'],
      shippingContact: { ...CONTACT, phone: '+41 27 481 12 34', email, dataUse: false },
    })
  })

  it('PUT /my-account/contact checks the shipping-contact rules, saves, and the names follow', async () => {
    const { email, jar } = await signedUp()
    const invalid = await call(server, `${API}/my-account/contact?locale=en`, { method: 'PUT', body: { ...CONTACT, email, zip: '', state: 'XX' }, jar })
    expect(invalid.status).toBe(400)
    expect((await json(invalid)).errors).toEqual({ zip: 'This field is mandatory', state: 'This field is invalid' })

    const saved = await call(server, `${API}/my-account/contact?locale=fr`, {
      method: 'PUT',
      body: { ...CONTACT, email, firstName: 'Annette', lastName: 'Favre', city: 'Sion', phone: '+41 79 123 45 67', dataUse: true },
      jar,
    })
    expect(saved.status).toBe(200)
    expect(await json(saved)).toMatchObject({
      code: 'saved_personal_data',
      message: 'Vos données personnelles ont été mises à jour',
      firstName: 'Annette',
      // A boolean, as everywhere else: the text "false" would read as consent in `if (contact.dataUse)`.
      shippingContact: { city: 'Sion', phone: '+41 79 123 45 67', dataUse: true },
    })
    const me = await call(server, `${API}/auth/me`, { method: 'POST', jar })
    expect(await json(me)).toMatchObject({ firstName: 'Annette', lastName: 'Favre', username: email })
  })

  it('GET /my-account/orders answers the account’s orders ([] for a new account) and checks statuses', async () => {
    const { jar } = await signedUp()
    const response = await call(server, `${API}/my-account/orders?locale=fr&statuses=${encodeURIComponent('[2,3]')}`, { jar })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([])
    const bad = await call(server, `${API}/my-account/orders?statuses=${encodeURIComponent('[7]')}`, { jar })
    expect(bad.status).toBe(400)
    const anonymous = await call(server, `${API}/my-account/orders?statuses=[2,3]`)
    expect(anonymous.status).toBe(401)
    expect((await json(anonymous)).code).toBe('JWT_NOT_FOUND')
    const put = await call(server, `${API}/my-account/contact`, { method: 'PUT', body: CONTACT })
    expect(put.status).toBe(401)
  })
})

describe('forgotten password', () => {
  it('answers the same whether or not the address exists; the link works once and ends every session', async () => {
    const { email, jar } = await signedUp()
    const ask = (address: string) =>
      call(server, `${API}/security/forgot-password?locale=en&email=${encodeURIComponent(address)}&url=${encodeURIComponent('https://evil.example/steal')}`, {
        address: '10.20.0.1',
      })
    const known = await ask(email)
    const unknown = await ask(newEmail('nobody'))
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    const [a, b] = [await known.text(), await unknown.text()]
    expect(a).toBe(b)
    expect(JSON.parse(a)).toMatchObject({ code: 'reset_link_sent' })

    const mail = await waitForMailTo(server.dataDir, email, (m) => m.subject.includes('new password'))
    expect(mail.subject).toBe('Crans-Montana Agency: choose a new password')
    const link = /https?:\/\/\S+\/en\/mon-compte\/nouveau-mot-de-passe\/([\w-]+)/.exec(mail.text)
    expect(link?.[0].startsWith(server.publicUrl)).toBe(true)
    expect(mail.text).not.toContain('evil.example')
    const token = link?.[1] ?? ''

    const tooShort = await call(server, `${API}/security/reset-password?locale=en`, { body: { token, password: 'short', password_confirm: 'short' }, address: '10.20.0.2' })
    expect(tooShort.status).toBe(400)
    const tooEasy = await call(server, `${API}/security/reset-password?locale=en`, { body: { token, password: 'azertyuiop', password_confirm: 'azertyuiop' }, address: '10.20.0.2' })
    expect(tooEasy.status).toBe(400)
    expect(((await json(tooEasy)).errors as Record<string, string>).password).toMatch(/^Password too easy to guess\. Straight rows of keys/)
    const done = await call(server, `${API}/security/reset-password?locale=en`, {
      body: { token, password: 'brand-new-pass-1', password_confirm: 'brand-new-pass-1' },
      address: '10.20.0.2',
    })
    expect(done.status).toBe(200)
    expect((await json(done)).code).toBe('password_changed')
    const twice = await call(server, `${API}/security/reset-password?locale=en`, {
      body: { token, password: 'brand-new-pass-2', password_confirm: 'brand-new-pass-2' },
      address: '10.20.0.2',
    })
    expect(twice.status).toBe(400)
    expect((await json(twice)).code).toBe('reset_token_invalid')
    // Every session of the account is over; the old password no longer opens one, the new one does.
    expect((await call(server, `${API}/auth/refresh`, { method: 'POST', jar })).status).toBe(401)
    expect((await call(server, `${API}/auth/login`, { body: { email, password: PASSWORD }, address: '10.20.0.3' })).status).toBe(401)
    expect((await call(server, `${API}/auth/login`, { body: { email, password: 'brand-new-pass-1' }, address: '10.20.0.3' })).status).toBe(200)
    expect(mailsTo(server.dataDir, email).filter((m) => m.subject.includes('new password'))).toHaveLength(1)
  })
})

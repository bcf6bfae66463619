import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import routes from '../../app/routes'
import { API, type AuthServer, call, CookieJar, newEmail, signUpBody, startAuthServer } from './auth-support'
import { signInDemoAdmin } from './admin-support'
import { DEMO_ADMIN, freshCode } from '../support/staff'
import { backOfficeRoutes } from '../support/routes'

// Sign-ins of one account on one server: a fourth within 30 seconds would wait for the next time
// step of the authenticator (tests/support/staff.ts), up to 30 seconds.
vi.setConfig({ testTimeout: 60_000 })

/**
 * Who may open the back office: every /admin address but the sign-in and a set-up link answers a
 * visitor and a customer exactly as an address that does not exist; a staff member needs the
 * password, then a code of the app, each code once.
 */

/** Every back-office address of the route table, parameters filled in, in French and English. */
function backOfficePaths(): string[] {
  // Each page also answers the client router's data requests: `/admin.data`, `/admin/journal.data`.
  return backOfficeRoutes(routes)
    .map((path) => path.replace(/:\w+\??/g, '1'))
    .flatMap((path) => [path, `/en${path}`, `${path}.data`])
}

let server: AuthServer

beforeAll(async () => {
  server = await startAuthServer({ SEED_ON_START: 'true' })
}, 180_000)
afterAll(async () => {
  await server?.stop()
})

async function customerJar(): Promise<CookieJar> {
  const jar = new CookieJar()
  const response = await call(server, `${API}/sign-up`, { body: signUpBody(newEmail('client')), jar, address: '198.51.100.9' })
  expect(response.status).toBe(201)
  return jar
}

describe('the back office refuses whoever is not staff', () => {
  const paths = backOfficePaths()

  it('knows the back office addresses of the route table', () => {
    expect(paths).toContain('/admin')
    expect(paths).toContain('/en/admin/journal')
    expect(paths.length).toBeGreaterThanOrEqual(6)
  })

  it('answers 404, the page of an address that does not exist, to a visitor and a customer, for pages and posts', async () => {
    const titleOf = (html: string) => /<title>[^<]*<\/title>/.exec(html)?.[0]
    const unknown = { fr: titleOf(await (await call(server, '/une-adresse-inconnue')).text()), en: titleOf(await (await call(server, '/en/no-such-page')).text()) }
    const customer = await customerJar()
    for (const path of paths) {
      for (const jar of [undefined, customer]) {
        const page = await call(server, path, { jar })
        expect(page.status, `GET ${path}`).toBe(404)
        const html = await page.text()
        if (!path.endsWith('.data')) expect(titleOf(html), path).toBe(path.startsWith('/en/') ? unknown.en : unknown.fr)
        else expect(html, path).not.toMatch(/Aujourd|Journal|Today/)
        const post = await call(server, path, { form: { intent: 'delete' }, jar })
        expect(post.status, `POST ${path}`).toBe(404)
      }
    }
  })

  it('refuses a customer’s right password on the staff sign-in as it refuses a wrong one', async () => {
    const email = newEmail('client')
    await call(server, `${API}/sign-up`, { body: signUpBody(email), address: '198.51.100.10' })
    const customer = await call(server, '/admin/connexion', { form: { intent: 'password', email, password: signUpBody(email).password as string }, address: '198.51.100.10' })
    const wrong = await call(server, '/admin/connexion', { form: { intent: 'password', email: DEMO_ADMIN.email, password: 'not-the-password' }, address: '198.51.100.10' })
    for (const response of [customer, wrong]) {
      expect(response.status).toBe(401)
      expect(response.headers.getSetCookie().filter((line) => /^(XAT|XRT|XSF|XSP)=/.test(line))).toEqual([])
    }
  })
})

describe('the photo uploads’ larger bodies', () => {
  const twoMegabytes = () => {
    const boundary = 'x-boundary'
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nphoto-upload\r\n--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${'a'.repeat(2 * 1024 * 1024)}\r\n--${boundary}--\r\n`
    return { body, type: `multipart/form-data; boundary=${boundary}` }
  }

  it('are read for staff only: a visitor’s 2 MB post is refused at the usual 1 MB limit, a staff member’s goes to the page', async () => {
    const upload = twoMegabytes()
    const send = async (jar?: CookieJar) =>
      fetch(`${server.url}/admin/locations/1`, {
        method: 'POST',
        headers: { origin: server.url, 'content-type': upload.type, ...(jar ? { cookie: jar.header() } : {}) },
        body: upload.body,
        redirect: 'manual',
      })
    expect((await send()).status).toBe(413)
    const staff = await signInDemoAdmin(server, '198.51.100.30')
    expect((await send(staff)).status).not.toBe(413)
  })
})

describe('a staff sign-in', () => {
  it('asks the password, then a code; opens the back office with a pass and a session, never cached', async () => {
    const jar = new CookieJar()
    const address = '198.51.100.21'
    const password = await call(server, '/en/admin/connexion', { form: { intent: 'password', email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, jar, address })
    expect(password.status).toBe(303)
    expect(jar.get('XSF')).toBeTruthy()
    expect(jar.get('XAT')).toBeUndefined()
    // The password alone opens nothing.
    expect((await call(server, '/en/admin', { jar, address })).status).toBe(404)
    const asked = await (await call(server, '/en/admin/connexion', { jar, address })).text()
    expect(asked).toContain('Verification code')
    expect(asked).toMatch(/inputmode="numeric"/i)
    expect(asked).toMatch(/<a[^>]*href="\/en\/admin\/connexion\?recovery"[^>]*>Use a recovery code<\/a>/)
    // A lost phone: a recovery code (letters and digits) goes in a text field of its own.
    const recovery = await (await call(server, '/en/admin/connexion?recovery', { jar, address })).text()
    expect(recovery).toMatch(/<label[^>]*for="staff-recovery"[^>]*>Recovery code/)
    expect(recovery).not.toMatch(/inputmode="numeric"/i)
    expect(recovery).toMatch(/<a[^>]*href="\/en\/admin\/connexion"[^>]*>Use the code of the app<\/a>/)

    const wrongCode = await call(server, '/en/admin/connexion', { form: { intent: 'code', code: '000000' }, jar, address })
    expect(wrongCode.status).toBe(400)
    expect(await wrongCode.text()).toContain('This code does not fit')

    const code = await freshCode(DEMO_ADMIN.totpSecret, DEMO_ADMIN.email, server.url)
    const signedIn = await call(server, '/en/admin/connexion', { form: { intent: 'code', code }, jar, address })
    expect(signedIn.status).toBe(303)
    expect(signedIn.headers.get('location')).toBe('/en/admin')
    expect(jar.get('XSP')).toBeTruthy()
    expect(jar.get('XSF')).toBeUndefined()

    const today = await call(server, '/en/admin', { jar, address })
    expect(today.status).toBe(200)
    expect(today.headers.get('cache-control')).toBe('private, no-store')
    expect(await today.text()).toContain('Today')

    // The same code again, on a new sign-in: refused.
    const again = new CookieJar()
    await call(server, '/admin/connexion', { form: { intent: 'password', email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, jar: again, address })
    expect((await call(server, '/admin/connexion', { form: { intent: 'code', code }, jar: again, address })).status).toBe(400)
  })

  // One sign-in for the two checks below (a fourth sign-in of the account would wait for the
  // authenticator's next time step): the cookies are copied, and signing out comes last.
  let signedIn: CookieJar
  beforeAll(async () => {
    signedIn = await signInDemoAdmin(server, '198.51.100.22')
  })

  it('needs both the pass and the session: either alone opens nothing', async () => {
    const jar = signedIn.clone()
    expect((await call(server, '/admin/journal', { jar })).status).toBe(200)
    const passOnly = new CookieJar()
    passOnly.cookies.set('XSP', jar.get('XSP') as string)
    const sessionOnly = jar.clone()
    sessionOnly.cookies.delete('XSP')
    for (const partial of [passOnly, sessionOnly]) expect((await call(server, '/admin/journal', { jar: partial })).status).toBe(404)
  })

  it('signs out: the pass and the session end', async () => {
    const jar = signedIn
    const kept = jar.clone()
    const out = await call(server, '/admin/deconnexion', { form: {}, jar })
    expect(out.status).toBe(303)
    expect(out.headers.get('location')).toBe('/admin/connexion')
    expect((await call(server, '/admin', { jar })).status).toBe(404)
    // The old cookies no longer work either once the access token is refreshed away: the session is ended.
    kept.cookies.delete('XAT')
    expect((await call(server, '/admin', { jar: kept })).status).toBe(404)
  })
})

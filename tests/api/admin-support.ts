import { expect } from 'vitest'
import { call, CookieJar } from './auth-support'
import { DEMO_ADMIN, freshCode } from '../support/staff'

/**
 * Signs the demo admin in (password, then a fresh code) on a server seeded with the demo data.
 * `codesOf` names the site whose database remembers the codes used: another server's when this one
 * runs on a copy of its database (a restored backup), which refuses the codes already taken there.
 */
export async function signInDemoAdmin(server: { url: string }, address = '198.51.100.200', lang: '' | '/en' = '', codesOf = server.url): Promise<CookieJar> {
  const jar = new CookieJar()
  const password = await call(server, `${lang}/admin/connexion`, { form: { intent: 'password', email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, jar, address })
  expect(password.status).toBe(303)
  const code = await call(server, `${lang}/admin/connexion`, { form: { intent: 'code', code: await freshCode(DEMO_ADMIN.totpSecret, DEMO_ADMIN.email, codesOf) }, jar, address })
  expect(code.status).toBe(303)
  expect(code.headers.get('location')).toBe(`${lang}/admin`)
  return jar
}

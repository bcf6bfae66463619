import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, type CookieJar } from './auth-support'
import { signInDemoAdmin } from './admin-support'
import { type Shop, startShop } from '../support/shop-fixtures'

/** The team page: admins add members (a set-up link shown once), promote, renew and remove them, audited. */

let shop: Shop
let admin: CookieJar

beforeAll(async () => {
  shop = await startShop({}, undefined, { demoAdmin: true })
  admin = await signInDemoAdmin(shop.server)
}, 180_000)
afterAll(async () => {
  await shop?.stop()
})

const team = (form?: Record<string, string>, lang = '') => call(shop.server, `${lang}/admin/equipe`, { jar: admin, form, address: '198.51.100.200' })

/** The member id in the row of `email` (the hidden field of its actions). */
async function memberId(email: string): Promise<string> {
  const html = await (await team()).text()
  const row = html.split('<tr>').find((r) => r.includes(email)) as string
  return /name="member" value="(\d+)"/.exec(row)?.[1] as string
}

describe('the team', () => {
  it('adds a member with a one-time set-up link, makes them admin, then removes them; each change audited', async () => {
    const added = await team({ intent: 'add', email: 'Nina.Bonvin@agence-demo.example', firstName: 'Nina', lastName: 'Bonvin' })
    expect(added.status).toBe(200)
    const html = await added.text()
    const link = /\/admin\/mise-en-place\/[A-Za-z0-9_-]+/.exec(html)?.[0] as string
    expect(link).toBeTruthy()
    expect((await call(shop.server, link)).status).toBe(200)
    const list = await (await team()).text()
    expect(list).toContain('nina.bonvin@agence-demo.example')
    expect(list).toContain('lien de mise en place en attente')
    expect(list).not.toContain(link) // shown once, on the answer only

    const id = await memberId('nina.bonvin@agence-demo.example')
    const promoted = await team({ intent: 'admin', member: id })
    expect(promoted.status).toBe(303)
    expect(promoted.headers.get('location')).toBe('/admin/equipe?done=admin')

    const renewed = await (await team({ intent: 'link', member: id })).text()
    const second = /\/admin\/mise-en-place\/[A-Za-z0-9_-]+/.exec(renewed)?.[0] as string
    expect(second).not.toBe(link)

    expect((await team({ intent: 'remove', member: id })).status).toBe(303)
    expect(await (await team()).text()).not.toContain('nina.bonvin@agence-demo.example')
    expect((await call(shop.server, second)).status).not.toBe(200) // the link ends with the access

    const journal = await (await call(shop.server, '/admin/journal?entity=staff', { jar: admin, address: '198.51.100.200' })).text()
    for (const action of ['create', 'update', 'renew_setup_link', 'delete']) expect(journal).toContain(action)
  })

  it('refuses a bad address and changes to one’s own access, in French and English, never 5xx', async () => {
    const bad = await team({ intent: 'add', email: 'not-an-address' })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Indiquez une adresse e-mail valable')
    const own = (await (await team()).text()).match(/<tr>(?:(?!<\/tr>).)*admin@agence-demo\.example(?:(?!<\/tr>).)*<\/tr>/s)?.[0] as string
    expect(own).toContain('vous')
    const html = await (await team()).text()
    expect(html).toContain('admin@agence-demo.example')
    for (const form of [{ intent: 'remove', member: 'x' }, { intent: 'admin', member: '999999' }, { intent: 'nothing' }, {}]) {
      const answer = await team(form as Record<string, string>, '/en')
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
    }
    expect(await (await team({ intent: 'add', email: 'x' }, '/en')).text()).toContain('Give a valid e-mail address')
  })
})

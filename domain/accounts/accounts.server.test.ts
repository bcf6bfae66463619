import os from 'node:os'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../db/client.server'
import { orderItems, orders, productCategories, products, refreshTokens, users } from '../../db/schema'
import type { MailMessage } from '../mail/types'
import { verifyAccessToken } from './access-token.server'
import { type AccountDeps, getProfile, login, signUp, updateContact } from './accounts.server'
import { listAccountOrders, parseStatuses } from './orders.repository.server'
import { findValidReset, requestPasswordReset, resetPageUrl, resetPassword } from './password-reset.server'
import { endSession, hashToken, refreshSession } from './sessions.server'
import { TEST_AGENCY_ADDRESS } from '../agency/address.test-data'
import { newDataDir } from '../../tests/support/templates'

let database: Database
const sent: MailMessage[] = []
let deps: AccountDeps

const sessions = {
  secret: new TextEncoder().encode('s'.repeat(48)),
  accessTokenTtlSeconds: 60,
  refreshTokenTtlDays: 30,
  refreshGraceSeconds: 10,
}
/** These sign-ins come without a guest cart to merge. */
const cartSession = null
const contact = {
  title: 'mrs', firstName: 'Anne', lastName: 'Rey', street: 'Route du Rawyl', streetNumber: '12', complement: '',
  zip: '3963', city: 'Crans-Montana', country: 'CH', state: 'VS', phone: '027 481 12 34', birthdate: '14.02.1980',
  dataUse: 'true',
}
let counter = 0
const newAddress = () => `account-test-${++counter}@example.ch`
const password = 'mountain-view-22'

async function createAccount(username = newAddress(), locale: 'fr' | 'en' = 'fr') {
  const result = await signUp(deps, {
    values: { ...contact, username, password, password_confirm: password },
    locale,
    clientAddress: `10.0.0.${counter}`,
    cartSession,
  })
  if (result.status !== 'created') throw new Error(`sign-up: ${result.status}`)
  return result
}

/** PGlite, or a fresh database on TEST_DATABASE_URL (where concurrent refreshes really run in parallel). */
async function freshDatabase(): Promise<Database> {
  const base = process.env.TEST_DATABASE_URL
  if (!base) return openDatabase({ dataDir: newDataDir('accounts-test', 'migrated') })
  const name = `accounts_unit_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  const opened = await openDatabase({ url: url.toString(), dataDir: os.tmpdir() })
  return {
    ...opened,
    close: async () => {
      await opened.close()
      const client = new pg.Client({ connectionString: base })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

beforeAll(async () => {
  database = await freshDatabase()
  deps = {
    db: database.db,
    sessions,
    mail: { enqueue: async (_tx, message) => (sent.push(message), sent.length) },
    site: { name: 'Agency', url: 'https://agency.test', email: 'info@agency.test', phone: '+41 27 000 00 00', address: TEST_AGENCY_ADDRESS },
  }
}, 120_000)
afterAll(async () => {
  await database?.close()
})

describe('sign-up', () => {
  it('creates the account with its contact, signs it in and sends the welcome e-mail in its language', async () => {
    const username = newAddress()
    const result = await createAccount(` ${username.toUpperCase()} `, 'en')
    expect(result.user.username).toBe(username)
    expect(result.session.refreshToken).toBeTruthy()
    expect((await verifyAccessToken(sessions, result.session.accessToken)).ok).toBe(true)
    const mail = sent.at(-1)
    expect(mail?.subject).toBe('Welcome to Agency')
    expect(mail?.to).toBe(`Anne Rey <${username}>`)
    expect(mail?.text).toContain('https://agency.test/en/mon-compte/mes-informations')
    const profile = await getProfile(database.db, result.user.id)
    expect(profile?.shippingContact).toMatchObject({ phone: '+41 27 481 12 34', birthdate: '14.02.1980', email: username, dataUse: true })
    const [row] = await database.db.select().from(users).where(eq(users.id, result.user.id))
    expect(row.passwordHash).toMatch(/^\$argon2id\$/)
    expect(row.locale).toBe('en')
  })
  it('refuses a password easy to guess, saying why in the visitor’s language', async () => {
    for (const [weak, locale, start] of [
      ['aaaaaaaaaa', 'fr', 'Mot de passe trop facile à deviner. '],
      ['password12', 'en', 'Password too easy to guess. '],
      ['azertyuiop', 'fr', 'Mot de passe trop facile à deviner. '],
      ['anne.rey2024', 'en', 'Password too easy to guess. '],
    ] as const) {
      const result = await signUp(deps, {
        values: { ...contact, username: 'anne.rey@example.ch', password: weak, password_confirm: weak },
        locale,
        clientAddress: '10.1.2.3',
        cartSession,
      })
      expect(result.status === 'invalid' && result.errors.password?.message.startsWith(start)).toBe(true)
    }
  })
  it('refuses an address already in use, whatever its case', async () => {
    const username = newAddress()
    await createAccount(username)
    const again = await signUp(deps, {
      values: { ...contact, username: username.toUpperCase(), password, password_confirm: password },
      locale: 'fr',
      clientAddress: '10.1.1.1',
      cartSession,
    })
    expect(again.status).toBe('exists')
  })
})

describe('login', () => {
  it('answers the same for a wrong password and an unknown address, and counts failures', async () => {
    const { user } = await createAccount()
    const attempt = (email: string, pass: string, clientAddress = '10.2.2.2') =>
      login(deps, { email, password: pass, stayLogged: false, locale: 'fr', clientAddress, cartSession })
    expect((await attempt(user.username, 'wrong-password-1')).status).toBe('failed')
    expect((await attempt('nobody@example.ch', 'wrong-password-1')).status).toBe('failed')
    const ok = await attempt(user.username.toUpperCase(), password)
    expect(ok.status).toBe('ok')
  })
  it('refuses the 11th attempt after ten failures on one account, from any address', async () => {
    const { user } = await createAccount()
    for (let i = 0; i < 10; i++) {
      const r = await login(deps, { email: user.username, password: 'wrong-password-1', stayLogged: false, locale: 'fr', clientAddress: `10.3.0.${i}`, cartSession })
      expect(r.status).toBe('failed')
    }
    const blocked = await login(deps, { email: user.username, password, stayLogged: false, locale: 'fr', clientAddress: '10.3.1.1', cartSession })
    expect(blocked).toMatchObject({ status: 'rate_limited' })
    if (blocked.status === 'rate_limited') expect(blocked.retryAfterSeconds).toBeGreaterThan(0)
  })
  it('checks at most ten guesses of a burst sent at once, then refuses even the right password', async () => {
    const { user } = await createAccount()
    const guess = (i: number) =>
      login(deps, { email: user.username, password: `wrong-password-${i}`, stayLogged: false, locale: 'fr', clientAddress: `10.4.${i}.1`, cartSession })
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => guess(i)))
    expect(answers.filter((a) => a.status === 'failed').length).toBeLessThanOrEqual(10)
    expect(answers.filter((a) => a.status !== 'failed').every((a) => a.status === 'rate_limited')).toBe(true)
    const right = await login(deps, { email: user.username, password, stayLogged: false, locale: 'fr', clientAddress: '10.4.99.1', cartSession })
    expect(right.status).toBe('rate_limited')
  })
  it('gives a successful login its attempt back, and only its own', async () => {
    const known = await createAccount()
    const target = await createAccount()
    const from = (email: string, pass: string, clientAddress: string) =>
      login(deps, { email, password: pass, stayLogged: false, locale: 'fr', clientAddress, cartSession })
    // The owner who logs in again and again is never locked out by it.
    for (let i = 0; i < 12; i++) expect((await from(known.user.username, password, '10.5.0.1')).status).toBe('ok')
    // Someone who knows one password cannot wipe out the guesses counted on another account.
    for (let i = 0; i < 9; i++) expect((await from(target.user.username, 'wrong-password-1', '10.5.0.2')).status).toBe('failed')
    for (let i = 0; i < 5; i++) expect((await from(known.user.username, password, '10.5.0.2')).status).toBe('ok')
    expect((await from(target.user.username, 'wrong-password-1', '10.5.0.2')).status).toBe('failed')
    expect((await from(target.user.username, password, '10.5.0.3')).status).toBe('rate_limited')
  })
})

describe('refresh tokens', () => {
  it('rotate at each use; the used one still works in its grace window without rotating again', async () => {
    const { session } = await createAccount()
    const t0 = new Date()
    const first = await refreshSession(database.db, sessions, session.refreshToken, t0)
    expect(first.ok && first.session.refreshToken).toBeTruthy()
    const grace = await refreshSession(database.db, sessions, session.refreshToken, new Date(t0.getTime() + 5_000))
    expect(grace).toMatchObject({ ok: true, session: { refreshToken: null } })
    if (!first.ok) return
    const second = await refreshSession(database.db, sessions, first.session.refreshToken, new Date(t0.getTime() + 6_000))
    expect(second.ok).toBe(true)
  })
  it('a reuse after the grace window revokes the whole family', async () => {
    const { session } = await createAccount()
    const t0 = new Date()
    const first = await refreshSession(database.db, sessions, session.refreshToken, t0)
    if (!first.ok) throw new Error('first refresh failed')
    const reuse = await refreshSession(database.db, sessions, session.refreshToken, new Date(t0.getTime() + 11_000))
    expect(reuse).toEqual({ ok: false, code: 'JWT_INVALID' })
    const heir = await refreshSession(database.db, sessions, first.session.refreshToken, new Date(t0.getTime() + 12_000))
    expect(heir).toEqual({ ok: false, code: 'JWT_INVALID' })
  })
  it('two refreshes at once both succeed and leave one live token', async () => {
    const { session, user } = await createAccount()
    const [a, b] = await Promise.all([
      refreshSession(database.db, sessions, session.refreshToken),
      refreshSession(database.db, sessions, session.refreshToken),
    ])
    expect(a.ok && b.ok).toBe(true)
    const rotated = [a, b].filter((r) => r.ok && r.session.refreshToken !== null)
    expect(rotated).toHaveLength(1)
    const live = await database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id))
    expect(live.filter((t) => t.usedAt === null && t.revokedAt === null)).toHaveLength(1)
  })
  it('expire: a day without "remember me", 30 days with it', async () => {
    const { session } = await createAccount()
    const later = new Date(Date.now() + 25 * 60 * 60_000)
    expect(await refreshSession(database.db, sessions, session.refreshToken, later)).toEqual({ ok: false, code: 'JWT_EXPIRED' })
    const { user } = await createAccount()
    const remembered = await login(deps, { email: user.username, password, stayLogged: true, locale: 'fr', clientAddress: '10.4.4.4', cartSession })
    if (remembered.status !== 'ok') throw new Error('login failed')
    expect(remembered.session.refreshExpiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60_000)
    expect((await refreshSession(database.db, sessions, remembered.session.refreshToken, later)).ok).toBe(true)
  })
  it('logout ends the family; unknown and missing tokens are refused', async () => {
    const { session } = await createAccount()
    await endSession(database.db, session.refreshToken)
    expect(await refreshSession(database.db, sessions, session.refreshToken)).toEqual({ ok: false, code: 'JWT_INVALID' })
    expect(await refreshSession(database.db, sessions, 'nope')).toEqual({ ok: false, code: 'JWT_INVALID' })
    expect(await refreshSession(database.db, sessions, undefined)).toEqual({ ok: false, code: 'JWT_NOT_FOUND' })
  })
})

describe('password reset', () => {
  it('mails a link in the visitor’s language that works once, within the hour, and ends every session', async () => {
    const { user, session } = await createAccount()
    const before = sent.length
    const result = await requestPasswordReset(deps, {
      email: user.username.toUpperCase(),
      locale: 'en',
      clientAddress: '10.5.5.5',
      pageUrl: 'https://agency.test/en/mon-compte/nouveau-mot-de-passe',
    })
    expect(result.status).toBe('sent')
    expect(sent.length).toBe(before + 1)
    const mail = sent.at(-1)!
    expect(mail.subject).toBe('Agency: choose a new password')
    const token = /nouveau-mot-de-passe\/([\w-]+)/.exec(mail.text)?.[1] ?? ''
    expect(await findValidReset(database.db, token, new Date(Date.now() + 61 * 60_000))).toBeNull()
    expect(await findValidReset(database.db, token)).toEqual({ userId: user.id, username: user.username, firstName: 'Anne', lastName: 'Rey' })

    const bad = await resetPassword(deps, { token, values: { password: user.username, password_confirm: user.username }, locale: 'en', clientAddress: '10.5.5.5' })
    expect(bad.status).toBe('invalid')
    for (const weak of ['aaaaaaaaaa', 'password12', `${user.username.split('@')[0]}2024`]) {
      const refused = await resetPassword(deps, { token, values: { password: weak, password_confirm: weak }, locale: 'en', clientAddress: '10.5.5.5' })
      expect(refused.status === 'invalid' && refused.errors.password?.message).toMatch(/^Password too easy to guess\. /)
    }
    const changed = await resetPassword(deps, { token, values: { password: 'a-new-password-9', password_confirm: 'a-new-password-9' }, locale: 'en', clientAddress: '10.5.5.5' })
    expect(changed.status).toBe('changed')
    expect(await refreshSession(database.db, sessions, session.refreshToken)).toEqual({ ok: false, code: 'JWT_INVALID' })
    const again = await resetPassword(deps, { token, values: { password: 'another-pass-10', password_confirm: 'another-pass-10' }, locale: 'en', clientAddress: '10.5.5.5' })
    expect(again.status).toBe('bad_token')
    const old = await login(deps, { email: user.username, password, stayLogged: false, locale: 'fr', clientAddress: '10.5.5.6', cartSession })
    expect(old.status).toBe('failed')
    const fresh = await login(deps, { email: user.username, password: 'a-new-password-9', stayLogged: false, locale: 'fr', clientAddress: '10.5.5.6', cartSession })
    expect(fresh.status).toBe('ok')
  })
  it('answers the same for an unknown address, and sends nothing', async () => {
    const before = sent.length
    const result = await requestPasswordReset(deps, { email: 'nobody-here@example.ch', locale: 'fr', clientAddress: '10.6.6.6', pageUrl: 'https://agency.test/x' })
    expect(result.status).toBe('sent')
    expect(sent.length).toBe(before)
  })
  it('sends at most three reset e-mails per address in an hour, whatever the client address, with the same answer', async () => {
    const { user } = await createAccount()
    const before = sent.length
    const ask = (email: string, i: number) =>
      requestPasswordReset(deps, { email, locale: 'fr', clientAddress: `10.7.${i}.1`, pageUrl: 'https://agency.test/mon-compte/nouveau-mot-de-passe' })
    const answers = []
    for (let i = 0; i < 6; i++) answers.push(await ask(i % 2 ? user.username.toUpperCase() : user.username, i))
    expect(answers.every((a) => a.status === 'sent')).toBe(true)
    expect(sent.slice(before).filter((m) => m.to === user.username)).toHaveLength(3)
    // An address without an account is counted the same way: the answers never differ.
    const ghost = await Promise.all(Array.from({ length: 5 }, (_, i) => ask('nobody-else@example.ch', 20 + i)))
    expect(ghost.every((a) => a.status === 'sent')).toBe(true)
  })
  it('links only to this site’s own reset page', () => {
    expect(resetPageUrl('https://agency.test', 'fr')).toBe('https://agency.test/mon-compte/nouveau-mot-de-passe')
    expect(resetPageUrl('https://agency.test', 'en', 'https://evil.test/mon-compte/nouveau-mot-de-passe')).toBe(
      'https://agency.test/en/mon-compte/nouveau-mot-de-passe',
    )
    expect(resetPageUrl('https://agency.test', 'fr', 'https://agency.test/fr/mon-compte/nouveau-mot-de-passe/')).toBe(
      'https://agency.test/fr/mon-compte/nouveau-mot-de-passe',
    )
    expect(resetPageUrl('https://agency.test', 'fr', 'https://agency.test/vente')).toBe('https://agency.test/mon-compte/nouveau-mot-de-passe')
  })
})

describe('profile and orders', () => {
  it('saves the contact and the account names follow it', async () => {
    const { user } = await createAccount()
    const result = await updateContact(deps, {
      userId: user.id,
      values: { ...contact, firstName: 'Annette', email: 'other@example.ch', phone: '079 123 45 67' },
      locale: 'en',
    })
    expect(result.status).toBe('saved')
    if (result.status !== 'saved') return
    expect(result.user.firstName).toBe('Annette')
    expect(result.user.locale).toBe('en')
    expect(result.profile.shippingContact.phone).toBe('+41 79 123 45 67')
    expect(result.profile.username).toBe(user.username)
    const refused = await updateContact(deps, { userId: user.id, values: { ...contact, email: '', birthdate: '01.01.2020' }, locale: 'fr' })
    expect(refused).toMatchObject({ status: 'invalid', errors: { email: { message: 'Ce champ est requis' }, birthdate: { message: "Vous n'êtes pas majeur" } } })
  })
  it('lists an account’s orders in the asked statuses, the latest payment first', async () => {
    const { user } = await createAccount()
    const [product] = await database.db.select({ id: products.id }).from(products).limit(1)
    const insert = async (number: string, status: number, payedAt: string | null) => {
      const [order] = await database.db
        .insert(orders)
        .values({ number, status, userId: user.id, total: 1000, subTotal: 1000, payedAt: payedAt ? new Date(payedAt) : null })
        .returning()
      if (product) {
        await database.db.insert(orderItems).values({
          orderId: order.id, productId: product.id, reference: 'R', title: { fr: 'Chalet', en: 'Chalet EN' }, total: 1000, totalExcludingTax: 960, vatRate: 380,
        })
      }
    }
    await insert(`9${counter}01`, 2, '2026-01-01T10:00:00Z')
    await insert(`9${counter}02`, 3, '2026-03-01T10:00:00Z')
    await insert(`9${counter}03`, 1, null)
    await insert(`9${counter}04`, 2, '2026-02-01T10:00:00Z')
    const list = await listAccountOrders(database.db, user.id, [2, 3], 'en')
    expect(list.map((o) => o.number)).toEqual([`9${counter}02`, `9${counter}04`, `9${counter}01`])
    if (product) expect(list[0].orderItems[0].title).toBe('Chalet EN')
    expect(await listAccountOrders(database.db, user.id + 1000, [2, 3], 'fr')).toEqual([])
  })
  it('shows under each paid rental what cancelling it today would cost', async () => {
    const { user } = await createAccount()
    const [category] = await database.db.insert(productCategories).values({ code: `rental-${counter}`, label: { fr: 'Location' } }).returning()
    const [product] = await database.db.insert(products).values({ categoryId: category.id, reference: `R-${counter}`, type: 'rental', title: { fr: 'Chalet' } }).returning()
    const [order] = await database.db
      .insert(orders)
      .values({ number: `8${counter}01`, status: 2, userId: user.id, total: 210_000, subTotal: 210_000, payedAt: new Date('2027-01-05T10:00:00Z') })
      .returning()
    const rental = { orderId: order.id, productId: product.id, reference: 'R', title: { fr: 'Chalet' }, totalExcludingTax: 202_675, vatRate: 380 }
    await database.db.insert(orderItems).values([
      { ...rental, total: 210_000, touristTax: 10_000, startPeriod: '2027-12-11', endPeriod: '2027-12-18', stay: { rent: 200_000 } },
    ])
    const on = async (today: string) => (await listAccountOrders(database.db, user.id, [2, 3], 'fr', today))[0]?.orderItems[0]?.cancellation
    expect(await on('2027-09-12')).toEqual({ tier: 'free', due: 5_250, refund: 204_750, owed: 0 })
    expect(await on('2027-10-01')).toEqual({ tier: 'half_rent', due: 100_000, refund: 110_000, owed: 0 })
    expect(await on('2027-12-12')).toBeNull()
  })
  it('reads the statuses parameter', () => {
    expect(parseStatuses('[2,3]')).toEqual([2, 3])
    expect(parseStatuses('1,2,3')).toEqual([1, 2, 3])
    expect(parseStatuses(undefined)).toEqual([2, 3])
    expect(parseStatuses('[9]')).toBeNull()
    expect(parseStatuses('[2,')).toBeNull()
    expect(parseStatuses('["2"]')).toBeNull()
  })
})

it('stores only hashes of refresh tokens', async () => {
  const { session, user } = await createAccount()
  const rows = await database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id))
  expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(session.refreshToken ?? '')])
  expect(JSON.stringify(rows)).not.toContain(session.refreshToken)
})

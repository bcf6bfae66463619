import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.server'
import { auditLog, staffFactors, users } from '../../db/schema'
import { createSecretBox } from '../secrets/secret-box.server'
import { bookingDatabases } from '../booking/fixtures.test-data'
import { auditEntries, recordChange } from './audit.server'
import { isAdmin, isStaff } from './roles'
import { newTotpSecret, totpCode } from './second-factor.server'
import { completeSetup, createStaff, openSetupLink, staffAccount, verifySecondFactor } from './staff.server'

/** Staff set-up, second factor and audit log (PGlite, or PostgreSQL with TEST_DATABASE_URL: two pools race). */

let databases: Database[]
let close: () => Promise<void>
const PASSWORD = 'Edelweiss-sur-le-balcon-42'

beforeAll(async () => {
  const opened = await bookingDatabases('staff', 2)
  databases = opened.all
  close = opened.close
}, 60_000)

afterAll(async () => {
  await close?.()
})

const secrets = createSecretBox(randomBytes(32))
const deps = () => ({ db: databases[0]!.db, secrets })

async function setUp(email: string, admin = false) {
  const created = await createStaff(deps(), { email, admin })
  if (created.status !== 'created') throw new Error(created.message)
  const link = await openSetupLink(deps(), created.token)
  if (link.status !== 'open') throw new Error('link')
  return { ...created, secret: link.secret }
}

describe('a staff member', () => {
  it('is made by the command, sets a password and the app on the link once, then the link is spent', async () => {
    const { token, userId, secret } = await setUp('Anna@Agence.ch', true)
    const [user] = await deps().db.select().from(users).where(eq(users.id, userId))
    expect(user?.username).toBe('anna@agence.ch')
    expect(isStaff(user!.roles) && isAdmin(user!.roles)).toBe(true)
    expect(await staffAccount(deps().db, userId)).toBeNull()
    // The key the link shows is kept sealed (DATA_ENCRYPTION_KEY): the column holds nothing of it.
    const [factor] = await deps().db.select().from(staffFactors).where(eq(staffFactors.userId, userId))
    expect(factor?.totpSecret).toMatch(/^v1:/)
    expect(factor?.totpSecret).not.toContain(secret)

    const wrong = await completeSetup(deps(), { token, password: 'short', password_confirm: 'other', code: '000000', locale: 'en' })
    expect(wrong.status).toBe('invalid')
    if (wrong.status === 'invalid') expect(Object.keys(wrong.errors).sort()).toEqual(['code', 'password', 'password_confirm'])

    const done = await completeSetup(deps(), { token, password: PASSWORD, password_confirm: PASSWORD, code: totpCode(secret), locale: 'fr' })
    expect(done.status).toBe('done')
    if (done.status === 'done') expect(done.recoveryCodes).toHaveLength(10)
    expect(await staffAccount(deps().db, userId)).not.toBeNull()
    const again = await completeSetup(deps(), { token, password: PASSWORD, password_confirm: PASSWORD, code: totpCode(secret), locale: 'fr' })
    expect(again.status).toBe('link_invalid')
  })

  it('uses a link once when two set-ups race on two connections', async () => {
    const { token, secret } = await setUp('bruno@agence.ch')
    const input = { token, password: PASSWORD, password_confirm: PASSWORD, code: totpCode(secret), locale: 'fr' as const }
    const results = await Promise.all(databases.map((d) => completeSetup({ db: d.db, secrets }, input)))
    const statuses = results.map((r) => r.status).sort()
    expect(statuses).toContain('done')
    if (databases.length > 1) expect(statuses).toEqual(['done', 'link_invalid'])
  })

  it('signs in with the code of the moment once, or with each recovery code once', async () => {
    const { token, userId, secret } = await setUp('carla@agence.ch')
    const setUpAt = new Date(Date.now() - 60_000)
    const done = await completeSetup({ ...deps(), now: () => setUpAt }, { token, password: PASSWORD, password_confirm: PASSWORD, code: totpCode(secret, setUpAt), locale: 'fr' })
    if (done.status !== 'done') throw new Error(done.status)
    const input = { userId, clientAddress: '127.0.0.1', locale: 'fr' as const }
    const code = totpCode(secret)
    expect(await verifySecondFactor(deps(), { ...input, code })).toMatchObject({ status: 'accepted', by: 'totp', recoveryCodesLeft: 10 })
    expect(await verifySecondFactor(deps(), { ...input, code })).toMatchObject({ status: 'refused' })
    const recovery = done.recoveryCodes[3] as string
    expect(await verifySecondFactor(deps(), { ...input, code: recovery.toUpperCase() })).toMatchObject({ status: 'accepted', by: 'recovery_code', recoveryCodesLeft: 9 })
    expect(await verifySecondFactor(deps(), { ...input, code: recovery })).toMatchObject({ status: 'refused' })
    expect(await verifySecondFactor(deps(), { ...input, code: totpCode(newTotpSecret()) })).toMatchObject({ status: 'refused' })
  })

  it('is not let in by a code before the second factor is set up', async () => {
    const { userId, secret } = await setUp('dora@agence.ch')
    expect(await verifySecondFactor(deps(), { userId, code: totpCode(secret), clientAddress: '127.0.0.2', locale: 'en' })).toMatchObject({ status: 'refused' })
  })
})

describe('the audit log', () => {
  it('keeps who changed what, before and after; a row is never changed or removed, and outlives the account', async () => {
    const { userId } = await setUp('eva@agence.ch')
    const { db } = deps()
    await recordChange(db, { id: userId, name: 'Eva' }, { action: 'update', entity: 'price_week', entityId: 7, before: { price: 150_000 }, after: { price: 165_000 } })
    const [entry] = await auditEntries(db, { entity: 'price_week', entityId: 7 })
    expect(entry).toMatchObject({ staffId: userId, staffName: 'Eva', action: 'update', before: { price: 150_000 }, after: { price: 165_000 } })
    await expect(db.update(auditLog).set({ after: { price: 1 } }).where(eq(auditLog.id, entry!.id))).rejects.toThrow()
    await expect(db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow()
    await db.delete(users).where(eq(users.id, userId))
    const [kept] = await auditEntries(db, { entity: 'price_week', entityId: 7 })
    expect(kept).toMatchObject({ staffId: null, staffName: 'Eva', after: { price: 165_000 } })
  })
})

import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.server'
import { icalFeeds, staffFactors } from '../../db/schema'
import { bookingDatabases, newStaff, newWeeklyRental } from '../booking/fixtures.test-data'
import { createSecretBox, SecretKeyError } from './secret-box.server'
import { clearSecretsLeft, ensureKeyCheck, prepareStoredSecrets } from './stored-secrets.server'

/** The start's step on the stored secrets (PGlite, or PostgreSQL with TEST_DATABASE_URL). */

let database: Database
let close: () => Promise<void>

beforeAll(async () => {
  const opened = await bookingDatabases('secrets')
  database = opened.all[0]!
  close = opened.close
}, 60_000)
afterAll(async () => {
  await close?.()
})

describe('the secrets kept in the database, at start', () => {
  const key = randomBytes(32)
  const box = createSecretBox(key)

  it('seals the secrets an earlier version kept in clear, once, and they still open', async () => {
    const { db } = database
    const member = await newStaff(db)
    await db.insert(staffFactors).values({ userId: member.id, totpSecret: 'JBSWY3DPEHPK3PXP' })
    const rental = await newWeeklyRental(db)
    const url = 'https://www.airbnb.ch/calendar/ical/5.ics?s=owner-token'
    await db.insert(icalFeeds).values({ locationId: rental, url })
    expect(await clearSecretsLeft(db)).toBe(2)

    expect(await prepareStoredSecrets(db, box)).toBe(2)
    expect(await clearSecretsLeft(db)).toBe(0)
    const [factor] = await db.select().from(staffFactors).where(eq(staffFactors.userId, member.id))
    expect(factor!.totpSecret).not.toContain('JBSWY3DPEHPK3PXP')
    expect(box.open('staff-totp', factor!.totpSecret)).toBe('JBSWY3DPEHPK3PXP')
    const [feed] = await db.select().from(icalFeeds).where(eq(icalFeeds.locationId, rental))
    expect(feed!.url).not.toContain('owner-token')
    // Sealed as a new feed would be: adding the same address again is still found a duplicate.
    expect(feed!.url).toBe(box.sealStable('ical-feed-url', url))

    expect(await prepareStoredSecrets(db, createSecretBox(key))).toBe(0)
  })

  it('refuses another key, at start and in the commands that seal: the database’s key check does not open with it', async () => {
    const other = createSecretBox(randomBytes(32))
    await expect(prepareStoredSecrets(database.db, other)).rejects.toThrow(SecretKeyError)
    await expect(ensureKeyCheck(database.db, other)).rejects.toThrow(SecretKeyError)
    await expect(ensureKeyCheck(database.db, box)).resolves.toBeUndefined()
  })
})

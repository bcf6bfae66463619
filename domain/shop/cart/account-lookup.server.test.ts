import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../db/client.server'
import { users } from '../../../db/schema'
import { attemptKeys, countAttempt } from '../../accounts/attempts.server'
import { CONTACT_LOOKUP_RATE_LIMIT, lookUpGuestEmail } from './account-lookup.server'
import { cartDatabase } from './fixtures.test-data'

/** The contact step's account lookup under the limits of docs/decisions/040, at a fixed moment. */

let database: Database
let close: () => Promise<void>
const ACCOUNT = 'lookup.account@example.ch'
// The middle of a 15-minute window: every count of a test falls in the same one.
const now = new Date(Math.floor(Date.now() / 900_000) * 900_000 + 450_000)
let addresses = 0
const newAddress = () => `192.0.2.${++addresses}`

beforeAll(async () => {
  ;({ database, close } = await cartDatabase('lookup'))
  await database.db.insert(users).values({ username: ACCOUNT, passwordHash: 'x', firstName: 'Eva', lastName: 'Rey' })
}, 60_000)
afterAll(async () => {
  await close?.()
})

describe('lookUpGuestEmail', () => {
  it('costs nothing for guests giving their own new e-mails: 60 from one address, and its sign-ups still have their ten', async () => {
    const { db } = database
    const clientAddress = newAddress()
    for (let i = 0; i < 60; i++) {
      expect(await lookUpGuestEmail(db, { clientAddress, email: `guest.${i}@example.ch`, now })).toEqual({ blocked: false, hasAccount: false })
    }
    for (let i = 0; i < 10; i++) expect((await countAttempt(db, attemptKeys('signup', clientAddress, null), undefined, now)).blocked).toBe(false)
    expect((await countAttempt(db, attemptKeys('signup', clientAddress, null), undefined, now)).blocked).toBe(true)
  })

  it('counts an e-mail found to have an account on the sign-up limit: ten found, then refused, whatever is typed', async () => {
    const { db } = database
    const clientAddress = newAddress()
    for (let i = 0; i < 10; i++) {
      expect(await lookUpGuestEmail(db, { clientAddress, email: `other.${i}@example.ch`, now })).toEqual({ blocked: false, hasAccount: false })
      expect(await lookUpGuestEmail(db, { clientAddress, email: ACCOUNT, now })).toEqual({ blocked: false, hasAccount: true })
    }
    const refused = await lookUpGuestEmail(db, { clientAddress, email: ACCOUNT, now })
    expect(refused).toEqual({ blocked: true, retryAfterSeconds: 450 })
    expect((await lookUpGuestEmail(db, { clientAddress, email: 'new.one@example.ch', now })).blocked).toBe(true)
    // Another address is not affected.
    expect(await lookUpGuestEmail(db, { clientAddress: newAddress(), email: ACCOUNT, now })).toEqual({ blocked: false, hasAccount: true })
  })

  it('looks up at most ten of a burst of probes sent at once', async () => {
    const { db } = database
    const clientAddress = newAddress()
    const answers = await Promise.all(Array.from({ length: 30 }, () => lookUpGuestEmail(db, { clientAddress, email: ACCOUNT, now })))
    expect(answers.filter((a) => !a.blocked)).toHaveLength(10)
  })

  it('refuses a sweep: at most 100 lookups from one address in 15 minutes, found or not', async () => {
    const { db } = database
    const clientAddress = newAddress()
    for (let i = 0; i < CONTACT_LOOKUP_RATE_LIMIT.limit; i++) {
      expect((await lookUpGuestEmail(db, { clientAddress, email: `sweep.${i}@example.ch`, now })).blocked).toBe(false)
    }
    expect((await lookUpGuestEmail(db, { clientAddress, email: 'sweep.last@example.ch', now })).blocked).toBe(true)
  })
})

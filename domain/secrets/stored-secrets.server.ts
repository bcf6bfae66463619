/**
 * The secrets kept in the database, at start (one process at a time, db/client.server.ts): the key is
 * checked against the database's key check (made by the first start), every sealed secret must open,
 * and those still in clear (an earlier version wrote them so) are sealed. Tables with a handful of
 * rows each: a start reads them whole.
 */
import { eq, not, like } from 'drizzle-orm'
import { dataKeyCheck, icalFeeds, staffFactors } from '../../db/schema'
import type { DbOrTx } from '../../db/types'
import { isSealed, SEALED_PREFIX, type SecretBox, SecretKeyError } from './secret-box.server'

const CHECK_TEXT = 'crans-montana-agency data key check'

/**
 * Makes sure `box` has the database's key: the key check, written by the first to come, must open
 * with it. The server's start and the commands that seal secrets (staff:create, the seed) ask first,
 * so no secret is ever sealed with another key. Throws SecretKeyError on another key.
 */
export async function ensureKeyCheck(db: DbOrTx, box: SecretBox): Promise<void> {
  await db.insert(dataKeyCheck).values({ id: 1, sealed: box.seal('key-check', CHECK_TEXT) }).onConflictDoNothing()
  const [check] = await db.select().from(dataKeyCheck)
  if (box.open('key-check', check.sealed) !== CHECK_TEXT) throw new SecretKeyError('the key check holds another text')
}

/** Checks the key and seals what is still in clear; answers how many secrets it sealed. Throws SecretKeyError on a wrong key. */
export async function prepareStoredSecrets(db: DbOrTx, box: SecretBox): Promise<number> {
  return db.transaction(async (tx) => {
    await ensureKeyCheck(tx, box)
    const factors = await tx.select({ userId: staffFactors.userId, secret: staffFactors.totpSecret }).from(staffFactors)
    const feeds = await tx.select({ id: icalFeeds.id, url: icalFeeds.url }).from(icalFeeds)
    // Every sealed one opens: a secret sealed with another key before the check existed is found now, not at a sign-in.
    for (const f of factors) box.open('staff-totp', f.secret)
    for (const f of feeds) box.open('ical-feed-url', f.url)
    let sealed = 0
    for (const f of factors.filter((row) => !isSealed(row.secret))) {
      await tx.update(staffFactors).set({ totpSecret: box.seal('staff-totp', f.secret) }).where(eq(staffFactors.userId, f.userId))
      sealed++
    }
    for (const f of feeds.filter((row) => !isSealed(row.url))) {
      await tx.update(icalFeeds).set({ url: box.sealStable('ical-feed-url', f.url) }).where(eq(icalFeeds.id, f.id))
      sealed++
    }
    return sealed
  })
}

/** Rows whose secret is still in clear (tests, and what a start seals). */
export async function clearSecretsLeft(db: DbOrTx): Promise<number> {
  const factors = await db.select({ id: staffFactors.userId }).from(staffFactors).where(not(like(staffFactors.totpSecret, `${SEALED_PREFIX}%`)))
  const feeds = await db.select({ id: icalFeeds.id }).from(icalFeeds).where(not(like(icalFeeds.url, `${SEALED_PREFIX}%`)))
  return factors.length + feeds.length
}

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../db/client.server'
import { shippingContacts, users } from '../db/schema'
import { createLogger, safeError } from './logger'

/** A visitor's personal data, as a sign-up or a contact form sends it. */
const PERSON = {
  title: 'mrs',
  firstName: 'Mireille',
  lastName: 'Bonvin-Rey',
  street: 'Route de la Moubra',
  streetNumber: '6',
  zip: '3963',
  city: 'Crans-Montana',
  phone: '+41791234567',
  birthdate: '1981-05-17',
  email: 'mireille.bonvin@example.ch',
}
const PERSONAL = ['Mireille', 'Bonvin', 'Moubra', '+41791234567', '1981-05-17', 'mireille.bonvin']

let database: Database

beforeAll(async () => {
  database = await openDatabase({
    url: process.env.TEST_DATABASE_URL,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'logger-test-')),
  })
}, 120_000)
afterAll(async () => {
  await database?.close()
})

/** What the logger writes for an error, as the lines a log collector would receive. */
function logged(error: unknown): string {
  let output = ''
  const sink = new Writable({
    write(chunk, _encoding, done) {
      output += String(chunk)
      done()
    },
  })
  createLogger('info', sink).error({ err: error }, 'unhandled error')
  return output
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('the query was expected to fail')
}

describe('the error logs', () => {
  it('keep no personal data of a query that failed on a NUL character (name, phone, birth date)', async () => {
    const error = await failure(() => database.db.insert(shippingContacts).values({ ...PERSON, firstName: 'Mireille\u0000' }))
    const line = logged(error)
    for (const value of PERSONAL) expect(line).not.toContain(value)
    const entry = JSON.parse(line)
    expect(entry.err.type).toBe('DrizzleQueryError')
    expect(entry.err.message).toMatch(/^Failed query: insert into "shipping_contacts"/)
    expect(entry.err.query).toContain('values (default, $1, $2')
    expect(entry.err.stack).toMatch(/\n\s+at /)
  })
  it('keep no personal data of a constraint violation, only the constraint and its code', async () => {
    const user = { username: PERSON.email, passwordHash: 'x', firstName: PERSON.firstName, lastName: PERSON.lastName }
    // In one transaction, rolled back by the failure: nothing is left in the database.
    const error = await failure(() =>
      database.db.transaction(async (tx) => {
        await tx.insert(users).values(user)
        await tx.insert(users).values(user)
      }),
    )
    const line = logged(error)
    for (const value of PERSONAL) expect(line).not.toContain(value)
    const { err } = JSON.parse(line)
    expect(err.cause).toMatchObject({ code: '23505', constraint: 'users_username_unique' })
  })
  it('keep an ordinary error as it is, with its cause', () => {
    const error = new RangeError('Not an amount in centimes: -1', { cause: new Error('deeper') })
    expect(safeError(error)).toMatchObject({ type: 'RangeError', message: 'Not an amount in centimes: -1', cause: { type: 'Error', message: 'deeper' } })
    expect(safeError('text thrown')).toEqual({ type: 'string', message: 'text thrown' })
  })
})

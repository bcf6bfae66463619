import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../db/client.server'
import { jobs, locations, locationTranslations, rateLimits, requests } from '../../db/schema'
import { createMailService, MAIL_SEND_JOB } from '../mail/mail.server'
import type { MailTransport, OutgoingMail } from '../mail/types'
import { submitRequest, type RequestServiceDeps } from './requests.server'
import { TEST_AGENCY_ADDRESS } from '../agency/address.test-data'
import { newDataDir } from '../../tests/support/templates'

let database: Database
let deps: RequestServiceDeps
let locationId: number
let woken = 0
const agency = { name: 'Crans-Montana Agency', email: 'info@crans-montana-agency.ch', phone: '+41 27 480 00 00', url: null, address: TEST_AGENCY_ADDRESS }
const transport: MailTransport = { kind: 'smtp', send: async (m: OutgoingMail) => ({ messageId: m.messageId }) }

beforeAll(async () => {
  database = await openDatabase({ dataDir: newDataDir('requests-test', 'migrated') })
  const { db } = database
  const [location] = await db
    .insert(locations)
    .values({ kind: 'weekly', reference: 'CM-L-012', type: 'chalet', place: 'Crans', numberOfRooms: 5, persons: 8, surface: 200, livingSpace: 180, latitude: 46.31, longitude: 7.48 })
    .returning({ id: locations.id })
  locationId = location.id
  await db.insert(locationTranslations).values([
    { locationId, locale: 'fr', title: 'Chalet Les Mélèzes', slug: 'chalet-les-melezes' },
    { locationId, locale: 'en', title: 'Larch Chalet', slug: 'larch-chalet' },
  ])
  deps = {
    db,
    mail: createMailService({ from: 'Agency <noreply@crans-montana-agency.ch>', agencyEmail: 'info@crans-montana-agency.ch', transport }),
    jobs: { wake: () => void woken++ },
    agency,
  }
}, 120_000)
afterAll(async () => {
  await database?.close()
})
beforeEach(async () => {
  await database.db.delete(requests)
  await database.db.delete(jobs)
  await database.db.delete(rateLimits)
})

const contact = {
  kind: 'contact',
  title: 'mrs',
  firstName: 'Anne',
  lastName: 'Martin',
  email: 'anne@example.ch',
  phoneCountry: 'CH',
  phone: '079 123 45 67',
  birthdate: '01.02.1980',
  message: 'Bonjour, je cherche un chalet.',
}

const submit = (values: Record<string, string>, locale: 'fr' | 'en' = 'fr', clientAddress = '203.0.113.1') =>
  submitRequest(deps, { locale, values, clientAddress, pageUrl: 'https://example.ch/contact' })

async function mailJobs() {
  const rows = await database.db.select().from(jobs).where(eq(jobs.kind, MAIL_SEND_JOB)).orderBy(jobs.id)
  return rows.map((r) => r.payload as OutgoingMail)
}

describe('submitRequest', () => {
  it('stores a valid contact request and queues both e-mails with it', async () => {
    const before = woken
    const result = await submit(contact)
    expect(result).toEqual({ status: 'sent', requestId: expect.any(Number) })
    const [stored] = await database.db.select().from(requests)
    expect(stored).toMatchObject({
      kind: 'contact',
      locale: 'fr',
      title: 'mrs',
      firstName: 'Anne',
      phone: '+41791234567',
      phoneCountry: 'CH',
      birthdate: '1980-02-01',
      subjectType: null,
      pageUrl: 'https://example.ch/contact',
    })
    expect(stored.ipHash).toMatch(/^[0-9a-f]{32}$/)
    expect(JSON.stringify(stored)).not.toContain('203.0.113.1')
    const [toAgency, toVisitor] = await mailJobs()
    expect(toAgency).toMatchObject({ to: ['info@crans-montana-agency.ch'], replyTo: 'Anne Martin <anne@example.ch>', subject: 'Demande de contact — Anne Martin' })
    expect(toVisitor).toMatchObject({ to: ['Anne Martin <anne@example.ch>'], subject: 'Nous avons bien reçu votre demande' })
    expect(woken).toBe(before + 1)
  })

  it('names the rental in the agency’s subject and answers the visitor in English', async () => {
    const { birthdate: _b, ...fields } = contact
    const result = await submit({ ...fields, kind: 'information', subjectType: 'location', subjectId: String(locationId), birthdate: '01.01.2020' }, 'en')
    expect(result.status).toBe('sent')
    const [stored] = await database.db.select().from(requests)
    expect(stored).toMatchObject({ kind: 'information', locale: 'en', subjectType: 'location', subjectId: locationId, subjectReference: 'CM-L-012', subjectTitle: 'Larch Chalet', birthdate: null })
    const [toAgency, toVisitor] = await mailJobs()
    expect(toAgency.subject).toBe("Demande d'information — Chalet Les Mélèzes (CM-L-012)")
    expect(toVisitor.subject).toBe('We have received your request')
    expect(toVisitor.text).toContain('“Larch Chalet”')
  })

  it('returns every field error in the visitor’s language and keeps nothing', async () => {
    const result = await submit({ kind: 'contact', email: 'nope', phone: '12', birthdate: '01.01.2015' }, 'en')
    expect(result.status).toBe('invalid')
    if (result.status !== 'invalid') return
    expect(result.errors.email).toEqual({ code: 'email', key: 'validation.email', message: 'This field must be a valid email address' })
    expect(result.errors.phone.message).toBe('This field must be a valid phone number')
    expect(result.errors.birthdate.message).toBe("You're under 18")
    expect(result.errors.firstName.message).toBe('This field is mandatory')
    expect(await database.db.select().from(requests)).toEqual([])
    expect(await database.db.select().from(jobs)).toEqual([])
  })

  it('refuses an unknown kind', async () => {
    const result = await submit({ ...contact, kind: 'complaint' })
    expect(result).toMatchObject({ status: 'invalid', errors: { kind: { code: 'oneOf' } } })
  })

  it('answers a filled honeypot as sent but keeps nothing', async () => {
    expect(await submit({ ...contact, website: 'http://spam.example' })).toEqual({ status: 'sent', requestId: null })
    expect(await database.db.select().from(requests)).toEqual([])
    expect(await database.db.select().from(jobs)).toEqual([])
  })

  it('allows five requests per address in ten minutes', async () => {
    for (let i = 0; i < 5; i++) expect((await submit(contact)).status).toBe('sent')
    const refused = await submit(contact)
    expect(refused).toMatchObject({ status: 'rate_limited', message: 'Trop de demandes, réessayez dans quelques minutes' })
    expect(await submit(contact, 'en')).toMatchObject({ message: 'Too many requests, please try again in a few minutes' })
    expect((await submit(contact, 'fr', '203.0.113.2')).status).toBe('sent')
    expect(await database.db.select().from(requests)).toHaveLength(6)
  })

  it('acknowledges one recipient at most three times an hour, whoever sends; every request still reaches the agency', async () => {
    const sent = []
    for (let i = 0; i < 5; i++) sent.push(await submit({ ...contact, email: i % 2 ? 'ANNE@example.ch' : 'anne@example.ch' }, 'fr', `203.0.113.${50 + i}`))
    expect(sent.every((r) => r.status === 'sent')).toBe(true)
    expect(await database.db.select().from(requests)).toHaveLength(5)
    const mails = await mailJobs()
    expect(mails.filter((m) => m.to.includes('info@crans-montana-agency.ch'))).toHaveLength(5)
    expect(mails.filter((m) => m.subject === 'Nous avons bien reçu votre demande')).toHaveLength(3)
    // Another recipient is not held up by it.
    expect((await submit({ ...contact, email: 'marc@example.ch' }, 'fr', '203.0.113.60')).status).toBe('sent')
    expect((await mailJobs()).filter((m) => m.to.some((to) => to.includes('marc@example.ch')))).toHaveLength(1)
  })

  it('repeats nothing the visitor wrote beyond a short name in the acknowledgement', async () => {
    await submit({ ...contact, firstName: 'Win 1000 CHF', lastName: 'at http://spam.example/win now!!', message: 'Click http://spam.example' })
    const [toAgency, toVisitor] = await mailJobs()
    expect(toAgency.text).toContain('Click http://spam.example')
    expect(toVisitor.to).toEqual(['Win CHF at http spam example <anne@example.ch>'])
    expect(toVisitor.text).not.toMatch(/spam\.example|1000|Click/)
    expect(toVisitor.text).toContain('Bonjour Madame at http spam example win now,')
  })

  it('keeps neither the request nor its e-mails when queuing fails', async () => {
    const failing: RequestServiceDeps = {
      ...deps,
      mail: { ...deps.mail, enqueue: async () => Promise.reject(new Error('queue down')) },
    }
    await expect(submitRequest(failing, { locale: 'fr', values: contact, clientAddress: '203.0.113.3', pageUrl: null })).rejects.toThrow('queue down')
    expect(await database.db.select().from(requests)).toEqual([])
  })
})

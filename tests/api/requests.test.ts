import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase } from '../../db/client.server'
import { parseEml, type ParsedMail } from '../../domain/mail/read-eml'
import { freePort, type RunningServer, startServer } from '../support/server'

/**
 * Contact, information and visit requests over HTTP, as a browser without JavaScript sends them
 * (form-encoded POST to /{lang?}/demande). These tests start their own servers to read the e-mails
 * written under DATA_DIR/mail. On PostgreSQL (TEST_DATABASE_URL) every server gets a database of its
 * own: servers sharing one would share the job queue, and another's worker could send our mail.
 */

const shared = inject('baseUrl')

type Isolated = { url: string | undefined; drop: () => Promise<void> }

async function isolatedDatabase(): Promise<Isolated> {
  const base = process.env.TEST_DATABASE_URL
  if (!base) return { url: undefined, drop: async () => {} }
  const name = `requests_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

async function start(env: Record<string, string>, database: Isolated): Promise<RunningServer> {
  return startServer({ SEED_ON_START: 'false', ...(database.url ? { DATABASE_URL: database.url } : {}), ...env })
}

const valid = {
  kind: 'contact',
  returnTo: '/contact',
  title: 'mrs',
  firstName: 'Anne',
  lastName: 'Martin',
  email: 'anne.martin@example.ch',
  phoneCountry: 'CH',
  phone: '079 123 45 67',
  birthdate: '01.02.1980',
  message: 'Bonjour, je cherche un chalet pour l’hiver.',
  website: '',
}

let visitors = 0
/** A valid request from a visitor of their own (acknowledgements are limited per recipient). */
function validFromNewVisitor(): Record<string, string> {
  visitors += 1
  return { ...valid, email: `visitor.${visitors}.${process.pid}@example.ch` }
}

function post(server: RunningServer, pathname: string, fields: Record<string, string>, address: string, origin = server.url) {
  return fetch(server.url + pathname, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'x-forwarded-for': address },
    body: new URLSearchParams(fields),
  })
}

function mailFiles(dir: string): string[] {
  try {
    return fs.readdirSync(path.join(dir, 'mail')).filter((n) => n.endsWith('.eml')).sort()
  } catch {
    return []
  }
}

/** Waits (10 s at most) until the outbox holds `count` messages, and reads them. */
async function waitForMail(dir: string, count: number): Promise<ParsedMail[]> {
  const deadline = Date.now() + 10_000
  while (mailFiles(dir).length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
  const files = mailFiles(dir)
  expect(files.length).toBeGreaterThanOrEqual(count)
  return files.map((name) => parseEml(fs.readFileSync(path.join(dir, 'mail', name), 'utf8')))
}

describe('requests on the shared server', () => {
  it('refuses a cross-site post (403)', async () => {
    const response = await fetch(`${shared}/demande`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams(valid),
    })
    expect(response.status).toBe(403)
  })
  it('serves the request page, French and English', async () => {
    for (const [url, title] of [
      ['/demande', 'Votre demande'],
      ['/en/demande', 'Your request'],
    ]) {
      const response = await fetch(shared + url)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain(`<h1>${title}</h1>`)
    }
  })
  it('hides the development mail page in production (404 page)', async () => {
    const response = await fetch(`${shared}/dev/mail`)
    expect(response.status).toBe(404)
  })
})

describe('requests', () => {
  let server: RunningServer
  let database: Isolated
  let seen = 0

  beforeAll(async () => {
    database = await isolatedDatabase()
    server = await start({ TRUST_PROXY: 'true' }, database)
  })
  afterAll(async () => {
    await server?.stop()
    await database?.drop()
  })

  it('stores a valid contact request, redirects back and mails the agency and the visitor', async () => {
    const response = await post(server, '/demande', valid, '198.51.100.1')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/contact?demande=envoyee#request-form')
    const mails = await waitForMail(server.dataDir, seen + 2)
    seen += 2
    const toAgency = mails.find((m) => m.to === 'info@crans-montana-agency.ch')
    expect(toAgency).toMatchObject({
      subject: 'Demande de contact — Anne Martin',
      from: 'Crans-Montana Agency <noreply@crans-montana-agency.ch>',
      replyTo: 'Anne Martin <anne.martin@example.ch>',
    })
    expect(toAgency?.text).toContain('Téléphone : +41 79 123 45 67')
    expect(toAgency?.text).toContain('Date de naissance : 01.02.1980')
    expect(toAgency?.text).toContain('Bonjour, je cherche un chalet pour l’hiver.')
    const toVisitor = mails.find((m) => m.to === 'Anne Martin <anne.martin@example.ch>')
    expect(toVisitor?.subject).toBe('Nous avons bien reçu votre demande')
    expect(toVisitor?.text).toContain('Bonjour Madame Martin,')

    const page = await fetch(server.url + response.headers.get('location'))
    expect(await page.text()).toContain('Votre demande a bien été envoyée. Nous vous répondrons rapidement.')
  })

  it('answers an English visitor in English and the agency in French', async () => {
    const response = await post(server, '/en/demande', { ...valid, returnTo: '/en/contact', title: 'mr', lastName: 'Smith' }, '198.51.100.2')
    expect(response.headers.get('location')).toBe('/en/contact?demande=envoyee#request-form')
    const mails = (await waitForMail(server.dataDir, seen + 2)).slice(seen)
    seen += 2
    expect(mails.map((m) => m.subject).sort()).toEqual(['Demande de contact — Anne Smith', 'We have received your request'])
    expect(mails.find((m) => m.subject === 'We have received your request')?.text).toContain('Dear Mr Smith,')
    const page = await fetch(server.url + response.headers.get('location'))
    expect(await page.text()).toContain('Your request has been sent. We will get back to you shortly.')
  })

  it('writes both e-mails with an HTML part in the site’s layout, whose logo the site serves', async () => {
    const email = `layout.${process.pid}@example.ch`
    const response = await post(server, '/en/demande', { ...valid, email, returnTo: '/en/contact' }, '198.51.100.8')
    expect(response.status).toBe(303)
    const mails = (await waitForMail(server.dataDir, seen + 2)).slice(seen)
    seen += 2
    const toVisitor = mails.find((m) => m.to.includes(email))
    const toAgency = mails.find((m) => m.to === 'info@crans-montana-agency.ch')
    expect(toVisitor?.html).toContain('<html dir="ltr" lang="en">')
    expect(toVisitor?.html).toContain('Dear Mrs Martin,')
    expect(toAgency?.html).toContain('<html dir="ltr" lang="fr">')
    const logo = /<img [^>]*src="([^"]+)"/.exec(toVisitor?.html ?? '')?.[1] ?? ''
    expect(logo).toBe(`${server.publicUrl}/mail-logo.png`)
    const served = await fetch(server.url + new URL(logo).pathname)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
  })

  it('never redirects to another site', async () => {
    const response = await post(server, '/demande', { ...valid, returnTo: '//evil.example/x' }, '198.51.100.3')
    expect(response.headers.get('location')).toBe('/contact?demande=envoyee#request-form')
    await waitForMail(server.dataDir, seen + 2)
    seen += 2
  })

  for (const [lang, prefix, messages] of [
    [
      'French',
      '',
      {
        required: 'Ce champ est requis',
        email: 'Ce champ doit être une adresse e-mail valide',
        phone: 'Ce champ doit être un numéro de téléphone valide',
        adult: 'Vous n&#x27;êtes pas majeur',
        title: 'Votre demande',
      },
    ],
    [
      'English',
      '/en',
      {
        required: 'This field is mandatory',
        email: 'This field must be a valid email address',
        phone: 'This field must be a valid phone number',
        adult: 'You&#x27;re under 18',
        title: 'Your request',
      },
    ],
  ] as const) {
    it(`shows the form again with the SPEC messages in ${lang} (400)`, async () => {
      const response = await post(
        server,
        `${prefix}/demande`,
        { ...valid, firstName: '', email: 'anne@', phone: '12 34', birthdate: '01.01.2015', returnTo: `${prefix}/contact` },
        '198.51.100.4',
      )
      expect(response.status).toBe(400)
      const html = await response.text()
      expect(html).toContain(`<h1>${messages.title}</h1>`)
      const error = (field: string) => new RegExp(`id="request-${field}-error">([^<]+)<`).exec(html)?.[1]
      expect(error('firstName')).toBe(messages.required)
      expect(error('email')).toBe(messages.email)
      expect(error('phone')).toBe(messages.phone)
      expect(error('birthdate')).toBe(messages.adult)
      expect(error('lastName')).toBeUndefined()
      // What the visitor typed is kept, the robot trap is not echoed.
      expect(html).toContain('value="Martin"')
      expect(html).toContain('value="anne@"')
      expect(html).toMatch(/name="returnTo" value="(\/en)?\/contact"/)
      expect(html).toMatch(/aria-invalid="true"[^>]*aria-describedby="request-email-error"|aria-describedby="request-email-error"[^>]*aria-invalid="true"/)
    })
  }

  it('answers a filled honeypot as sent but sends nothing', async () => {
    const trapped = await post(server, '/demande', { ...valid, website: 'https://spam.example' }, '198.51.100.5')
    expect(trapped.status).toBe(303)
    expect(trapped.headers.get('location')).toBe('/contact?demande=envoyee#request-form')
    // A real request after it: once its two e-mails are out, the queue has passed the trapped one.
    await post(server, '/demande', validFromNewVisitor(), '198.51.100.5')
    const mails = (await waitForMail(server.dataDir, seen + 2)).slice(seen)
    seen += 2
    expect(mails).toHaveLength(2)
    expect(mailFiles(server.dataDir)).toHaveLength(seen)
  })

  it('allows five requests per address in ten minutes, then says to wait (429)', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await post(server, '/demande', validFromNewVisitor(), '198.51.100.6')).status).toBe(303)
    }
    const refused = await post(server, '/demande', valid, '198.51.100.6')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.text()).toContain('Trop de demandes, réessayez dans quelques minutes')
    const english = await post(server, '/en/demande', valid, '198.51.100.6')
    expect(await english.text()).toContain('Too many requests, please try again in a few minutes')
    // Another address is not affected.
    expect((await post(server, '/demande', validFromNewVisitor(), '198.51.100.7')).status).toBe(303)
    await waitForMail(server.dataDir, seen + 12)
    seen += 12
  })

  it('acknowledges one address at most three times an hour, with no text the visitor wrote; the agency gets every request', async () => {
    const target = `someone.else.${process.pid}@example.ch`
    const spam = { ...valid, email: target, lastName: 'Win CHF 1000 at https://spam.example', message: 'Click https://spam.example/now' }
    for (let i = 0; i < 5; i++) {
      expect((await post(server, '/demande', spam, `198.51.100.${30 + i}`)).status).toBe(303)
    }
    const mails = (await waitForMail(server.dataDir, seen + 8)).slice(seen)
    seen += 8
    const toAgency = mails.filter((m) => m.to === 'info@crans-montana-agency.ch')
    const toTarget = mails.filter((m) => m.to.includes(target))
    expect(toAgency).toHaveLength(5)
    expect(toAgency.every((m) => m.text.includes('Click https://spam.example/now'))).toBe(true)
    expect(toTarget).toHaveLength(3)
    for (const mail of toTarget) {
      expect(mail.to).toBe(`Anne Win CHF at https spam <${target}>`)
      expect(mail.text).toContain('Bonjour Madame Win CHF at https spam example,')
      expect(mail.text).not.toMatch(/spam\.example|1000|Click/)
    }
    // Nothing more comes for it: the queue has sent everything queued.
    await new Promise((r) => setTimeout(r, 500))
    expect(mailFiles(server.dataDir)).toHaveLength(seen)
  })
})

describe('when the mail server is down', () => {
  it('accepts the request, keeps its e-mails queued with the error, and sends them later', async () => {
    const database = await isolatedDatabase()
    const closedPort = await freePort()
    const down = await start({ SMTP_URL: `smtp://127.0.0.1:${closedPort}` }, database)
    let restarted: RunningServer | null = null
    try {
      const response = await post(down, '/demande', valid, '198.51.100.20')
      expect(response.status).toBe(303)
      // The worker is woken at the commit and the refused connection fails at once; give it a moment.
      await new Promise((r) => setTimeout(r, 1500))
      expect(await down.stop()).toBe(0)
      expect(mailFiles(down.dataDir)).toEqual([])

      const opened = await openDatabase({ url: database.url, dataDir: down.dataDir })
      try {
        const { rows: requests } = (await opened.db.execute(sql`select kind, email from requests`)) as unknown as {
          rows: { kind: string; email: string }[]
        }
        expect(requests).toEqual([{ kind: 'contact', email: 'anne.martin@example.ch' }])
        const { rows: jobs } = (await opened.db.execute(
          sql`select attempts, last_error, done_at, failed_at from jobs where kind = 'mail.send' order by id`,
        )) as unknown as { rows: { attempts: number; last_error: string | null; done_at: unknown; failed_at: unknown }[] }
        expect(jobs).toHaveLength(2)
        for (const job of jobs) {
          expect(job.attempts).toBeGreaterThanOrEqual(1)
          expect(job.last_error).toMatch(/ECONNREFUSED|connect/i)
          expect(job.done_at).toBeNull()
          expect(job.failed_at).toBeNull()
        }
        // Pretend the backoff delay is over.
        await opened.db.execute(sql`update jobs set run_at = now() - interval '1 second'`)
      } finally {
        await opened.close()
      }

      // The next process, with a working transport, sends them: nothing was lost.
      restarted = await start({ DATA_DIR: down.dataDir }, database)
      const mails = await waitForMail(down.dataDir, 2)
      expect(mails.map((m) => m.subject).sort()).toEqual(['Demande de contact — Anne Martin', 'Nous avons bien reçu votre demande'])
    } finally {
      await down.stop()
      await restarted?.stop()
      await database.drop()
    }
  }, 300_000)
})

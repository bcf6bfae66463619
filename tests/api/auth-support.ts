import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { parseEml, type ParsedMail } from '../../domain/mail/read-eml'
import { formBody } from '../support/http'
import { type RunningServer, startServer } from '../support/server'
import { PASSWORD } from '../support/shop-fixtures'

/**
 * Helpers of the account HTTP tests: servers of their own (TRUST_PROXY so each test picks its
 * address with X-Forwarded-For; on PostgreSQL a database of their own, so no other server's worker
 * sends their mail), a cookie jar, and the e-mails written under DATA_DIR/mail.
 */

export type AuthServer = RunningServer & { drop: () => Promise<void>; databaseUrl?: string }

/** On PostgreSQL, a database of the test's own (its URL and how to drop it); nothing on PGlite. */
export async function ownDatabase(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL
  if (!base) return { url: undefined, drop: async () => {} }
  const name = `auth_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
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

function authServerEnv(databaseUrl: string | undefined, env: Record<string, string>): Record<string, string> {
  // The tests serve imported calendars on 127.0.0.1: only this setting lets the import fetch them.
  return { SEED_ON_START: 'false', TRUST_PROXY: 'true', ICAL_ALLOW_LOOPBACK: 'true', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env }
}

export async function startAuthServer(env: Record<string, string> = {}, options: { captureLog?: boolean } = {}): Promise<AuthServer> {
  const database = await ownDatabase()
  const server = await startServer(authServerEnv(database.url, env), options)
  return {
    ...server,
    databaseUrl: database.url,
    drop: database.drop,
    stop: async () => {
      const code = await server.stop()
      await database.drop()
      return code
    },
  }
}

/**
 * Server processes sharing one database, as behind a load balancer: two on PostgreSQL (with one
 * AUTH_SECRET), one on the embedded database, which a single process owns. `stop` stops them all.
 */
export async function startAuthServers(env: Record<string, string> = {}): Promise<{ servers: RunningServer[]; databaseUrl?: string; stop: () => Promise<void> }> {
  const database = await ownDatabase()
  const shared = authServerEnv(database.url, { AUTH_SECRET: 'a-shared-secret-of-the-tests-32-chars-long', ...env })
  const servers = [await startServer(shared)]
  if (database.url) servers.push(await startServer(shared))
  return {
    servers,
    databaseUrl: database.url,
    stop: async () => {
      for (const server of servers) await server.stop()
      await database.drop()
    },
  }
}

/** Parsed Set-Cookie lines of a response, by name. */
export type SetCookie = { name: string; value: string; attributes: string[]; maxAge: number | null; line: string }

export function setCookies(response: Response): Map<string, SetCookie> {
  const found = new Map<string, SetCookie>()
  for (const line of response.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';').map((s) => s.trim())
    const index = pair.indexOf('=')
    const name = pair.slice(0, index)
    const maxAge = attributes.find((a) => a.toLowerCase().startsWith('max-age='))
    found.set(name, { name, value: pair.slice(index + 1), attributes, maxAge: maxAge ? Number(maxAge.split('=')[1]) : null, line })
  }
  return found
}

/** A browser's cookie store, enough for these tests (one site, path /). */
export class CookieJar {
  readonly cookies = new Map<string, string>()
  take(response: Response): this {
    for (const cookie of setCookies(response).values()) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name)
      else this.cookies.set(cookie.name, cookie.value)
    }
    return this
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }
  get(name: string): string | undefined {
    return this.cookies.get(name)
  }
  clone(): CookieJar {
    const copy = new CookieJar()
    for (const [k, v] of this.cookies) copy.cookies.set(k, v)
    return copy
  }
}

export type CallOptions = {
  method?: string
  body?: unknown
  form?: Record<string, string>
  jar?: CookieJar
  address?: string
  headers?: Record<string, string>
}

/** One HTTP call as a browser on the site would make it (same-origin, its cookies, its address). */
export async function call(server: { url: string }, pathname: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { origin: server.url, 'x-forwarded-for': options.address ?? '192.0.2.1', ...options.headers }
  if (options.jar && options.jar.cookies.size > 0) headers.cookie = options.jar.header()
  let body: string | undefined
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    body = formBody(options.form)
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  const response = await fetch(server.url + pathname, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
  })
  options.jar?.take(response)
  return response
}

export const API = '/shop/api/store'

let sequence = 0
/** A fresh address for each account of a run. */
export function newEmail(prefix = 'anne'): string {
  sequence += 1
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${sequence}@example.ch`
}

export { PASSWORD }

export const CONTACT = {
  title: 'mrs',
  firstName: 'Anne',
  lastName: 'Rey',
  street: 'Route du Rawyl',
  streetNumber: '12',
  complement: '',
  zip: '3963',
  city: 'Crans-Montana',
  country: 'CH',
  state: 'VS',
  phone: '027 481 12 34',
  birthdate: '14.02.1980',
}

export function signUpBody(username: string, extra: Record<string, unknown> = {}) {
  return { ...CONTACT, username, password: PASSWORD, password_confirm: PASSWORD, dataUse: false, ...extra }
}

function mailFiles(dir: string): string[] {
  try {
    return fs.readdirSync(path.join(dir, 'mail')).filter((n) => n.endsWith('.eml')).sort()
  } catch {
    return []
  }
}

/** Waits (10 s at most) for a message to `to` matching `test`, and returns it. */
export async function waitForMailTo(dataDir: string, to: string, test: (mail: ParsedMail) => boolean = () => true): Promise<ParsedMail> {
  const deadline = Date.now() + 10_000
  for (;;) {
    for (const name of mailFiles(dataDir)) {
      const mail = parseEml(fs.readFileSync(path.join(dataDir, 'mail', name), 'utf8'))
      if (mail.to.includes(to) && test(mail)) return mail
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} within 10 s`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

export function mailsTo(dataDir: string, to: string): ParsedMail[] {
  return mailFiles(dataDir)
    .map((name) => parseEml(fs.readFileSync(path.join(dataDir, 'mail', name), 'utf8')))
    .filter((mail) => mail.to.includes(to))
}

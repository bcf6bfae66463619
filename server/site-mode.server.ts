/**
 * Demo or production (DESIGN §2, docs/decisions/043). A production site (the default with
 * DATABASE_URL) is never seeded and refuses to start with a setting that is only right for a demo:
 * every problem is listed at once, each naming its setting, so one reading is enough to fix them.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { DEMO_ADMIN } from '../db/seed/data/demo-staff'
import type { Config } from './config.server'

/** The settings a production site cannot start with, one line each, naming the setting. */
export function productionProblems(config: Config): string[] {
  const problems: string[] = []
  if (config.PAYMENT_PROVIDER === 'test') {
    problems.push('PAYMENT_PROVIDER: test is the built-in test payment page, where the card 4242 4242 4242 4242 confirms a booking and no money is taken; set PAYMENT_PROVIDER=datatrans with DATATRANS_MERCHANT_ID, DATATRANS_PASSWORD and DATATRANS_HMAC_KEY')
  } else {
    if (config.DATATRANS_ENV === 'sandbox') problems.push('DATATRANS_ENV: sandbox (the default) takes no real money; set DATATRANS_ENV=production')
    const standIns = (['DATATRANS_API_URL', 'DATATRANS_PAY_URL'] as const).filter((name) => config[name])
    if (standIns.length > 0) problems.push(`${standIns.join(', ')}: test stand-ins on this machine; remove them`)
  }
  const publicUrl = publicUrlProblem(config.PUBLIC_URL)
  if (publicUrl) problems.push(`PUBLIC_URL: ${config.PUBLIC_URL} ${publicUrl}; set the https address visitors type, e.g. https://www.example.ch`)
  if (!config.AUTH_SECRET) {
    problems.push('AUTH_SECRET: not set, so each instance would sign sessions and order links with a key of its own; set 32 random characters or more, the same on every instance (e.g. openssl rand -base64 48)')
  }
  if (!config.DATA_ENCRYPTION_KEY) {
    problems.push('DATA_ENCRYPTION_KEY: not set; it encrypts the staff\'s authenticator keys and other secrets in the database: set 32 random bytes in hex, the same on every instance, and keep a copy apart from the backups (e.g. openssl rand -hex 32)')
  }
  if (!config.SMTP_URL) {
    problems.push('SMTP_URL: not set, so e-mails would be written as files under DATA_DIR/mail on whichever machine sends them and never delivered; set smtp://user:password@host:587 or smtps://host:465')
  }
  if (config.SEED_ON_START) problems.push('SEED_ON_START: true would load the public demo data and demo admin; remove it (a demo site says SITE_MODE=demo)')
  if (config.ICAL_ALLOW_LOOPBACK) problems.push('ICAL_ALLOW_LOOPBACK: true is for tests only; remove it')
  return problems
}

/** Why an address is not a production site's public address, or null when it is one. */
function publicUrlProblem(origin: string): string | null {
  const url = new URL(origin)
  const reasons = []
  if (url.protocol !== 'https:') reasons.push('is not https (cookies would not be Secure, payment pages and e-mails would link to an unencrypted site)')
  if (isThisMachine(url.hostname)) reasons.push(`names this machine, not the site (${url.hostname}: links in e-mails and payment returns would lead nowhere)`)
  return reasons.length > 0 ? reasons.join(' and ') : null
}

/** localhost, the loopback and "any" addresses: a host that is this machine for whoever follows the link. */
export function isThisMachine(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === '0.0.0.0' ||
    host === '::1' ||
    host === '::' ||
    /^::ffff:(?:127\.|7f)/.test(host)
  )
}

export const DEMO_ADMIN_PROBLEM =
  `database: it holds the demo admin ${DEMO_ADMIN.email}, whose password and authenticator key are public (README): it is the demo data; ` +
  'start the site on a new, empty database (staff are made with npm run staff:create), or say SITE_MODE=demo'

/** Whether the database holds the README's demo admin; false for a database not migrated yet. */
export async function holdsDemoAdmin(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select to_regclass('public.users') is not null as ready`)
  if (!(result as unknown as { rows: { ready: boolean }[] }).rows[0]?.ready) return false
  const found = await db.execute(sql`select 1 from users where username = ${DEMO_ADMIN.email} limit 1`)
  return (found as unknown as { rows: unknown[] }).rows.length > 0
}

/** The message a refused production start prints: why it is a production site, every problem, the way out. */
export function refusalMessage(problems: string[], config: Pick<Config, 'siteModeSet'>): string {
  const why = config.siteModeSet ? 'SITE_MODE=production' : 'DATABASE_URL is set and SITE_MODE is not'
  return [
    `This production site cannot start (${why}). Fix each setting below:`,
    ...problems.map((problem) => `  ${problem}`),
    'A demo or test site (seeded, none of these checks) says SITE_MODE=demo or SITE_MODE=test (docs/decisions/043).',
  ].join('\n')
}

export class ProductionRefusal extends Error {}

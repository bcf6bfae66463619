import path from 'node:path'
import { z } from 'zod'
import { isSwissIban, normalizeIban } from '../domain/orders/payment-reference'
import { isSwissVatNumber } from '../domain/vat/vat-number'
import { parseTrustProxy, TrustProxyError } from './input/client-address'
import { isDataEncryptionKey } from './secrets.server'

/** Every setting of the process, read and validated once at start. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** The site's public address (scheme, host, port): every absolute URL the server writes starts with it. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address, e.g. https://www.example.ch' })
    .refine(isBareOrigin, 'must be the site\'s address alone (no path, query or credentials), e.g. https://www.example.ch')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * A demo, test or production site (DESIGN §2 "Demo or production", docs/decisions/043): `demo` without
   * DATABASE_URL, `production` with it, unless set. Production never seeds and refuses to start with
   * a setting that is only right for a demo (server/site-mode.server.ts).
   */
  SITE_MODE: z.enum(['demo', 'test', 'production']).optional(),
  /** Seed the demo data into an empty database: demo and test sites, by default; never production. */
  SEED_ON_START: z.enum(['true', 'false']).optional(),
  /** `true` lets imported calendars be fetched from the server's own loopback addresses: tests only (domain/booking/ical/address-rules.ts). */
  ICAL_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** `off` renders every page and call (the scale benchmark measures rendering, not the cache; docs/decisions/025). */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  // Admission of uncached work (server/admission, docs/decisions/047).
  /** Renders and uncached calls worked at once; twice the cores when unset. */
  ADMISSION_SLOTS: z.coerce.number().int().min(1).max(1000).optional(),
  /** Requests waiting for a slot, at most; 64 per slot when unset. */
  ADMISSION_QUEUE: z.coerce.number().int().min(0).max(100_000).optional(),
  /** How long a request waits for a slot before it is answered 503. */
  ADMISSION_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
  /** Render time one client address may use per second (ms) for anonymous work, on average (five times that for its own work). */
  ADMISSION_CLIENT_MS: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Compressed bytes of kept pages and calls, in MB (decision 046): memory of the process, on every instance. */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** `on` counts the database's queries, read at GET /__queries (`npm run bench:render`); never on a production site. */
  COUNT_QUERIES: z.enum(['on', 'off']).default('off'),
  GTM_ID: z.string().regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX').optional(),
  META_PIXEL_ID: z.string().regex(/^\d{6,20}$/, 'must be the numeric pixel id').optional(),
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  CONTACT_PHONE: z.string().min(1).default('+41 27 480 00 00'),
  CONTACT_EMAIL: z.email().default('info@crans-montana-agency.ch'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  // E-mail (domain/mail): without SMTP_URL, messages are written as .eml files under DATA_DIR/mail.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/?#\s]+/, 'must look like smtp://user:password@host:587 or smtps://host:465')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)$/, 'must be an address or "Name <address>"')
    .default('Crans-Montana Agency <noreply@crans-montana-agency.ch>'),
  /** Where the agency's notifications go; CONTACT_EMAIL when unset. */
  AGENCY_EMAIL: z.email().optional(),
  /** How many days before the arrival a paid stay's arrival information is e-mailed (domain/stays/arrival, docs/decisions/057). */
  ARRIVAL_DAYS_BEFORE: z.coerce.number().int().min(1).max(60).default(7),
  /** Behind reverse proxies: which of them to trust for the visitor's address (server/input/client-address.ts). */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      try {
        return parseTrustProxy(value)
      } catch (error) {
        if (!(error instanceof TrustProxyError)) throw error
        context.addIssue({ code: 'custom', message: `must be false, true, a number of hops or a list of the proxies' addresses and CIDR ranges: ${error.message}` })
        return z.NEVER
      }
    }),
  /** The bearer token that opens GET /metrics (Prometheus); without it only this machine may read them. */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  /** Address autocomplete: the addresses the app knows (embedded) or geo.admin.ch's SearchServer. */
  ADDRESS_PROVIDER: z.enum(['embedded', 'geoadmin']).default('embedded'),
  // The agency, one address for the whole site: pages, e-mails, order documents, QR-bill (server/agency.server.ts); the lengths are the QR-bill's.
  AGENCY_NAME: z.string().trim().min(1).max(70).default('Crans-Montana Agency'),
  AGENCY_STREET: z.string().trim().min(1).max(70).default('Rue du Prado 12'),
  AGENCY_ZIP: z.string().trim().min(1).max(16).default('3963'),
  AGENCY_CITY: z.string().trim().min(1).max(35).default('Crans-Montana'),
  /** Where the contact page's map puts the agency (WGS 84): the address above, on the map. */
  AGENCY_LATITUDE: z.coerce.number().min(-90).max(90).default(46.3122),
  AGENCY_LONGITUDE: z.coerce.number().min(-180).max(180).default(7.4794),
  AGENCY_VAT_NUMBER: z
    .string()
    .trim()
    .refine(isSwissVatNumber, 'must be a Swiss VAT number with a correct check digit, e.g. CHE-123.456.788 TVA')
    .default('CHE-123.456.788 TVA'),
  /** Where bank transfers go; the demo default is SIX's example QR-IBAN. */
  AGENCY_IBAN: z
    .string()
    .transform(normalizeIban)
    .refine(isSwissIban, 'must be a Swiss (CH) or Liechtenstein (LI) IBAN with a correct check, e.g. CH44 3199 9123 0008 8901 2')
    .default('CH4431999123000889012'),
  // Accounts (domain/accounts). Without AUTH_SECRET a secret is generated once under DATA_DIR;
  // several instances on one PostgreSQL database must all be given the same AUTH_SECRET.
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Encrypts the secrets kept in the database (server/secrets.server.ts); generated once under DATA_DIR for a demo. */
  DATA_ENCRYPTION_KEY: z.string().trim().refine(isDataEncryptionKey, 'must be 32 random bytes in hex (64 digits) or base64, e.g. the output of openssl rand -hex 32').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  // Card payment (domain/payments, docs/decisions/022): the built-in test page unless told otherwise.
  PAYMENT_PROVIDER: z.enum(['test', 'datatrans']).default('test'),
  TEST_PAYMENT_HMAC_KEY: hexKey().optional(),
  DATATRANS_MERCHANT_ID: z.string().regex(/^\d{1,20}$/, 'must be the merchant id (digits)').optional(),
  DATATRANS_PASSWORD: z.string().min(1).optional(),
  DATATRANS_HMAC_KEY: hexKey().optional(),
  DATATRANS_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  DATATRANS_API_URL: loopbackUrl().optional(),
  DATATRANS_PAY_URL: loopbackUrl().optional(),
  // Pictures (domain/media, docs/decisions/042): files under DATA_DIR/media unless S3_BUCKET names a bucket shared by every instance.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and dashes')
    .optional(),
  /** The store's address when it is not AWS (MinIO, Exoscale, Infomaniak, R2…). */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be the store\'s http(s) address, e.g. https://s3.example.ch' }).optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be a region name, e.g. us-east-1 or ch-gva-2').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** Where browsers load pictures from when a CDN serves them (its origin is the site's /media or the bucket). */
  MEDIA_BASE_URL: z
    .url({ protocol: /^https$/, error: 'must be an https:// address, e.g. https://cdn.example.ch/media' })
    .refine((value) => URL.canParse(value) && !new URL(value).search && !new URL(value).hash && !new URL(value).username, 'must be an address without query, fragment or credentials, e.g. https://cdn.example.ch/media')
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
})

export type SiteMode = 'demo' | 'test' | 'production'

export type Config = Omit<z.infer<typeof schema>, 'AGENCY_EMAIL' | 'PUBLIC_URL' | 'SITE_MODE' | 'SEED_ON_START'> & {
  SITE_MODE: SiteMode
  /** Whether SITE_MODE was set (a production site by default or by choice: the refusal says which). */
  siteModeSet: boolean
  SEED_ON_START: boolean
  AGENCY_EMAIL: string
  /** The origin alone ("https://www.example.ch"), never from a request: http://localhost:PORT when unset. */
  PUBLIC_URL: string
  dataDir: string
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''))
  const parsed = schema.safeParse(cleaned)
  const lines = parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
  const missing = cleaned.PAYMENT_PROVIDER === 'datatrans' ? DATATRANS_SECRETS.filter((name) => !cleaned[name]) : []
  if (missing.length > 0) lines.push(`  PAYMENT_PROVIDER: datatrans needs ${DATATRANS_SECRETS.join(', ')}; missing: ${missing.join(', ')}`)
  lines.push(...mediaStoreProblems(cleaned))
  if (!parsed.success || lines.length > 0) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  const mode = siteModeOf(parsed.data)
  return {
    ...parsed.data,
    SITE_MODE: mode,
    siteModeSet: parsed.data.SITE_MODE !== undefined,
    SEED_ON_START: (parsed.data.SEED_ON_START ?? String(mode !== 'production')) === 'true',
    AGENCY_EMAIL: parsed.data.AGENCY_EMAIL ?? parsed.data.CONTACT_EMAIL,
    PUBLIC_URL: new URL(parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).origin,
    dataDir: path.resolve(parsed.data.DATA_DIR),
  }
}

/** SITE_MODE, else `demo` for the embedded database and `production` with DATABASE_URL. */
export function siteModeOf(env: { SITE_MODE?: string; DATABASE_URL?: string }): SiteMode {
  if (env.SITE_MODE === 'demo' || env.SITE_MODE === 'test' || env.SITE_MODE === 'production') return env.SITE_MODE
  return env.DATABASE_URL ? 'production' : 'demo'
}

/** What PAYMENT_PROVIDER=datatrans cannot start without. */
const DATATRANS_SECRETS = ['DATATRANS_MERCHANT_ID', 'DATATRANS_PASSWORD', 'DATATRANS_HMAC_KEY'] as const

/** A bucket needs its keys, and keys or an endpoint without a bucket are a setting that was meant to take effect. */
function mediaStoreProblems(env: Record<string, string | undefined>): string[] {
  const keys = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
  if (env.S3_BUCKET) {
    const missing = keys.filter((name) => !env[name])
    return missing.length > 0 ? [`  S3_BUCKET: a bucket needs ${keys.join(' and ')}; missing: ${missing.join(', ')}`] : []
  }
  const orphans = ['S3_ENDPOINT', ...keys].filter((name) => env[name])
  return orphans.length > 0 ? [`  S3_BUCKET: ${orphans.join(', ')} ${orphans.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: name the bucket, or unset ${orphans.length > 1 ? 'them' : 'it'} to keep pictures under DATA_DIR/media`] : []
}

/** An HMAC key in hex, 16 bytes at least (Datatrans shows its keys in hex). */
function hexKey() {
  return z.string().regex(/^(?:[0-9a-fA-F]{2}){16,}$/, 'must be a key in hex (32 hex digits or more)')
}

/** DATATRANS_API_URL / DATATRANS_PAY_URL: for a test stand-in only, so never anything but this machine. */
function loopbackUrl() {
  return z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
    .refine((value) => URL.canParse(value) && ['127.0.0.1', '[::1]', 'localhost'].includes(new URL(value).hostname), 'is for a test stand-in only: a loopback address (127.0.0.1, [::1], localhost)')
}

/** "https://www.example.ch" or "https://www.example.ch/": an address with nothing after its host. */
function isBareOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
}

export class ConfigError extends Error {}

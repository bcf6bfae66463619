import { describe, expect, it } from 'vitest'
import { readConfig } from './config.server'
import { isThisMachine, productionProblems, refusalMessage } from './site-mode.server'

/** What a production site must be given: everything set, each refusal on its own. */
const READY = {
  DATABASE_URL: 'postgres://agency@db.internal:5432/agency',
  PUBLIC_URL: 'https://www.agence-crans.ch',
  AUTH_SECRET: 'a-secret-of-the-agency-of-32-chars-or-more',
  DATA_ENCRYPTION_KEY: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
  SMTP_URL: 'smtps://agency:pw@mail.example.ch:465',
  PAYMENT_PROVIDER: 'datatrans',
  DATATRANS_MERCHANT_ID: '1100012345',
  DATATRANS_PASSWORD: 'pw',
  DATATRANS_HMAC_KEY: 'ab'.repeat(32),
  DATATRANS_ENV: 'production',
}
const problems = (env: Record<string, string>) => productionProblems(readConfig({ ...READY, ...env }))
const settingsNamed = (env: Record<string, string>) => problems(env).map((line) => line.split(':')[0])

describe('site mode', () => {
  it('is a demo without DATABASE_URL, production with it, unless SITE_MODE says', () => {
    expect(readConfig({})).toMatchObject({ SITE_MODE: 'demo', SEED_ON_START: true })
    expect(readConfig({ DATABASE_URL: READY.DATABASE_URL })).toMatchObject({ SITE_MODE: 'production', SEED_ON_START: false, siteModeSet: false })
    expect(readConfig({ DATABASE_URL: READY.DATABASE_URL, SITE_MODE: 'test' })).toMatchObject({ SITE_MODE: 'test', SEED_ON_START: true })
    expect(readConfig({ SITE_MODE: 'production' })).toMatchObject({ SITE_MODE: 'production', siteModeSet: true })
    expect(readConfig({ SITE_MODE: 'test', SEED_ON_START: 'false' }).SEED_ON_START).toBe(false)
    expect(() => readConfig({ SITE_MODE: 'staging' })).toThrow(/SITE_MODE/)
  })
})

describe('a production site', () => {
  it('starts with everything set', () => {
    expect(problems({})).toEqual([])
  })

  it('refuses the embedded demo’s defaults, every one named: one reading fixes them all', () => {
    const lines = productionProblems(readConfig({ DATABASE_URL: READY.DATABASE_URL }))
    expect(lines.map((line) => line.split(':')[0])).toEqual(['PAYMENT_PROVIDER', 'PUBLIC_URL', 'AUTH_SECRET', 'DATA_ENCRYPTION_KEY', 'SMTP_URL'])
    expect(lines[1]).toContain('http://localhost:3000')
  })

  it.each([
    [{ PAYMENT_PROVIDER: 'test' }, 'PAYMENT_PROVIDER', /4242/],
    [{ DATATRANS_ENV: 'sandbox' }, 'DATATRANS_ENV', /no real money/],
    [{ DATATRANS_API_URL: 'http://127.0.0.1:9999' }, 'DATATRANS_API_URL', /stand-in/],
    [{ PUBLIC_URL: 'http://www.agence-crans.ch' }, 'PUBLIC_URL', /not https/],
    [{ PUBLIC_URL: 'https://localhost' }, 'PUBLIC_URL', /this machine/],
    [{ PUBLIC_URL: 'https://127.0.0.1:8443' }, 'PUBLIC_URL', /this machine/],
    [{ AUTH_SECRET: '' }, 'AUTH_SECRET', /same on every instance/],
    [{ DATA_ENCRYPTION_KEY: '' }, 'DATA_ENCRYPTION_KEY', /openssl rand -hex 32/],
    [{ SMTP_URL: '' }, 'SMTP_URL', /files under DATA_DIR\/mail/],
    [{ SEED_ON_START: 'true' }, 'SEED_ON_START', /demo admin/],
    [{ ICAL_ALLOW_LOOPBACK: 'true' }, 'ICAL_ALLOW_LOOPBACK', /tests only/],
  ])('refuses %o, naming %s', (env, setting, why) => {
    expect(settingsNamed(env)).toEqual([setting])
    expect(problems(env)[0]).toMatch(why)
  })

  it('says why it is a production site and how to say it is not', () => {
    const message = refusalMessage(['SMTP_URL: not set'], { siteModeSet: false })
    expect(message).toContain('DATABASE_URL is set and SITE_MODE is not')
    expect(message).toContain('  SMTP_URL: not set')
    expect(message).toContain('SITE_MODE=demo or SITE_MODE=test')
    expect(refusalMessage(['SMTP_URL: not set'], { siteModeSet: true })).toContain('(SITE_MODE=production)')
  })
})

describe('isThisMachine', () => {
  it.each(['localhost', 'shop.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '0.0.0.0', '[::]', '[::ffff:127.0.0.1]'])('%s is this machine', (host) => {
    expect(isThisMachine(host)).toBe(true)
  })
  it.each(['www.agence-crans.ch', '10.0.0.5', '[2001:db8::1]', 'localhost.example.ch'])('%s is not', (host) => {
    expect(isThisMachine(host)).toBe(false)
  })
})

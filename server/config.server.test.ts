import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from './config.server'

describe('readConfig', () => {
  it('has a working default for every setting', () => {
    const config = readConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.dataDir).toMatch(/data$/)
    expect(config.SEED_ON_START).toBe(true)
  })
  it('keeps the page cache on unless PAGE_CACHE is off', () => {
    expect(readConfig({}).PAGE_CACHE).toBe('on')
    expect(readConfig({ PAGE_CACHE: 'off' }).PAGE_CACHE).toBe('off')
    expect(() => readConfig({ PAGE_CACHE: 'no' })).toThrow(/PAGE_CACHE/)
  })
  it('counts no query unless COUNT_QUERIES is on', () => {
    expect(readConfig({}).COUNT_QUERIES).toBe('off')
    expect(readConfig({ COUNT_QUERIES: 'on' }).COUNT_QUERIES).toBe('on')
    expect(() => readConfig({ COUNT_QUERIES: 'yes' })).toThrow(/COUNT_QUERIES/)
  })
  it('treats empty values as unset', () => {
    expect(readConfig({ PORT: '', GTM_ID: '' }).GTM_ID).toBeUndefined()
  })
  it('names every bad value', () => {
    expect(() => readConfig({ PORT: '99999', GTM_ID: 'UA-1' })).toThrow(ConfigError)
    try {
      readConfig({ PORT: '99999', GTM_ID: 'UA-1' })
    } catch (error) {
      expect((error as Error).message).toContain('PORT')
      expect((error as Error).message).toContain('GTM_ID')
    }
  })
  it('accepts a PostgreSQL address', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db' }).DATABASE_URL).toContain('postgres')
  })
  it('writes mail to files by default, from the agency, to the contact address', () => {
    const config = readConfig({})
    expect(config.SMTP_URL).toBeUndefined()
    expect(config.MAIL_FROM).toBe('Crans-Montana Agency <noreply@crans-montana-agency.ch>')
    expect(config.AGENCY_EMAIL).toBe('info@crans-montana-agency.ch')
    expect(readConfig({ CONTACT_EMAIL: 'office@example.ch' }).AGENCY_EMAIL).toBe('office@example.ch')
    expect(readConfig({ AGENCY_EMAIL: 'desk@example.ch' }).AGENCY_EMAIL).toBe('desk@example.ch')
    expect(config.TRUST_PROXY).toEqual({ hops: 0 })
  })
  it('reads TRUST_PROXY as hops or the proxies’ addresses, naming a bad one', () => {
    expect(readConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toEqual({ hops: 1 })
    expect(readConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 })
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' }).TRUST_PROXY).toMatchObject({ described: '10.0.0.0/8, 192.0.2.1' })
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: .*"yes" is not an address/)
  })
  it('takes DATA_ENCRYPTION_KEY as 32 bytes in hex or base64 only, and METRICS_TOKEN long enough', () => {
    expect(readConfig({ DATA_ENCRYPTION_KEY: 'ab'.repeat(32) }).DATA_ENCRYPTION_KEY).toBe('ab'.repeat(32))
    expect(readConfig({ DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') }).DATA_ENCRYPTION_KEY).toBeDefined()
    expect(() => readConfig({ DATA_ENCRYPTION_KEY: 'ab'.repeat(16) })).toThrow(/DATA_ENCRYPTION_KEY/)
    expect(() => readConfig({ DATA_ENCRYPTION_KEY: 'a-passphrase-is-not-a-key' })).toThrow(/DATA_ENCRYPTION_KEY/)
    expect(() => readConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/)
  })
  it('accepts smtp:// and smtps:// addresses only', () => {
    expect(readConfig({ SMTP_URL: 'smtp://user:secret@mail.example.ch:587' }).SMTP_URL).toContain('smtp://')
    expect(readConfig({ SMTP_URL: 'smtps://mail.example.ch:465' }).SMTP_URL).toContain('smtps://')
    expect(() => readConfig({ SMTP_URL: 'http://mail.example.ch' })).toThrow(/SMTP_URL/)
    expect(() => readConfig({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM/)
    expect(readConfig({ MAIL_FROM: 'Agence <a@example.ch>' }).MAIL_FROM).toBe('Agence <a@example.ch>')
  })
  it('takes the public address from PUBLIC_URL, as its origin, else http://localhost:PORT', () => {
    expect(readConfig({}).PUBLIC_URL).toBe('http://localhost:3000')
    expect(readConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080')
    expect(readConfig({ PUBLIC_URL: 'https://www.Agency.example/' }).PUBLIC_URL).toBe('https://www.agency.example')
    expect(readConfig({ PUBLIC_URL: 'https://www.agency.example:8443' }).PUBLIC_URL).toBe('https://www.agency.example:8443')
  })
  it.each(['ftp://agency.example', 'https://agency.example/shop', 'https://agency.example/?a=1', 'https://user:pw@agency.example', 'agency.example'])(
    'refuses a PUBLIC_URL that is not a bare http(s) origin (%s)',
    (value) => {
      expect(() => readConfig({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL/)
    },
  )
})

describe('payment settings', () => {
  const datatrans = { PAYMENT_PROVIDER: 'datatrans', DATATRANS_MERCHANT_ID: '1100012345', DATATRANS_PASSWORD: 'pw-secret', DATATRANS_HMAC_KEY: 'ab'.repeat(32) }

  it('uses the built-in test page by default, Datatrans in its sandbox when chosen', () => {
    expect(readConfig({}).PAYMENT_PROVIDER).toBe('test')
    const config = readConfig(datatrans)
    expect(config).toMatchObject({ PAYMENT_PROVIDER: 'datatrans', DATATRANS_ENV: 'sandbox', DATATRANS_MERCHANT_ID: '1100012345' })
    expect(readConfig({ ...datatrans, DATATRANS_ENV: 'production' }).DATATRANS_ENV).toBe('production')
  })

  it('does not start Datatrans without its three secrets, naming the missing ones and never a value', () => {
    const message = (env: Record<string, string>) => {
      try {
        readConfig(env)
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError)
        return (error as Error).message
      }
      throw new Error('started')
    }
    const none = message({ PAYMENT_PROVIDER: 'datatrans' })
    expect(none).toContain('missing: DATATRANS_MERCHANT_ID, DATATRANS_PASSWORD, DATATRANS_HMAC_KEY')
    const one = message({ ...datatrans, DATATRANS_PASSWORD: '' })
    expect(one).toMatch(/missing: DATATRANS_PASSWORD$/m)
    const bad = message({ ...datatrans, DATATRANS_HMAC_KEY: 'not-hex-pw-secret' })
    expect(bad).toContain('DATATRANS_HMAC_KEY')
    expect(bad).not.toContain('not-hex-pw-secret')
  })

  it('takes hex HMAC keys only', () => {
    expect(() => readConfig({ TEST_PAYMENT_HMAC_KEY: 'short' })).toThrow(/TEST_PAYMENT_HMAC_KEY/)
    expect(() => readConfig({ TEST_PAYMENT_HMAC_KEY: 'zz'.repeat(32) })).toThrow(/TEST_PAYMENT_HMAC_KEY/)
    expect(readConfig({ TEST_PAYMENT_HMAC_KEY: 'AB'.repeat(32) }).TEST_PAYMENT_HMAC_KEY).toBe('AB'.repeat(32))
  })

  it('lets the Datatrans addresses point at a stand-in on this machine only', () => {
    expect(readConfig({ ...datatrans, DATATRANS_API_URL: 'http://127.0.0.1:4010', DATATRANS_PAY_URL: 'http://localhost:4010' })).toMatchObject({
      DATATRANS_API_URL: 'http://127.0.0.1:4010',
      DATATRANS_PAY_URL: 'http://localhost:4010',
    })
    expect(() => readConfig({ ...datatrans, DATATRANS_API_URL: 'https://api.evil.example' })).toThrow(/DATATRANS_API_URL.*loopback/)
    expect(() => readConfig({ ...datatrans, DATATRANS_PAY_URL: 'ftp://127.0.0.1' })).toThrow(/DATATRANS_PAY_URL/)
  })
})

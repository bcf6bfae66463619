import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readConfig } from '../config.server'
import { paymentSettingsFromConfig, readTestPaymentKey, TEST_PAYMENT_KEY_FILE } from './settings.server'

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'payment-key-'))
const base = { TEST_PAYMENT_HMAC_KEY: undefined, DATABASE_URL: undefined, PAYMENT_PROVIDER: 'test' } as const

describe('the test provider key', () => {
  it('is TEST_PAYMENT_HMAC_KEY when set', () => {
    const key = readTestPaymentKey({ ...base, TEST_PAYMENT_HMAC_KEY: '0f'.repeat(32), dataDir: '/nonexistent' })
    expect(Buffer.from(key).toString('hex')).toBe('0f'.repeat(32))
  })

  it('is generated once under DATA_DIR, readable by the owner only, and kept across restarts', () => {
    const dataDir = tempDir()
    const first = readTestPaymentKey({ ...base, dataDir })
    const second = readTestPaymentKey({ ...base, dataDir })
    expect(first.length).toBe(32)
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true)
    expect(fs.statSync(path.join(dataDir, TEST_PAYMENT_KEY_FILE)).mode & 0o077).toBe(0)
  })

  it('warns that instances on one PostgreSQL database must share TEST_PAYMENT_HMAC_KEY', () => {
    const warnings: string[] = []
    readTestPaymentKey({ ...base, dataDir: tempDir(), DATABASE_URL: 'postgres://x/y' }, { warn: (m: string) => void warnings.push(m) })
    expect(warnings.join()).toContain('TEST_PAYMENT_HMAC_KEY')
  })
})

describe('paymentSettingsFromConfig', () => {
  it('hands Datatrans its settings when its secrets are set, with the key as bytes', () => {
    const config = readConfig({
      DATA_DIR: tempDir(),
      PAYMENT_PROVIDER: 'datatrans',
      DATATRANS_MERCHANT_ID: '1100012345',
      DATATRANS_PASSWORD: 'pw-secret',
      DATATRANS_HMAC_KEY: 'ab'.repeat(32),
      DATATRANS_ENV: 'production',
    })
    const settings = paymentSettingsFromConfig(config)
    expect(settings.provider).toBe('datatrans')
    expect(settings.datatrans).toMatchObject({ merchantId: '1100012345', password: 'pw-secret', environment: 'production' })
    expect(Buffer.from(settings.datatrans?.hmacKey ?? []).toString('hex')).toBe('ab'.repeat(32))
  })

  it('has no Datatrans without its secrets', () => {
    expect(paymentSettingsFromConfig(readConfig({ DATA_DIR: tempDir() })).datatrans).toBeNull()
  })
})

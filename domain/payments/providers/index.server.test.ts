import { describe, expect, it } from 'vitest'
import type { Db } from '../../../db/client.server'
import { hexKey } from '../signature.server'
import { createPaymentProviders, type PaymentSettings } from './index.server'

const db = {} as Db
const datatrans = { merchantId: '1100012345', password: 'pw', hmacKey: hexKey('ab'.repeat(32)), environment: 'sandbox' } as const
const settings = (change: Partial<PaymentSettings>): PaymentSettings => ({
  provider: 'test',
  publicUrl: 'http://localhost:3000',
  testHmacKey: hexKey('cd'.repeat(32)),
  datatrans: null,
  ...change,
})

describe('createPaymentProviders', () => {
  it('embedded default: new payments go to the test provider, whose page is served', () => {
    const payments = createPaymentProviders(settings({}), { db })
    expect(payments.provider.name).toBe('test')
    expect(payments.testPage).not.toBeNull()
    expect(payments.byName('test')).toBe(payments.provider)
    expect(payments.byName('datatrans')).toBeNull()
    expect(payments.byName('transfer')).toBeNull()
  })

  it('with Datatrans: new payments go to Datatrans, test payments are still read, but no test page is served', () => {
    const payments = createPaymentProviders(settings({ provider: 'datatrans', datatrans }), { db })
    expect(payments.provider.name).toBe('datatrans')
    expect(payments.byName('datatrans')).toBe(payments.provider)
    expect(payments.byName('test')?.name).toBe('test')
    expect(payments.testPage).toBeNull()
  })

  it('keeps Datatrans by name after a switch back to the test page', () => {
    const payments = createPaymentProviders(settings({ datatrans }), { db })
    expect(payments.provider.name).toBe('test')
    expect(payments.byName('datatrans')?.name).toBe('datatrans')
  })

  it('cannot choose Datatrans without its settings', () => {
    expect(() => createPaymentProviders(settings({ provider: 'datatrans' }), { db })).toThrow(/datatrans/)
  })
})

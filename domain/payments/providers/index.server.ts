/**
 * The payment providers of the running site (docs/decisions/022): the one new payments go to
 * (PAYMENT_PROVIDER), and every one that can be built, by name, so that a notification, a re-check
 * or a refund of a payment started before a switch still reaches the provider that holds it.
 * Adding a provider is one new file implementing PaymentProvider, and one line here.
 */
import type { Logger } from 'pino'
import type { Db } from '../../../db/client.server'
import type { PaymentProvider } from '../provider'
import { createDatatransProvider, DATATRANS_PROVIDER_NAME, type DatatransSettings } from './datatrans.server'
import { createTestProvider, TEST_PROVIDER_NAME, type TestPaymentDesk } from './test-provider.server'

export type PaymentProviderName = typeof TEST_PROVIDER_NAME | typeof DATATRANS_PROVIDER_NAME
export const PAYMENT_PROVIDER_NAMES: readonly PaymentProviderName[] = [TEST_PROVIDER_NAME, DATATRANS_PROVIDER_NAME]

export type PaymentSettings = {
  /** PAYMENT_PROVIDER: where new payments go. */
  provider: PaymentProviderName
  /** PUBLIC_URL's origin. */
  publicUrl: string
  /** TEST_PAYMENT_HMAC_KEY's bytes (generated once under DATA_DIR when unset). */
  testHmacKey: Uint8Array
  /** Datatrans' settings when its secrets are set (required with PAYMENT_PROVIDER=datatrans). */
  datatrans: DatatransSettings | null
}

export type PaymentProviders = {
  /** The provider new payments go to. */
  provider: PaymentProvider
  /** A provider by the name a payment row carries; null for a name no provider here answers to. */
  byName(name: string): PaymentProvider | null
  /**
   * The built-in test page's side, only while the test provider is the configured one: once the
   * site takes real payments, no visitor can "pay" a test transaction left from before.
   */
  testPage: TestPaymentDesk | null
}

export type PaymentDeps = { db: Db; log?: Pick<Logger, 'warn'>; fetch?: typeof fetch; now?: () => number }

export function createPaymentProviders(settings: PaymentSettings, deps: PaymentDeps): PaymentProviders {
  const test = createTestProvider({ ...deps, publicUrl: settings.publicUrl, hmacKey: settings.testHmacKey })
  const all = new Map<string, PaymentProvider>([[test.name, test]])
  if (settings.datatrans) all.set(DATATRANS_PROVIDER_NAME, createDatatransProvider(settings.datatrans, deps))
  const provider = all.get(settings.provider)
  if (!provider) throw new Error(`PAYMENT_PROVIDER=${settings.provider} has no settings to build it with`)
  return {
    provider,
    byName: (name) => all.get(name) ?? null,
    testPage: provider === test ? test.page : null,
  }
}

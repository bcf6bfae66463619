import { randomBytes } from 'node:crypto'
import { keptSecret } from '../kept-secret.server'
import type { Logger } from 'pino'
import type { PaymentSettings } from '../../domain/payments/providers/index.server'
import { hexKey } from '../../domain/payments/signature.server'
import type { Config } from '../config.server'

export const TEST_PAYMENT_KEY_FILE = 'test-payment-hmac-key'

/**
 * The key that signs the test provider's notifications: TEST_PAYMENT_HMAC_KEY, or a random one
 * generated once and kept in DATA_DIR/test-payment-hmac-key (as the token key is), so the embedded
 * mode works with nothing set. Instances sharing a PostgreSQL database do not share a data
 * directory: one instance's page would sign with a key another does not know (a warning says so).
 */
export function readTestPaymentKey(
  config: Pick<Config, 'TEST_PAYMENT_HMAC_KEY' | 'dataDir' | 'DATABASE_URL' | 'PAYMENT_PROVIDER'>,
  log?: Pick<Logger, 'warn'>,
): Uint8Array {
  if (config.TEST_PAYMENT_HMAC_KEY) return hexKey(config.TEST_PAYMENT_HMAC_KEY)
  if (config.DATABASE_URL && config.PAYMENT_PROVIDER === 'test') {
    log?.warn('TEST_PAYMENT_HMAC_KEY is not set: using a key kept under DATA_DIR; every instance on this database must be given the same TEST_PAYMENT_HMAC_KEY')
  }
  const { file, text } = keptSecret(config.dataDir, TEST_PAYMENT_KEY_FILE, () => randomBytes(32).toString('hex'))
  const key = text.trim()
  if (!/^(?:[0-9a-fA-F]{2}){16,}$/.test(key)) throw new Error(`${file} does not hold a hex key of 16 bytes or more: delete it to make a new one`)
  return hexKey(key)
}

/** The payment settings of the process (secrets included: for the server only, never the browser). */
export function paymentSettingsFromConfig(config: Config, log?: Pick<Logger, 'warn'>): PaymentSettings {
  const { DATATRANS_MERCHANT_ID: merchantId, DATATRANS_PASSWORD: password, DATATRANS_HMAC_KEY: key } = config
  return {
    provider: config.PAYMENT_PROVIDER,
    publicUrl: config.PUBLIC_URL,
    testHmacKey: readTestPaymentKey(config, log),
    datatrans:
      merchantId && password && key
        ? {
            merchantId,
            password,
            hmacKey: hexKey(key),
            environment: config.DATATRANS_ENV,
            apiUrl: config.DATATRANS_API_URL,
            payUrl: config.DATATRANS_PAY_URL,
          }
        : null,
  }
}

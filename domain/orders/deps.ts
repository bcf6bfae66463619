/**
 * What the orders and payment functions take, `(deps, visitor, input)` as the cart does
 * (docs/decisions/019): the database, the payment providers, the mail and job queues, the agency as
 * its documents sign, the public address and a clock. Built in server/ from the app's context.
 */
import type { Logger } from 'pino'
import type { Db } from '../../db/client.server'
import type { EnqueueOptions } from '../jobs/jobs.server'
import type { DbOrTx } from '../../db/types'
import type { MailMessage } from '../mail/types'
import type { PaymentProvider } from '../payments/provider'
import type { Agency } from './document'
import type { SettleResult } from './payment/complete-payment.server'

export type OrderDeps = {
  db: Db
  payments: { provider: PaymentProvider; byName(name: string): PaymentProvider | null }
  mail: { enqueue: (tx: DbOrTx, message: MailMessage) => Promise<number> }
  jobs: { enqueue: (tx: DbOrTx, kind: string, payload: unknown, options?: EnqueueOptions) => Promise<number> }
  agency: Agency
  /** PUBLIC_URL's origin: every absolute address (return URLs, links in e-mails) starts with it. */
  publicUrl: string
  /** The server's secret (AUTH_SECRET) that signs the orders' links (order-link/token.server.ts). */
  orderLinkSecret: Uint8Array
  log: Pick<Logger, 'info' | 'warn' | 'error'>
  now: () => Date
  /** Told the outcome of each transaction state settled (the server's metrics count them). */
  onSettled?: (outcome: SettleResult) => void
}

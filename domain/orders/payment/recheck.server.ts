/**
 * The re-check job (DESIGN §3): a payment whose browser never came back and whose notification never
 * arrived (a closed tab, a lost webhook, a server restarted at the wrong moment) is asked about:
 * first a few minutes after it was created, then with a growing delay, until the provider's answer
 * is final or an hour has passed. The state lives in the database, so a restart loses nothing: the
 * job is in the jobs table and runs on whichever process is up.
 */
import type { DbOrTx } from '../../../db/types'
import type { OrderDeps } from '../deps'
import { recheckPayment } from './complete-payment.server'

export const PAYMENT_RECHECK_JOB = 'payments.recheck'
const FIRST_DELAY_MS = 3 * 60_000
const GIVE_UP_AFTER_MS = 60 * 60_000

type RecheckPayload = { paymentId: number; round: number }

export function recheckDelayMs(round: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** round, 20 * 60_000)
}

export async function scheduleRecheck(deps: Pick<OrderDeps, 'jobs'>, tx: DbOrTx, paymentId: number, round = 0): Promise<void> {
  await deps.jobs.enqueue(tx, PAYMENT_RECHECK_JOB, { paymentId, round } satisfies RecheckPayload, { delayMs: recheckDelayMs(round) })
}

function payloadOf(payload: unknown): RecheckPayload | null {
  const p = payload as Partial<RecheckPayload> | null
  return p && typeof p.paymentId === 'number' && typeof p.round === 'number' ? { paymentId: p.paymentId, round: p.round } : null
}

/** One run: settle from the provider's answer, or come again later while the answer is not final. */
export async function runRecheck(deps: OrderDeps, payload: unknown): Promise<void> {
  const job = payloadOf(payload)
  if (!job) return
  const checked = await recheckPayment(deps, job.paymentId, 'recheck')
  if (!checked || checked.result !== 'pending') return
  const age = deps.now().getTime() - checked.payment.createdAt.getTime()
  if (age + recheckDelayMs(job.round + 1) > GIVE_UP_AFTER_MS) {
    deps.log.warn({ paymentId: job.paymentId }, 'payment still pending after an hour: left to the agency')
    return
  }
  await scheduleRecheck(deps, deps.db, job.paymentId, job.round + 1)
}

/** The job handlers of the orders module, for the worker of server/index.ts. */
import type { JobHandlers } from '../jobs/jobs.server'
import type { OrderDeps } from './deps'
import { BALANCE_REMINDER_JOB, sendBalanceReminder } from './payment/balance-reminder.server'
import { PAYMENT_RECHECK_JOB, runRecheck } from './payment/recheck.server'

export function orderJobHandlers(deps: () => OrderDeps): JobHandlers {
  return {
    [PAYMENT_RECHECK_JOB]: async (payload) => {
      await runRecheck(deps(), payload)
    },
    [BALANCE_REMINDER_JOB]: async (payload) => {
      await sendBalanceReminder(deps(), payload)
    },
  }
}

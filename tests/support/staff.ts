/**
 * Codes of a staff member's authenticator app for tests. The server takes each 30-second time step
 * once per account (a code replayed is refused), and accepts the step before and after the current
 * one: a sign-in uses the current step, or the next one still free, and waits for the clock only when
 * three sign-ins of one account fall in the same 30 seconds. Never the step before: on a busy machine
 * the server may check it after the clock moved on twice, and refuse it.
 */
import { DEMO_ADMIN } from '../../db/seed/data/demo-staff'
import { totpCode } from '../../domain/staff/second-factor.server'

export { DEMO_ADMIN }

const STEP_SECONDS = 30
const lastStepUsed = new Map<string, number>()

const currentStep = () => Math.floor(Date.now() / 1000 / STEP_SECONDS)

/** A code of `secret` the server has not seen yet for `account` (on the server `where`). */
export async function freshCode(secret: string, account: string, where = ''): Promise<string> {
  const key = `${where}|${account}`
  const step = Math.max(currentStep(), (lastStepUsed.get(key) ?? 0) + 1)
  // The server accepts one step ahead at most: wait until the clock is one step behind this one.
  while (currentStep() < step - 1) await new Promise((resolve) => setTimeout(resolve, 250))
  lastStepUsed.set(key, step)
  return totpCode(secret, new Date(step * STEP_SECONDS * 1000 + 1000))
}

/**
 * Codes of a staff member's authenticator app for tests. The server takes each 30-second time step
 * once per account (a code replayed is refused), and accepts the step before and after the current
 * one. A sign-in takes the earliest step still free among the one before (only while 10 seconds or
 * more remain in the current one: a busy server might otherwise check it after the clock moved on
 * twice), the current one and the next; it waits for the clock only when all three are used.
 */
import { DEMO_ADMIN } from '../../db/seed/data/demo-staff'
import { totpCode } from '../../domain/staff/second-factor.server'

export { DEMO_ADMIN }

const STEP_SECONDS = 30
const MARGIN_SECONDS = 10
const lastStepUsed = new Map<string, number>()

function freeStep(last: number): number | null {
  const seconds = Date.now() / 1000
  const current = Math.floor(seconds / STEP_SECONDS)
  const previousIsSafe = (current + 1) * STEP_SECONDS - seconds >= MARGIN_SECONDS
  const candidates = [...(previousIsSafe ? [current - 1] : []), current, current + 1]
  return candidates.find((step) => step > last) ?? null
}

/** A code of `secret` the server has not seen yet for `account` (on the server `where`). */
export async function freshCode(secret: string, account: string, where = ''): Promise<string> {
  const key = `${where}|${account}`
  let step = freeStep(lastStepUsed.get(key) ?? 0)
  while (step === null) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    step = freeStep(lastStepUsed.get(key) ?? 0)
  }
  lastStepUsed.set(key, step)
  return totpCode(secret, new Date(step * STEP_SECONDS * 1000 + 1000))
}

import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { answerRefusal, doorOf, refusalLocale } from '../input/answer'
import { clientAddress, type ProxyTrust } from '../input/client-address'
import type { Admission, AdmissionRefusal } from './admission'
import { clientKey } from './client-key'
import { laneOf } from './lanes'
import { admissionRefusal } from './messages'

export type AdmissionOptions = {
  trustProxy: ProxyTrust
  /** Told of each refusal (metrics). */
  onRefusal?: (refusal: AdmissionRefusal) => void
  /** How long a 429 is held before it is sent (1 s); at most `maxHeld` at once, others are sent at once. */
  holdMs?: number
  maxHeld?: number
}

const HOLD_MS = 1_000
const MAX_HELD = 1_000

/**
 * Runs the request once admission gives it a slot (./admission.ts), and gives the slot back when
 * the answer is made: the loaders and the render, not the sending of the bytes, which a slow
 * client could stretch. Refused: 503 or 429 with Retry-After, in the shape of the door it came
 * in by, in the visitor's language (server/input/answer.ts). A 429 is held a second before it is
 * sent: a script asking again at once is slowed to its connections per second, and the refusals
 * it draws cost the site next to nothing (answered at once, they took half its time).
 */
export function admissionControl(admission: Admission, options: AdmissionOptions): MiddlewareHandler<AppEnv> {
  const holdMs = options.holdMs ?? HOLD_MS
  const maxHeld = options.maxHeld ?? MAX_HELD
  let held = 0
  return async (c, next) => {
    const client = clientKey(clientAddress(c.req.raw, { trustProxy: options.trustProxy }))
    const entry = await admission.enter(laneOf(c.req.method, c.req.path), client, c.req.raw.signal)
    if (!entry.admitted) {
      options.onRefusal?.(entry.refusal)
      if (entry.refusal.status === 429 && held < maxHeld && holdMs > 0) {
        held += 1
        await new Promise((resolve) => setTimeout(resolve, holdMs))
        held -= 1
      }
      const url = new URL(c.req.url)
      const locale = refusalLocale(url)
      c.header('Retry-After', String(entry.refusal.retryAfterSeconds))
      return answerRefusal(c, doorOf(url.pathname), admissionRefusal(entry.refusal, locale), locale, url.pathname)
    }
    try {
      await next()
    } finally {
      entry.release()
    }
  }
}

import os from 'node:os'
import type { Config } from '../config.server'
import type { AdmissionSettings } from './admission'

/** Seconds of a client's budget it may spend at once after a quiet while. */
const BURST_SECONDS = 8
/**
 * The visitor's own work (checkout, account, forms, the back office) may use five times the render
 * time of anonymous work: an office or a hotel behind one address books and edits at ease, while a
 * flood of forms is still bounded.
 */
const PERSONAL_FACTOR = 5

/**
 * The admission settings (decision 047) from ADMISSION_*: `slots` renders at once (twice the cores),
 * a quarter of them (at least one when there are two) kept for personal work, 64 waiting per
 * slot (a burst of legitimate work waits rather than being refused: one address's flood is held by
 * its share, not by the queue); a client address may hold half the anonymous slots and wait for as many as there are slots,
 * and use ADMISSION_CLIENT_MS of slot time per second for anonymous work, five times that for its own
 * work, eight seconds of it at once.
 */
export function admissionSettings(
  config: Pick<Config, 'ADMISSION_SLOTS' | 'ADMISSION_QUEUE' | 'ADMISSION_WAIT_MS' | 'ADMISSION_CLIENT_MS'>,
  cores: number = os.availableParallelism(),
): AdmissionSettings {
  const slots = config.ADMISSION_SLOTS ?? cores * 2
  const reserved = slots > 1 ? Math.max(1, Math.floor(slots / 4)) : 0
  return {
    slots,
    reserved,
    queue: config.ADMISSION_QUEUE ?? slots * 64,
    maxWaitMs: config.ADMISSION_WAIT_MS,
    client: {
      slots: Math.max(1, Math.ceil((slots - reserved) / 2)),
      waiting: slots,
      budget: {
        anonymous: { msPerSecond: config.ADMISSION_CLIENT_MS, burstMs: config.ADMISSION_CLIENT_MS * BURST_SECONDS },
        personal: { msPerSecond: config.ADMISSION_CLIENT_MS * PERSONAL_FACTOR, burstMs: config.ADMISSION_CLIENT_MS * PERSONAL_FACTOR * BURST_SECONDS },
      },
    },
  }
}

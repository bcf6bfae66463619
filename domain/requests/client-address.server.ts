import { createHash } from 'node:crypto'

/**
 * A pseudonym of a visitor's address for counting and storage: the address itself is never written.
 * The address is read from the request in server/ (server/input/client-address.ts).
 */
export function hashAddress(address: string): string {
  const normalised = address.replace(/^::ffff:/, '').toLowerCase()
  return createHash('sha256').update(`crans-montana-agency/requests/${normalised}`).digest('hex').slice(0, 32)
}

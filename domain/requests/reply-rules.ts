/**
 * The rules of the requests inbox (pure): what a reply must be, and which status a request moves to.
 * A closed request takes no reply until it is reopened, so an answer never goes out on a file the
 * agency has put away.
 */
import type { RequestStatus } from '../../db/schema'
import { check, type FieldErrors, maxLength, required } from '../validation'

export const REPLY_MAX_LENGTH = 5000

export function checkReply(values: { body?: string }, locale: 'fr' | 'en'): FieldErrors {
  return check({ body: [required, maxLength(REPLY_MAX_LENGTH)] }, { body: (values.body ?? '').trim() }, locale)
}

export type StatusMove = 'close' | 'reopen'

/** The status after a move, or null when the move does not apply (closing a closed request). */
export function nextStatus(current: RequestStatus, move: StatusMove, hasReplies: boolean): RequestStatus | null {
  if (move === 'close') return current === 'closed' ? null : 'closed'
  if (current !== 'closed') return null
  return hasReplies ? 'answered' : 'new'
}

export function canReply(current: RequestStatus): boolean {
  return current !== 'closed'
}

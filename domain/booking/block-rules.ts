/**
 * What staff may ask of a rental's calendar: block whole weeks (Saturday to Saturday) for the
 * owner's stay or for works, with a note for the agency. Pure: the form's text in, a request or
 * field errors out.
 */
import { type FieldError, fieldError, type FieldErrors, type MessageKey } from '../validation'
import { type Parsed, priceError, seasonWeeks } from './price-rules'
import { isSaturday } from './rules/calendar'

/** Why a block is refused: stable codes and their keys in the validation catalogue. */
const BLOCK_PROBLEMS = {
  reason_invalid: 'backOffice.block.reasonInvalid',
  note_too_long: 'backOffice.block.noteTooLong',
  past: 'backOffice.block.past',
  taken: 'backOffice.block.taken',
  not_blocked: 'backOffice.block.notBlocked',
} as const satisfies Record<string, MessageKey>

/** A refused block field, in the asked language. */
export const blockError = (code: keyof typeof BLOCK_PROBLEMS, locale: string): FieldError => fieldError({ code, messageKey: BLOCK_PROBLEMS[code] }, locale)

/** Why the agency blocks weeks: the owner's stay (source 'owner') or works (source 'agency'). */
export const BLOCK_REASONS = ['owner', 'works'] as const
export type BlockReason = (typeof BLOCK_REASONS)[number]

export type BlockEdit = { from: string; to: string; reason: BlockReason; note: string }

const MAX_WEEKS = 104

export function parseBlock(input: { from?: string; to?: string; reason?: string; note?: string }, today: string, locale: string): Parsed<BlockEdit> {
  const errors: FieldErrors = {}
  const from = input.from ?? ''
  const to = input.to ?? ''
  if (!isSaturday(from)) errors.from = priceError('week_not_saturday', locale)
  else if (!isSaturday(to) || to <= from) errors.to = priceError('season_end', locale)
  else if (seasonWeeks(from, to).length > MAX_WEEKS) errors.to = priceError('season_too_long', locale)
  else if (to <= today) errors.to = blockError('past', locale)
  const reason = BLOCK_REASONS.find((r) => r === input.reason)
  if (!reason) errors.reason = blockError('reason_invalid', locale)
  const note = (input.note ?? '').trim()
  if (note.length > 500) errors.note = blockError('note_too_long', locale)
  if (Object.keys(errors).length > 0 || !reason) return { ok: false, errors }
  return { ok: true, value: { from, to, reason, note } }
}

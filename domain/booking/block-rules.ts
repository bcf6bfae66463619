/**
 * What staff may ask of a rental's calendar: block whole weeks (Saturday to Saturday) for the
 * owner's stay or for works, with a note for the agency. Pure: the form's text in, a request or
 * field errors out.
 */
import { fieldErrorsByCode, type FieldErrors } from '../validation'
import { checkWeekSpan, type Parsed } from './price-rules'

/** A refused block field, in the asked language: why a block is refused, by stable code and its key in the validation catalogue. */
export const blockError = fieldErrorsByCode({
  reason_invalid: 'backOffice.block.reasonInvalid',
  note_too_long: 'backOffice.block.noteTooLong',
  past: 'backOffice.block.past',
  taken: 'backOffice.block.taken',
  not_blocked: 'backOffice.block.notBlocked',
})

/** Why the agency blocks weeks: the owner's stay (source 'owner') or works (source 'agency'). */
export const BLOCK_REASONS = ['owner', 'works'] as const
export type BlockReason = (typeof BLOCK_REASONS)[number]

export type BlockEdit = { from: string; to: string; reason: BlockReason; note: string }

export function parseBlock(input: { from?: string; to?: string; reason?: string; note?: string }, today: string, locale: string): Parsed<BlockEdit> {
  const errors: FieldErrors = {}
  const from = input.from ?? ''
  const to = input.to ?? ''
  if (checkWeekSpan(from, to, errors, locale) && to <= today) errors.to = blockError('past', locale)
  const reason = BLOCK_REASONS.find((r) => r === input.reason)
  if (!reason) errors.reason = blockError('reason_invalid', locale)
  const note = (input.note ?? '').trim()
  if (note.length > 500) errors.note = blockError('note_too_long', locale)
  if (Object.keys(errors).length > 0 || !reason) return { ok: false, errors }
  return { ok: true, value: { from, to, reason, note } }
}

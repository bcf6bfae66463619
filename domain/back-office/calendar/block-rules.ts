/**
 * What staff may ask of a rental's calendar: block whole weeks (Saturday to Saturday) for the
 * owner's stay or for works, with a note for the agency. Pure: the form's text in, a request or
 * field errors out.
 */
import { isSaturday } from '../../booking/rules/calendar'
import type { Bilingual as Localized } from '../../i18n/bilingual'
import { type FieldErrors, type Parsed, PRICE_MESSAGES, seasonWeeks } from './price-rules'

export const BLOCK_MESSAGES = {
  reason_invalid: { fr: 'Choisissez la raison du blocage.', en: 'Choose why the weeks are blocked.' },
  note_too_long: { fr: 'La note compte au plus 500 caractères.', en: 'The note has at most 500 characters.' },
  past: { fr: 'Ces semaines sont passées.', en: 'These weeks are over.' },
  taken: {
    fr: 'Ces semaines sont déjà réservées, retenues par un panier ou bloquées : rien n’a été bloqué. Choisissez des semaines libres.',
    en: 'These weeks are already booked, held by a cart or blocked: nothing was blocked. Choose free weeks.',
  },
  not_blocked: {
    fr: "Ce blocage n'existe plus ou vient d'un calendrier importé (retirez-le de ce calendrier).",
    en: 'This block no longer exists or comes from an imported calendar (remove it from that calendar).',
  },
} as const satisfies Record<string, Localized>

/** Why the agency blocks weeks: the owner's stay (source 'owner') or works (source 'agency'). */
export const BLOCK_REASONS = ['owner', 'works'] as const
export type BlockReason = (typeof BLOCK_REASONS)[number]

export type BlockEdit = { from: string; to: string; reason: BlockReason; note: string }

const MAX_WEEKS = 104

export function parseBlock(input: { from?: string; to?: string; reason?: string; note?: string }, today: string): Parsed<BlockEdit> {
  const errors: FieldErrors = {}
  const from = input.from ?? ''
  const to = input.to ?? ''
  if (!isSaturday(from)) errors.from = PRICE_MESSAGES.week_not_saturday
  else if (!isSaturday(to) || to <= from) errors.to = PRICE_MESSAGES.season_end
  else if (seasonWeeks(from, to).length > MAX_WEEKS) errors.to = PRICE_MESSAGES.season_too_long
  else if (to <= today) errors.to = BLOCK_MESSAGES.past
  const reason = BLOCK_REASONS.find((r) => r === input.reason)
  if (!reason) errors.reason = BLOCK_MESSAGES.reason_invalid
  const note = (input.note ?? '').trim()
  if (note.length > 500) errors.note = BLOCK_MESSAGES.note_too_long
  if (Object.keys(errors).length > 0 || !reason) return { ok: false, errors }
  return { ok: true, value: { from, to, reason, note } }
}

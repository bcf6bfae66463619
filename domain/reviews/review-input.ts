/**
 * What a guest's review must hold (docs/decisions/056): a rating of 1 to 5 whole stars and a text
 * of 20 to 2000 characters (spaces at both ends left out). Pure and browser-safe: the form and the
 * command check the same rule.
 */
export const REVIEW_BODY = { min: 20, max: 2000 } as const

export type ReviewInput = { rating: number; body: string }
export type ReviewFieldCode = 'rating_required' | 'body_too_short' | 'body_too_long'
export type ReviewFieldErrors = Partial<Record<'rating' | 'body', ReviewFieldCode>>

/** The review as given in a form (strings), checked: its values, or each field's problem. */
export function checkReviewInput(input: { rating: unknown; body: unknown }): { ok: true; value: ReviewInput } | { ok: false; errors: ReviewFieldErrors } {
  const errors: ReviewFieldErrors = {}
  const ratingText = typeof input.rating === 'number' ? String(input.rating) : typeof input.rating === 'string' ? input.rating.trim() : ''
  const rating = /^[1-5]$/.test(ratingText) ? Number(ratingText) : null
  if (rating === null) errors.rating = 'rating_required'
  const body = typeof input.body === 'string' ? input.body.trim().replace(/\r\n/g, '\n') : ''
  if ([...body].length < REVIEW_BODY.min) errors.body = 'body_too_short'
  else if ([...body].length > REVIEW_BODY.max) errors.body = 'body_too_long'
  if (rating === null || errors.body) return { ok: false, errors }
  return { ok: true, value: { rating, body } }
}

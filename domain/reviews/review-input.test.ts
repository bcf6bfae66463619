import { describe, expect, it } from 'vitest'
import { checkReviewInput } from './review-input'

const TEXT = 'A lovely chalet, warm and well equipped.'

describe('a review as given in the form', () => {
  it('takes a whole rating of 1 to 5 and a text of 20 to 2000 characters, trimmed', () => {
    expect(checkReviewInput({ rating: '4', body: `  ${TEXT}  ` })).toEqual({ ok: true, value: { rating: 4, body: TEXT } })
    expect(checkReviewInput({ rating: 1, body: 'x'.repeat(20) })).toMatchObject({ ok: true })
    expect(checkReviewInput({ rating: '5', body: 'x'.repeat(2000) })).toMatchObject({ ok: true })
  })

  it('refuses a missing, fractional or out-of-range rating', () => {
    for (const rating of ['', '0', '6', '4.5', '3 ', 'five', null, 2.5, '-1']) {
      const checked = checkReviewInput({ rating, body: TEXT })
      expect(checked.ok, String(rating)).toBe(rating === '3 ')
      if (!checked.ok) expect(checked.errors).toEqual({ rating: 'rating_required' })
    }
  })

  it('refuses a text too short (spaces do not count) or too long, and names both fields at once', () => {
    expect(checkReviewInput({ rating: '3', body: `   ${'x'.repeat(19)}   ` })).toEqual({ ok: false, errors: { body: 'body_too_short' } })
    expect(checkReviewInput({ rating: '3', body: 'x'.repeat(2001) })).toEqual({ ok: false, errors: { body: 'body_too_long' } })
    expect(checkReviewInput({ rating: '', body: undefined })).toEqual({ ok: false, errors: { rating: 'rating_required', body: 'body_too_short' } })
  })
})

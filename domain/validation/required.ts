import type { Rule } from './types'

/** required: a value other than blanks (SPEC §5). */
export const required: Rule = {
  code: 'required',
  messageKey: 'validation.required',
  checksEmpty: true,
  test: (value) => value.trim() !== '',
}

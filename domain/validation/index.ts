/**
 * Validation rules shared by the browser and the server (pure, no server import). The server runs the
 * same rules again and is the authority. Add a rule kind as one file (rule + test) and its message key
 * in messages.ts, then export it here.
 */
export { adult, ADULT_AGE, isAtLeast } from './adult'
export { checked, isTicked } from './checked'
export { confirm } from './confirm'
export { swissDate } from './date'
export { email, isEmail } from './email'
export { addressKey, fullAddress, matchesSuggestion } from './full-address'
export { includedInRentalDates, readAnyDate } from './included-in-rental-dates'
export { max } from './max'
export { maxLength } from './max-length'
export { min } from './min'
export { minLength } from './min-length'
export { notBeforeNow } from './not-before-now'
export { notEqualTo } from './not-equal-to'
export { type MessageKey, type MessageParams, VALIDATION_MESSAGES, validationMessage } from './messages'
export { oneOf } from './one-of'
export {
  PASSWORD_MIN_SCORE,
  type PasswordEstimator,
  type PasswordVerdict,
  passwordStrength,
  passwordUserInputs,
} from './password-strength'
export { formatInternational, isPhoneNumber, phone, toE164 } from './phone'
export { quantity } from './quantity'
export { readNumber } from './number'
export { required } from './required'
export { conditionHolds, requiredIf } from './required-if'
export type { FieldError, FieldErrors, FieldRules, FieldValues, Rule, RuleContext } from './types'
export { check, checkField, fieldError, fieldErrorsByCode, hasErrors, messagesOf, validate, type ValidateOptions } from './validate'

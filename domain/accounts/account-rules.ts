/**
 * The rules of the account forms (SPEC §3, §5), pure so that the browser checks as you type with the
 * very rules the server applies again (the server's verdict counts):
 * - sign-up: the shipping contact (without the terms box; its e-mail is the username) plus username,
 *   password and its confirmation;
 * - login: username (an e-mail) and password required;
 * - password: at least 10 characters, not the e-mail address, hard to guess (zxcvbn-ts, given as
 *   `estimator`: null while the browser has not loaded it; the server always gives it), confirmed;
 * - profile: the shipping contact without the terms box.
 */
import { shippingContactRules, SHIPPING_CONTACT_FIELDS } from '../shop/shipping-contact'
import {
  confirm,
  email,
  type FieldRules,
  type FieldValues,
  isTicked,
  maxLength,
  minLength,
  notEqualTo,
  type PasswordEstimator,
  passwordStrength,
  required,
} from '../validation'

export const PASSWORD_MIN_LENGTH = 10
/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
export const PASSWORD_MAX_LENGTH = 200
export const USERNAME_MAX_LENGTH = 254

export const usernameRules = [required, maxLength(USERNAME_MAX_LENGTH), email]

/**
 * A new password, wherever one is set (sign-up, reset link): long enough, not the e-mail address
 * (field `emailField`), and hard to guess knowing that address and the names of the form.
 */
export function newPasswordRules(emailField: string, estimator: PasswordEstimator | null): FieldRules {
  const strength = estimator ? [passwordStrength(estimator, { email: emailField, names: ['firstName', 'lastName'] })] : []
  return {
    password: [required, minLength(PASSWORD_MIN_LENGTH), maxLength(PASSWORD_MAX_LENGTH), notEqualTo(emailField), ...strength],
    password_confirm: [required, confirm('password')],
  }
}

/** Sign-up: contact (its e-mail is the username), username, password, confirmation. */
export function signUpRules(values: FieldValues, estimator: PasswordEstimator | null): FieldRules {
  const { email: _contactEmail, ...contact } = shippingContactRules(values, { withTerms: false })
  return {
    ...contact,
    username: usernameRules,
    ...newPasswordRules('username', estimator),
  }
}

/** The order in which a sign-up form shows its fields (first invalid one gets the focus). */
export const SIGN_UP_FIELDS = [
  'username', 'password', 'password_confirm',
  ...SHIPPING_CONTACT_FIELDS.filter((f) => f !== 'email' && f !== 'cg'),
] as const

/** Login: both fields required (SPEC §5); the username must look like an e-mail. */
export const loginRules: FieldRules = {
  email: usernameRules,
  password: [required, maxLength(PASSWORD_MAX_LENGTH)],
}

/** The profile: the shipping contact without the terms box. */
export function profileRules(values: FieldValues): FieldRules {
  return shippingContactRules(values, { withTerms: false })
}

/** Forgotten password: an e-mail address. */
export const forgotPasswordRules: FieldRules = { email: usernameRules }

/** The username as stored: trimmed, lower-case (one account per address, whatever its case). */
export function normaliseUsername(value: string): string {
  return value.trim().toLowerCase()
}

/** "true", "on", true → true (a checkbox from a form or a JSON body). */
export function readFlag(value: unknown): boolean {
  if (typeof value === 'boolean') return value
  return typeof value === 'string' && isTicked(value)
}

/** A form or JSON body as text values (booleans and numbers become strings). */
export function readValues(
  source: { get: (name: string) => unknown } | Record<string, unknown>,
  fields: readonly string[],
): Record<string, string> {
  const get = (name: string): unknown =>
    typeof (source as { get?: unknown }).get === 'function'
      ? (source as { get: (name: string) => unknown }).get(name)
      : (source as Record<string, unknown>)[name]
  const values: Record<string, string> = {}
  for (const field of fields) {
    const value = get(field)
    if (typeof value === 'string') values[field] = value
    else if (typeof value === 'boolean' || typeof value === 'number') values[field] = String(value)
  }
  return values
}

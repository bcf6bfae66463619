import type { FieldValues, Rule } from './types'

/**
 * passwordStrength: a new password must be hard to guess, as zxcvbn-ts estimates it (score 3 of 4 or
 * more, about 10^8 guesses: out of reach of online guessing and costly offline against Argon2id),
 * knowing the person's e-mail address, names and this site's own words. `aaaaaaaaaa`, `password12`,
 * `azertyuiop` and the e-mail's local part with a few digits are refused; a passphrase passes.
 *
 * The estimator is given, not imported: its dictionaries are heavy, so the browser loads them only
 * where a new password is typed (password-estimator.ts) and the server, the authority, always does.
 */

export type PasswordLocale = 'fr' | 'en'

/** zxcvbn's verdict: its score and why, in French and in English (warning first, then advice). */
export type PasswordVerdict = {
  score: 0 | 1 | 2 | 3 | 4
  feedback: Readonly<Record<PasswordLocale, readonly string[]>>
}

export type PasswordEstimator = (password: string, userInputs: readonly string[]) => PasswordVerdict

export const PASSWORD_MIN_SCORE = 3

/** Words of this site an attacker tries first with anyone's account here. */
const SITE_WORDS = ['crans', 'montana', 'cransmontana', 'crans-montana', 'agency', 'agence']

export type PasswordPersonFields = { email: string; names: readonly string[] }

/**
 * What the estimator should know of the person: the e-mail, its local part, its pieces in either
 * order (anne.rey, annerey, rey.anne, reyanne), the domain's name, the names typed.
 */
export function passwordUserInputs(values: FieldValues, fields: PasswordPersonFields): string[] {
  const email = (values[fields.email] ?? '').trim().toLowerCase()
  const [local = '', domain = ''] = email.split('@')
  const pieces = local.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const names = fields.names.map((name) => (values[name] ?? '').trim().toLowerCase())
  const orders = [pieces, [...pieces].reverse()].flatMap((order) => ['', '.', '-', '_'].map((glue) => order.join(glue)))
  const inputs = [email, local, ...orders, ...pieces, domain.split('.')[0] ?? '', ...names, ...SITE_WORDS]
  return [...new Set(inputs.filter((input) => input.length >= 3))]
}

export function passwordStrength(
  estimator: PasswordEstimator,
  fields: PasswordPersonFields = { email: 'username', names: ['firstName', 'lastName'] },
): Rule {
  const verdictOf = (value: string, values: FieldValues) => estimator(value, passwordUserInputs(values, fields))
  return {
    code: 'passwordStrength',
    messageKey: 'validation.passwordStrength',
    test: (value, { values }) => verdictOf(value, values).score >= PASSWORD_MIN_SCORE,
    explain: (value, { values }, locale) => verdictOf(value, values).feedback[locale === 'en' ? 'en' : 'fr'],
  }
}

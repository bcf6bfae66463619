/**
 * A staff sign-in, in two steps (docs/decisions/031): the password, then a code of the member's app
 * (or a recovery code). Only the second step opens a session: a password alone never signs anyone in
 * to the back office, nor to the site through the back office's door.
 */
import { type AccountDeps, checkPassword } from '../accounts/accounts.server'
import { type IssuedSession, startSession } from '../accounts/sessions.server'
import { findUserById } from '../accounts/users.repository.server'
import type { FieldErrors } from '../validation'
import { isStaff } from './roles'
import { type StaffDeps, staffAccount, verifySecondFactor } from './staff.server'

type Locale = 'fr' | 'en'

export type StaffPasswordResult =
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'rate_limited'; retryAfterSeconds: number }
  /** Wrong password, unknown address, or an account that is not staff: the same answer for all three. */
  | { status: 'failed' }
  | { status: 'code_needed'; userId: number }

/** The first step: the password of a staff account whose second factor is set up (the site's password check). */
export async function checkStaffPassword(
  deps: Pick<AccountDeps, 'db' | 'now'>,
  input: { email: string; password: string; clientAddress: string; locale: Locale },
): Promise<StaffPasswordResult> {
  const checked = await checkPassword(deps, input)
  if (checked.status !== 'ok') return checked
  if (!isStaff(checked.user.roles) || !(await staffAccount(deps.db, checked.user.id))) return { status: 'failed' }
  return { status: 'code_needed', userId: checked.user.id }
}

export type StaffCodeResult =
  | { status: 'refused'; message: string }
  | { status: 'rate_limited'; retryAfterSeconds: number }
  | { status: 'signed_in'; session: IssuedSession; recoveryCodesLeft: number; by: 'totp' | 'recovery_code' }

/** The second step: a code for the account whose password was right; opens its session. */
export async function completeStaffSignIn(
  deps: Pick<AccountDeps, 'db' | 'now' | 'sessions'> & Pick<StaffDeps, 'secrets'>,
  input: { userId: number; code: string; clientAddress: string; locale: Locale },
): Promise<StaffCodeResult> {
  const verdict = await verifySecondFactor(deps, { ...input, code: input.code.replace(/\s+/g, '') })
  if (verdict.status !== 'accepted') return verdict
  const user = await findUserById(deps.db, input.userId)
  if (!user || !isStaff(user.roles)) return { status: 'refused', message: '' }
  const session = await startSession(deps.db, deps.sessions, user, false, deps.now?.() ?? new Date())
  return { status: 'signed_in', session, recoveryCodesLeft: verdict.recoveryCodesLeft, by: verdict.by }
}

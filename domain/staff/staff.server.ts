/**
 * Staff access (docs/decisions/031): an account becomes staff by a command that gives a one-time
 * set-up link; on that link the member chooses a password and sets up the second factor (a TOTP app,
 * then ten recovery codes shown once). Signing in to the back office asks for both.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { staffFactors, staffSetupLinks, users } from '../../db/schema'
import { newPasswordRules, normaliseUsername } from '../accounts/account-rules'
import { attemptKeys, countAttempt, giveBackAttempt } from '../accounts/attempts.server'
import { hashPassword } from '../accounts/password.server'
import { hashToken, newOpaqueToken, revokeAllSessions } from '../accounts/sessions.server'
import { findUserById, findUserByUsername, insertUser } from '../accounts/users.repository.server'
import { check, type FieldErrors } from '../validation'
import { validationMessage } from '../validation/messages'
import { loadPasswordEstimator } from '../validation/password-estimator'
import { staffMessage } from './messages'
import { staffRoles } from './roles'
import { checkTotp, hashRecoveryCode, newRecoveryCodes, newTotpSecret } from './second-factor.server'
import type { SecretBox } from '../secrets/secret-box.server'

/** `secrets` seals the TOTP secrets kept in the database (DATA_ENCRYPTION_KEY, domain/secrets). */
export type StaffDeps = { db: Db; secrets: SecretBox; now?: () => Date }

export const SETUP_LINK_VALIDITY_HOURS = 72

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Makes the account of `email` staff (admin too when asked), creating it when the address has none,
 * with a new second factor to set up; answers the token of a set-up link valid 72 hours. The
 * account's password is chosen on that link; until then a new account has none that anyone knows.
 */
export async function createStaff(deps: StaffDeps, input: { email: string; admin: boolean; firstName?: string; lastName?: string }) {
  const now = deps.now?.() ?? new Date()
  const username = normaliseUsername(input.email)
  if (!EMAIL.test(username)) return { status: 'invalid' as const, message: `not an e-mail address: ${input.email}` }
  const token = newOpaqueToken()
  const userId = await deps.db.transaction(async (tx) => {
    const existing = await findUserByUsername(tx, username)
    const user =
      existing ??
      (await insertUser(tx, {
        username,
        passwordHash: await hashPassword(newOpaqueToken()),
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        locale: 'fr',
        dataUse: false,
      }))
    if (!user) throw new Error(`the account ${username} could not be created`)
    const roles = [...new Set([...user.roles, ...staffRoles(input.admin)])]
    await tx.update(users).set({ roles, updatedAt: now }).where(eq(users.id, user.id))
    const factor = { totpSecret: deps.secrets.seal('staff-totp', newTotpSecret()), confirmedAt: null, lastTimeStep: 0, recoveryCodes: [], updatedAt: now }
    await tx
      .insert(staffFactors)
      .values({ userId: user.id, ...factor })
      .onConflictDoUpdate({ target: staffFactors.userId, set: factor })
    await tx.insert(staffSetupLinks).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + SETUP_LINK_VALIDITY_HOURS * 3_600_000) })
    return user.id
  })
  return { status: 'created' as const, userId, username, token }
}

/** A set-up link not used and not expired: its account and the secret to show as a QR code. */
export async function openSetupLink(deps: StaffDeps, token: string) {
  const now = deps.now?.() ?? new Date()
  const [row] = await deps.db
    .select({ userId: staffSetupLinks.userId, username: users.username, secret: staffFactors.totpSecret })
    .from(staffSetupLinks)
    .innerJoin(users, eq(users.id, staffSetupLinks.userId))
    .innerJoin(staffFactors, eq(staffFactors.userId, staffSetupLinks.userId))
    .where(and(eq(staffSetupLinks.tokenHash, hashToken(token)), isNull(staffSetupLinks.usedAt), gt(staffSetupLinks.expiresAt, now)))
  return row ? { status: 'open' as const, ...row, secret: deps.secrets.open('staff-totp', row.secret) } : { status: 'invalid' as const }
}

export type SetupResult =
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'link_invalid'; message: string }
  | { status: 'done'; userId: number; recoveryCodes: string[] }

/**
 * Completes a set-up: the password (the account rules) and a first code from the app, which confirms
 * the secret. The link is used once: two submissions at once find it used for the second. Every
 * earlier session of the account ends. Answers the recovery codes, shown this once.
 */
export async function completeSetup(
  deps: StaffDeps,
  input: { token: string; password: string; password_confirm: string; code: string; locale: 'fr' | 'en' },
): Promise<SetupResult> {
  const now = deps.now?.() ?? new Date()
  const link = await openSetupLink(deps, input.token)
  if (link.status !== 'open') return { status: 'link_invalid', message: staffMessage('setup_link_invalid', input.locale) }
  const values = { username: link.username, password: input.password, password_confirm: input.password_confirm }
  const errors = check(newPasswordRules('username', await loadPasswordEstimator()), values, input.locale)
  const totp = checkTotp(link.secret, input.code, 0, now)
  if (!totp.ok) errors.code = { code: 'oneTimeCode', key: 'validation.oneTimeCode', message: validationMessage('validation.oneTimeCode', input.locale) }
  if (Object.keys(errors).length > 0 || !totp.ok) return { status: 'invalid', errors }
  const codes = newRecoveryCodes()
  const passwordHash = await hashPassword(input.password)
  const done = await deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(staffSetupLinks)
      .set({ usedAt: now })
      .where(and(eq(staffSetupLinks.tokenHash, hashToken(input.token)), isNull(staffSetupLinks.usedAt), gt(staffSetupLinks.expiresAt, now)))
      .returning({ userId: staffSetupLinks.userId })
    if (!used) return false
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, used.userId))
    await tx
      .update(staffFactors)
      .set({ confirmedAt: now, lastTimeStep: totp.timeStep, recoveryCodes: codes.map(hashRecoveryCode), updatedAt: now })
      .where(eq(staffFactors.userId, used.userId))
    await revokeAllSessions(tx, used.userId)
    return true
  })
  if (!done) return { status: 'link_invalid', message: staffMessage('setup_link_invalid', input.locale) }
  return { status: 'done', userId: link.userId, recoveryCodes: codes }
}

export type SecondFactorResult =
  | { status: 'accepted'; by: 'totp' | 'recovery_code'; recoveryCodesLeft: number }
  | { status: 'refused'; message: string }
  | { status: 'rate_limited'; retryAfterSeconds: number }

/**
 * The second step of a staff sign-in: a code of the member's app (of a later step than the last one
 * accepted: the database takes each step once, also when two requests race) or one of the recovery
 * codes (removed as it is used). Limited like password attempts, per client address and per account.
 */
export async function verifySecondFactor(
  deps: StaffDeps,
  input: { userId: number; code: string; clientAddress: string; locale: 'fr' | 'en' },
): Promise<SecondFactorResult> {
  const now = deps.now?.() ?? new Date()
  const keys = attemptKeys('second-factor', input.clientAddress, String(input.userId))
  const limited = await countAttempt(deps.db, keys, undefined, now)
  if (limited.blocked) return { status: 'rate_limited', retryAfterSeconds: limited.retryAfterSeconds }
  const accepted = (await byTotp(deps, input.userId, input.code, now)) ?? (await byRecoveryCode(deps.db, input.userId, input.code))
  if (!accepted) return { status: 'refused', message: staffMessage('code_invalid', input.locale) }
  await giveBackAttempt(deps.db, keys, undefined, now)
  return { status: 'accepted', ...accepted }
}

async function byTotp({ db, secrets }: StaffDeps, userId: number, code: string, now: Date) {
  const [factor] = await db.select().from(staffFactors).where(eq(staffFactors.userId, userId))
  if (!factor?.confirmedAt) return null
  const totp = checkTotp(secrets.open('staff-totp', factor.totpSecret), code, factor.lastTimeStep, now)
  if (!totp.ok) return null
  const [taken] = await db
    .update(staffFactors)
    .set({ lastTimeStep: totp.timeStep, updatedAt: now })
    .where(and(eq(staffFactors.userId, userId), sql`${staffFactors.lastTimeStep} < ${totp.timeStep}`))
    .returning({ left: sql<number>`jsonb_array_length(${staffFactors.recoveryCodes})` })
  return taken ? { by: 'totp' as const, recoveryCodesLeft: Number(taken.left) } : null
}

async function byRecoveryCode(db: Db, userId: number, code: string) {
  const hash = hashRecoveryCode(code)
  const [taken] = await db
    .update(staffFactors)
    .set({ recoveryCodes: sql`${staffFactors.recoveryCodes} - ${hash}::text` })
    .where(and(eq(staffFactors.userId, userId), sql`${staffFactors.confirmedAt} is not null`, sql`${staffFactors.recoveryCodes} @> jsonb_build_array(${hash}::text)`))
    .returning({ left: sql<number>`jsonb_array_length(${staffFactors.recoveryCodes})` })
  return taken ? { by: 'recovery_code' as const, recoveryCodesLeft: Number(taken.left) } : null
}

/** Whether an account may use the back office: staff, with a confirmed second factor. */
export async function staffAccount(db: Db, userId: number) {
  const user = await findUserById(db, userId)
  if (!user) return null
  const [factor] = await db.select({ confirmedAt: staffFactors.confirmedAt }).from(staffFactors).where(eq(staffFactors.userId, userId))
  return factor?.confirmedAt ? user : null
}

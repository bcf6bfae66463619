/**
 * Forgotten password: a single-use link valid one hour, sent in the visitor's language; the answer is
 * the same whether or not an account has the address. Setting the new password uses the link, and
 * ends every session of the account.
 */
import { and, eq, gt, isNull } from 'drizzle-orm'
import { passwordResets } from '../../db/schema'
import { hitRateLimit, type RateLimitRule } from '../requests/rate-limit.server'
import { check, type FieldErrors } from '../validation'
import { loadPasswordEstimator } from '../validation/password-estimator'
import { passwordResetMail } from '../mail/templates/account.server'
import type { AccountDeps, AccountLocale } from './accounts.server'
import { forgotPasswordRules, newPasswordRules, normaliseUsername } from './account-rules'
import { accountKey, attemptKeys, countAttempt } from './attempts.server'
import { hashPassword } from './password.server'
import { ACCOUNT_PATHS, accountPath } from './paths'
import { hashToken, newOpaqueToken, revokeAllSessions } from './sessions.server'
import { findUserById, findUserByUsername, setPasswordHash } from './users.repository.server'

export const RESET_VALIDITY_MINUTES = 60

/**
 * At most three reset e-mails per address typed in an hour, whoever asks: the GET form of the call
 * can be fired from other sites by many visitors' browsers, each with its own client address.
 */
export const RESET_MAIL_RATE_LIMIT: RateLimitRule = { limit: 3, windowMs: 60 * 60_000 }

type Refused = { status: 'invalid'; errors: FieldErrors } | { status: 'rate_limited'; retryAfterSeconds: number }

/**
 * The address of the reset page a link points to: a `requested` address is used only when it is this
 * site's own reset page (anything else would mail a valid token to a stranger's site); otherwise the
 * reset page in the visitor's language.
 */
export function resetPageUrl(siteUrl: string, locale: AccountLocale, requested?: string | null): string {
  const own = new URL(siteUrl)
  if (requested) {
    try {
      const url = new URL(requested, own)
      const bare = url.pathname.replace(/^\/(fr|en)(?=\/)/, '').replace(/\/+$/, '')
      if (url.origin === own.origin && bare === ACCOUNT_PATHS.resetPassword) return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
    } catch {
      // not an address: use our own page
    }
  }
  return own.origin + accountPath(ACCOUNT_PATHS.resetPassword, locale)
}

export type ForgotResult = Refused | { status: 'sent' }

/**
 * Sends a reset link when an account has the address. Limited per client address (10 in 15 minutes,
 * then 429) and per address typed (RESET_MAIL_RATE_LIMIT): beyond that, the same neutral answer and
 * no e-mail, counted whether or not an account exists, so neither reveals one.
 */
export async function requestPasswordReset(
  deps: AccountDeps,
  input: { email: string; locale: AccountLocale; clientAddress: string; pageUrl: string },
): Promise<ForgotResult> {
  const now = deps.now?.() ?? new Date()
  const values = { email: input.email.trim() }
  const errors = check(forgotPasswordRules, values, input.locale)
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors }
  const username = normaliseUsername(values.email)
  const limited = await countAttempt(deps.db, attemptKeys('forgot', input.clientAddress, null), undefined, now)
  if (limited.blocked) return { status: 'rate_limited', retryAfterSeconds: limited.retryAfterSeconds }
  const mails = await hitRateLimit(deps.db, accountKey('reset-mail', username), RESET_MAIL_RATE_LIMIT, now)
  if (!mails.allowed) {
    deps.log?.warn({ count: mails.count }, 'password reset e-mail left out: recipient limit')
    return { status: 'sent' }
  }

  const user = await findUserByUsername(deps.db, username)
  if (!user) return { status: 'sent' }
  const token = newOpaqueToken()
  await deps.db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_VALIDITY_MINUTES * 60_000),
      createdAt: now,
    })
    await deps.mail.enqueue(
      tx,
      await passwordResetMail({
        locale: input.locale,
        to: user.username,
        firstName: user.firstName,
        site: deps.site,
        link: `${input.pageUrl}/${token}`,
        validMinutes: RESET_VALIDITY_MINUTES,
      }),
    )
  })
  deps.jobs?.wake()
  deps.log?.info({ user: user.id }, 'password reset link sent')
  return { status: 'sent' }
}

/** The account a reset link is for, while it is unused and less than an hour old. */
export async function findValidReset(
  db: AccountDeps['db'],
  token: string | null | undefined,
  now = new Date(),
): Promise<{ userId: number; username: string; firstName: string; lastName: string } | null> {
  if (!token || token.length > 200) return null
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
  if (!row) return null
  const user = await findUserById(db, row.userId)
  return user ? { userId: user.id, username: user.username, firstName: user.firstName, lastName: user.lastName } : null
}

export type ResetResult = Refused | { status: 'bad_token' } | { status: 'changed'; username: string }

export async function resetPassword(
  deps: AccountDeps,
  input: { token: string; values: Record<string, string>; locale: AccountLocale; clientAddress: string },
): Promise<ResetResult> {
  const now = deps.now?.() ?? new Date()
  const limited = await countAttempt(deps.db, attemptKeys('reset', input.clientAddress, null), undefined, now)
  if (limited.blocked) return { status: 'rate_limited', retryAfterSeconds: limited.retryAfterSeconds }
  const reset = await findValidReset(deps.db, input.token, now)
  if (!reset) return { status: 'bad_token' }
  // The account's address and names: a new password must not be made of them.
  const values: Record<string, string> = { ...input.values, username: reset.username, firstName: reset.firstName, lastName: reset.lastName }
  const errors = check(newPasswordRules('username', await loadPasswordEstimator()), values, input.locale)
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors }

  const passwordHash = await hashPassword(values.password ?? '')
  const changed = await deps.db.transaction(async (tx) => {
    // Single use, even for two submissions at once: only one of them marks the link used.
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, hashToken(input.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ id: passwordResets.id })
    if (used.length === 0) return false
    // Other links of the account die with it.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)))
    await setPasswordHash(tx, reset.userId, passwordHash)
    await revokeAllSessions(tx, reset.userId, now)
    return true
  })
  if (!changed) return { status: 'bad_token' }
  deps.log?.info({ user: reset.userId }, 'password changed by reset link')
  return { status: 'changed', username: reset.username }
}

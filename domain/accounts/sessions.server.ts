import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, isNull, lt } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { refreshTokens } from '../../db/schema'
import type { DbOrTx } from '../../db/types'
import { type AccessTokenSettings, signAccessToken, type TokenProblem, type TokenUser } from './access-token.server'
import { findUserById, type UserRow } from './users.repository.server'

/**
 * Sessions: a short-lived access token (JWT, cookie XAT) and a refresh token (cookie XRT).
 *
 * A refresh token is 32 random bytes; only its SHA-256 is stored. Every use replaces it by a new token
 * of the same family. Presenting a used token again means it was copied: the whole family is revoked
 * and whoever holds any of its tokens must log in again. One exception keeps two tabs (or a prefetch)
 * that refresh at the same moment from logging the person out: for a short grace window after its
 * use, a just-used token still yields an access token, without being rotated again (docs/decisions/008).
 */
export type SessionSettings = AccessTokenSettings & {
  /** Lifetime of a refresh token with "remember me", renewed at each use. */
  refreshTokenTtlDays: number
  /** How long a just-used refresh token still yields an access token (concurrent refreshes). */
  refreshGraceSeconds: number
}

/** Without "remember me", a session ends with the browser, and on the server after a day without use. */
export const SESSION_REFRESH_TTL_MS = 24 * 60 * 60_000

export type IssuedSession = {
  user: TokenUser
  accessToken: string
  /** The new refresh token; null when a just-used one was accepted in its grace window (keep the cookie). */
  refreshToken: string | null
  stayLogged: boolean
  refreshExpiresAt: Date
}

export type RefreshResult = { ok: true; session: IssuedSession } | { ok: false; code: TokenProblem }

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url')
}

export function tokenUserOf(user: Pick<UserRow, 'id' | 'username' | 'firstName' | 'lastName' | 'roles'>): TokenUser {
  return { id: user.id, username: user.username, firstName: user.firstName, lastName: user.lastName, roles: [...user.roles] }
}

function refreshExpiry(settings: SessionSettings, stayLogged: boolean, now: Date): Date {
  const ttl = stayLogged ? settings.refreshTokenTtlDays * 24 * 60 * 60_000 : SESSION_REFRESH_TTL_MS
  return new Date(now.getTime() + ttl)
}

async function insertRefreshToken(
  tx: DbOrTx,
  settings: SessionSettings,
  input: { userId: number; family: string; stayLogged: boolean },
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueToken()
  const expiresAt = refreshExpiry(settings, input.stayLogged, now)
  await tx.insert(refreshTokens).values({ ...input, tokenHash: hashToken(token), expiresAt, createdAt: now })
  return { token, expiresAt }
}

/** The session an account is given: its user, a fresh access token, and the refresh token it goes on with. */
async function issuedSession(
  settings: SessionSettings,
  user: UserRow,
  refresh: { token: string | null; expiresAt: Date },
  stayLogged: boolean,
  now: Date,
): Promise<IssuedSession> {
  const tokenUser = tokenUserOf(user)
  return {
    user: tokenUser,
    accessToken: await signAccessToken(settings, tokenUser, now),
    refreshToken: refresh.token,
    stayLogged,
    refreshExpiresAt: refresh.expiresAt,
  }
}

/** Opens a session (a new token family) for an account that just proved who it is. */
export async function startSession(
  tx: DbOrTx,
  settings: SessionSettings,
  user: UserRow,
  stayLogged: boolean,
  now = new Date(),
): Promise<IssuedSession> {
  const refresh = await insertRefreshToken(tx, settings, { userId: user.id, family: randomUUID(), stayLogged }, now)
  return issuedSession(settings, user, refresh, stayLogged, now)
}

/** A new access token (and, normally, a new refresh token) for a refresh token; see the module note. */
export async function refreshSession(
  db: Db,
  settings: SessionSettings,
  presented: string | null | undefined,
  now = new Date(),
): Promise<RefreshResult> {
  if (!presented) return { ok: false, code: 'JWT_NOT_FOUND' }
  if (presented.length > 200) return { ok: false, code: 'JWT_INVALID' }
  const tokenHash = hashToken(presented)
  return db.transaction(async (tx): Promise<RefreshResult> => {
    // The row lock serialises two refreshes of one token: the second sees the first one's use.
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).for('update')
    if (!row || row.revokedAt) return { ok: false, code: 'JWT_INVALID' }

    if (row.usedAt) {
      if (now.getTime() - row.usedAt.getTime() <= settings.refreshGraceSeconds * 1000) {
        const user = await findUserById(tx, row.userId)
        if (!user) return { ok: false, code: 'JWT_INVALID' }
        // Keep the cookie: the token just used stays the session's refresh token.
        return { ok: true, session: await issuedSession(settings, user, { token: null, expiresAt: row.expiresAt }, row.stayLogged, now) }
      }
      // Reuse after the grace window: the token was copied. End every session of its family.
      await revokeFamily(tx, row.family, now)
      return { ok: false, code: 'JWT_INVALID' }
    }
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, code: 'JWT_EXPIRED' }

    const user = await findUserById(tx, row.userId)
    if (!user) return { ok: false, code: 'JWT_INVALID' }
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id))
    const next = await insertRefreshToken(tx, settings, { userId: row.userId, family: row.family, stayLogged: row.stayLogged }, now)
    return { ok: true, session: await issuedSession(settings, user, next, row.stayLogged, now) }
  })
}

async function revokeFamily(tx: DbOrTx, family: string, now: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)))
}

/** Logout: the family of the presented refresh token ends (every token of that browser's session). */
export async function endSession(db: DbOrTx, presented: string | null | undefined, now = new Date()): Promise<void> {
  if (!presented || presented.length > 200) return
  const [row] = await db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)))
  if (row) await revokeFamily(db, row.family, now)
}

/** Every session of an account ends (after a password reset). */
export async function revokeAllSessions(tx: DbOrTx, userId: number, now = new Date()): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
}

/** Forgets refresh tokens expired for more than a day (their reuse is refused anyway). */
export async function purgeExpiredRefreshTokens(db: DbOrTx, now = new Date()): Promise<void> {
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, new Date(now.getTime() - SESSION_REFRESH_TTL_MS)))
}

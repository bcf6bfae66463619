import { errors, jwtVerify, SignJWT } from 'jose'

/** Who an access token names (its claims, so that reading it needs no database). */
export type TokenUser = { id: number; username: string; firstName: string; lastName: string; roles: string[] }

export type AccessTokenSettings = {
  /** HS256 key, at least 32 bytes. */
  secret: Uint8Array
  accessTokenTtlSeconds: number
}

export type TokenProblem = 'JWT_NOT_FOUND' | 'JWT_EXPIRED' | 'JWT_INVALID'

export type VerifiedToken = { ok: true; user: TokenUser; expiresAt: Date } | { ok: false; code: TokenProblem }

const ISSUER = 'crans-montana-agency'
const AUDIENCE = 'shop'

/** A short-lived HS256 JWT naming the user (sub = id) with the names and roles the pages show. */
export async function signAccessToken(settings: AccessTokenSettings, user: TokenUser, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000)
  return new SignJWT({ username: user.username, firstName: user.firstName, lastName: user.lastName, roles: user.roles })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + settings.accessTokenTtlSeconds)
    .sign(settings.secret)
}

const isText = (value: unknown): value is string => typeof value === 'string'

/** Checks signature, algorithm, issuer, audience and expiry; says which of the three codes applies. */
export async function verifyAccessToken(
  settings: Pick<AccessTokenSettings, 'secret'>,
  token: string | null | undefined,
  now = new Date(),
): Promise<VerifiedToken> {
  if (!token) return { ok: false, code: 'JWT_NOT_FOUND' }
  try {
    const { payload } = await jwtVerify(token, settings.secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      clockTolerance: 0,
    })
    const id = Number(payload.sub)
    const { username, firstName, lastName, roles } = payload
    if (
      !Number.isSafeInteger(id) || id <= 0 || !isText(username) || !isText(firstName) || !isText(lastName) ||
      !Array.isArray(roles) || !roles.every(isText) || typeof payload.exp !== 'number'
    ) {
      return { ok: false, code: 'JWT_INVALID' }
    }
    return { ok: true, user: { id, username, firstName, lastName, roles }, expiresAt: new Date(payload.exp * 1000) }
  } catch (error) {
    return { ok: false, code: error instanceof errors.JWTExpired ? 'JWT_EXPIRED' : 'JWT_INVALID' }
  }
}

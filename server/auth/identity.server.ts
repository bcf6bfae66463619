import { type VerifiedToken, verifyAccessToken } from '../../domain/accounts/access-token.server'
import { type AppContext, noteVisitorRead } from '../context'
import { ACCESS_COOKIE, readCookie } from './cookies'

/** The signed-in person as pages and API calls see it (from the access token, no database read). */
export type SessionUser = { id: number; username: string; firstName: string; lastName: string; roles: string[] }

/** The access token of a request: an `Authorization: Bearer` header first, else the XAT cookie. */
export function accessTokenOf(request: Request): string | null {
  const authorization = request.headers.get('authorization')
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1]
  if (bearer) return bearer
  return readCookie(request.headers.get('cookie'), ACCESS_COOKIE) || null
}

/** The verdict on a request's access token: the user, or JWT_NOT_FOUND / JWT_EXPIRED / JWT_INVALID. */
export function verifyRequest(request: Request, context: Pick<AppContext, 'auth' | 'visitorRead'>): Promise<VerifiedToken> {
  noteVisitorRead(context)
  return verifyAccessToken(context.auth, accessTokenOf(request))
}

/**
 * The user a valid access token names (XAT cookie or Bearer header); null for anything else. No
 * refresh happens here: page requests are refreshed once, before the pages run (server/middleware/auth).
 */
export async function userFromRequest(request: Request, context: Pick<AppContext, 'auth' | 'visitorRead'>): Promise<SessionUser | null> {
  const verdict = await verifyRequest(request, context)
  return verdict.ok ? verdict.user : null
}

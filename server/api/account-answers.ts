/**
 * How the account calls answer (the store's under /shop/api/store, and the account made from an
 * order's confirmation): a refusal is `{code, message}` in the asked language, plus `errors`
 * (field → message) for a form; a session opened sets its cookies.
 */
import type { Context } from 'hono'
import { type AccountMessageCode, accountMessage } from '../../domain/accounts/messages'
import type { IssuedSession } from '../../domain/accounts/sessions.server'
import type { FieldErrors } from '../../domain/validation'
import { sessionCookies } from '../auth/cookies'
import type { AppEnv } from '../env'

type Ctx = Context<AppEnv>

export function accountFailure(c: Ctx, locale: string, status: 400 | 401 | 404 | 409 | 429, code: AccountMessageCode, extra: Record<string, unknown> = {}) {
  return c.json({ code, message: accountMessage(code, locale), ...extra }, status)
}

export function invalidAccountForm(c: Ctx, locale: string, errors: FieldErrors) {
  const messages = Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.message]))
  return accountFailure(c, locale, 400, 'VALIDATION_FAILED', { errors: messages })
}

export function tooManyAttempts(c: Ctx, locale: string, retryAfterSeconds: number) {
  c.header('Retry-After', String(retryAfterSeconds))
  return accountFailure(c, locale, 429, 'TOO_MANY_ATTEMPTS')
}

export function setCookies(c: Ctx, values: string[]) {
  for (const value of values) c.header('Set-Cookie', value, { append: true })
}

export function openSession(c: Ctx, session: IssuedSession) {
  setCookies(c, sessionCookies(session, { secure: c.get('app').auth.secureCookies }))
}

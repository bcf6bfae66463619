import { type Context, Hono } from 'hono'
import { signAccessToken } from '../../domain/accounts/access-token.server'
import { readFlag, readValues } from '../../domain/accounts/account-rules'
import { getProfile, login, readSignUp, signUp, updateContact } from '../../domain/accounts/accounts.server'
import { type AccountMessageCode, accountMessage } from '../../domain/accounts/messages'
import { listAccountOrders, parseStatuses } from '../../domain/accounts/orders.repository.server'
import { requestPasswordReset, resetPageUrl, resetPassword } from '../../domain/accounts/password-reset.server'
import { endSession, type IssuedSession, refreshSession, tokenUserOf } from '../../domain/accounts/sessions.server'
import { clientAddress } from '../input/client-address'
import { sameSitePath } from '../../domain/navigation/same-site-path'
import { readShippingContact } from '../../domain/shop/shipping-contact'
import type { FieldErrors } from '../../domain/validation'
import { ACCESS_COOKIE, accessCookie, clearedSessionCookies, readCookie, REFRESH_COOKIE } from '../auth/cookies'
import { accountDeps, accountLocale, siteOrigin } from '../auth/deps.server'
import type { AppEnv } from '../env'
import { requireUser } from '../middleware/auth'
import { cartSessionOf } from '../shop/visitor.server'
import { accountFailure, invalidAccountForm, openSession, setCookies, tooManyAttempts } from './account-answers'
import { accountContactInput, forgotPasswordInput, loginInput, readAccountBody, resetPasswordInput, signUpInput } from './account-input'
import { recordBody } from './body'

type Ctx = Context<AppEnv>

const localeOf = (c: Ctx) => accountLocale(c.req.query('locale'))

const fail = (c: Ctx, status: 400 | 401 | 404 | 409 | 429, code: AccountMessageCode, extra?: Record<string, unknown>) => accountFailure(c, localeOf(c), status, code, extra)
const invalid = (c: Ctx, errors: FieldErrors) => invalidAccountForm(c, localeOf(c), errors)
const rateLimited = (c: Ctx, retryAfterSeconds: number) => tooManyAttempts(c, localeOf(c), retryAfterSeconds)

const address = (c: Ctx) => clientAddress(c.req.raw, { trustProxy: c.get('app').trustProxy })

/**
 * Accounts and authentication under /shop/api/store (SPEC §7): sign-up, the two login calls, refresh,
 * me, logout, profile, contact, orders, forgotten password and reset. Errors answer `{code, message}`
 * (plus `errors`, field → message, for a form), in the `locale` asked.
 */
export function shopAuthApi() {
  const api = new Hono<AppEnv>()

  api.post('/sign-up', async (c) => {
    const locale = localeOf(c)
    const read = readAccountBody(signUpInput, recordBody(c), locale)
    if (!read.ok) return invalid(c, read.errors)
    const body = read.value
    const result = await signUp(accountDeps(c.get('app')), {
      values: readSignUp(body),
      locale,
      clientAddress: address(c),
      cartSession: cartSessionOf(c.req.raw),
      stayLogged: readFlag(body.stayLogged),
    })
    if (result.status === 'invalid') return invalid(c, result.errors)
    if (result.status === 'rate_limited') return rateLimited(c, result.retryAfterSeconds)
    if (result.status === 'exists') return fail(c, 409, 'user_already_exists')
    openSession(c, result.session)
    const { user, accessToken } = result.session
    return c.json(
      {
        code: 'signed_up',
        message: accountMessage('signed_up', locale),
        id: user.id,
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        roles: user.roles,
        token: accessToken,
      },
      201,
    )
  })

  /** One login for both calls; `answer` shapes the success body of each. */
  async function loginCall(c: Ctx, answer: (session: IssuedSession, destination: string | null) => Promise<Record<string, unknown>>) {
    const read = readAccountBody(loginInput, recordBody(c), localeOf(c))
    if (!read.ok) return invalid(c, read.errors)
    const body = read.value
    const email = typeof body.email === 'string' ? body.email : typeof body.username === 'string' ? body.username : ''
    const result = await login(accountDeps(c.get('app')), {
      email,
      password: typeof body.password === 'string' ? body.password : '',
      stayLogged: readFlag(body.stayLogged),
      locale: localeOf(c),
      clientAddress: address(c),
      cartSession: cartSessionOf(c.req.raw),
    })
    if (result.status === 'invalid') return invalid(c, result.errors)
    if (result.status === 'rate_limited') return rateLimited(c, result.retryAfterSeconds)
    if (result.status === 'failed') {
      setCookies(c, clearedSessionCookies({ secure: c.get('app').auth.secureCookies }))
      return fail(c, 401, 'AUTH_FAIL')
    }
    openSession(c, result.session)
    const destination = sameSitePath(body.destination)
    return c.json(await answer(result.session, destination))
  }

  api.post('/auth/login', (c) =>
    loginCall(c, async ({ user, accessToken }) => ({
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      roles: user.roles,
      token: accessToken,
    })),
  )

  api.post('/security/login', (c) =>
    loginCall(c, async ({ user, accessToken }, destination) => ({
      token: accessToken,
      email: user.username,
      shippingContact: { firstName: user.firstName, lastName: user.lastName },
      destination,
    })),
  )

  api.post('/auth/refresh', async (c) => {
    const { auth, db } = c.get('app')
    const refreshed = await refreshSession(db, auth, readCookie(c.req.header('cookie'), REFRESH_COOKIE))
    if (!refreshed.ok) {
      setCookies(c, clearedSessionCookies({ secure: auth.secureCookies }))
      return fail(c, 401, refreshed.code)
    }
    openSession(c, refreshed.session)
    return c.json({ token: refreshed.session.accessToken })
  })

  const me = (c: Ctx) => {
    const user = c.get('user')
    if (!user) return fail(c, 401, 'JWT_NOT_FOUND')
    return c.json({ id: user.id, username: user.username, firstName: user.firstName, lastName: user.lastName, roles: user.roles })
  }
  api.post('/auth/me', requireUser, me)
  api.get('/auth/me', requireUser, me)

  api.post('/auth/logout', async (c) => {
    const { auth, db } = c.get('app')
    await endSession(db, readCookie(c.req.header('cookie'), REFRESH_COOKIE))
    setCookies(c, clearedSessionCookies({ secure: auth.secureCookies }))
    return c.json({ code: 'LOGGED_OUT', message: accountMessage('LOGGED_OUT', localeOf(c)) })
  })

  api.get('/my-account/profile', requireUser, async (c) => {
    const user = c.get('user')
    const profile = user ? await getProfile(c.get('app').db, user.id) : null
    if (!profile) return fail(c, 401, 'JWT_NOT_FOUND')
    return c.json(profile)
  })

  api.put('/my-account/contact', requireUser, async (c) => {
    const user = c.get('user')
    if (!user) return fail(c, 401, 'JWT_NOT_FOUND')
    const { db, auth } = c.get('app')
    const locale = localeOf(c)
    const read = readAccountBody(accountContactInput, recordBody(c), locale)
    if (!read.ok) return invalid(c, read.errors)
    const result = await updateContact({ db }, { userId: user.id, values: readShippingContact(read.value), locale })
    if (result.status === 'invalid') return invalid(c, result.errors)
    // The names in the access token follow the contact. A browser gets the new token as a session
    // cookie: after a restart its refresh cookie (persistent or not) gives it a new one anyway.
    const token = await signAccessToken(auth, tokenUserOf(result.user))
    if (readCookie(c.req.header('cookie'), ACCESS_COOKIE)) setCookies(c, [accessCookie(token, undefined, { secure: auth.secureCookies })])
    return c.json({ code: 'saved_personal_data', message: accountMessage('saved_personal_data', locale), token, ...result.profile })
  })

  api.get('/my-account/orders', requireUser, async (c) => {
    const user = c.get('user')
    if (!user) return fail(c, 401, 'JWT_NOT_FOUND')
    const statuses = parseStatuses(c.req.query('statuses'))
    if (!statuses) return c.json({ code: 'INVALID_STATUSES', message: 'statuses must be a list of 1, 2, 3 or 4, e.g. [2,3]' }, 400)
    return c.json(await listAccountOrders(c.get('app').db, user.id, statuses, localeOf(c)))
  })

  const forgot = async (c: Ctx, source: Record<string, unknown>) => {
    const locale = localeOf(c)
    const values = readValues(source, ['email', 'url'])
    const deps = accountDeps(c.get('app'))
    const result = await requestPasswordReset(deps, {
      email: values.email ?? '',
      locale,
      clientAddress: address(c),
      pageUrl: resetPageUrl(siteOrigin(c.get('app')), locale, values.url),
    })
    if (result.status === 'invalid') return invalid(c, result.errors)
    if (result.status === 'rate_limited') return rateLimited(c, result.retryAfterSeconds)
    return c.json({ code: 'reset_link_sent', message: accountMessage('reset_link_sent', locale) })
  }
  api.get('/security/forgot-password', (c) => forgot(c, c.req.query()))
  api.post('/security/forgot-password', (c) => {
    const read = readAccountBody(forgotPasswordInput, recordBody(c), localeOf(c))
    return read.ok ? forgot(c, read.value) : invalid(c, read.errors)
  })

  api.post('/security/reset-password', async (c) => {
    const locale = localeOf(c)
    const read = readAccountBody(resetPasswordInput, recordBody(c), locale)
    if (!read.ok) return invalid(c, read.errors)
    const values = readValues(read.value, ['token', 'password', 'password_confirm'])
    const result = await resetPassword(accountDeps(c.get('app')), {
      token: values.token ?? '',
      values,
      locale,
      clientAddress: address(c),
    })
    if (result.status === 'invalid') return invalid(c, result.errors)
    if (result.status === 'rate_limited') return rateLimited(c, result.retryAfterSeconds)
    if (result.status === 'bad_token') return fail(c, 400, 'reset_token_invalid')
    setCookies(c, clearedSessionCookies({ secure: c.get('app').auth.secureCookies }))
    return c.json({ code: 'password_changed', message: accountMessage('password_changed', locale) })
  })

  return api
}

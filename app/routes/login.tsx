import { useTranslation } from '../i18n/react'
import { data, Form, redirect } from 'react-router'
import type { Route } from './+types/login'
import { PageShell } from '../components/PageShell'
import { LoginForm, type LoginActionData } from '../components/account/LoginForm'
import { afterLoginPath, flashHeader, PRIVATE_PAGE } from '../components/account/session.server'
import { localized, requestLocale } from '../lib/request-locale.server'
import { LocalizedLink, useLocalePath } from '../lib/locale'
import { login } from '../../domain/accounts/accounts.server'
import { readFlag } from '../../domain/accounts/account-rules'
import { accountMessage, type AccountMessageCode } from '../../domain/accounts/messages'
import { endSession } from '../../domain/accounts/sessions.server'
import { sameSitePath } from '../../domain/navigation/same-site-path'
import { clientAddress } from '../../server/input/client-address'
import { cartSessionOf } from '../../server/shop/visitor.server'
import { clearedSessionCookies, readCookie, REFRESH_COOKIE, sessionCookies } from '../../server/auth/cookies'
import { accountDeps } from '../../server/auth/deps.server'
import { userFromRequest } from '../../server/auth/identity.server'

const REASONS: readonly AccountMessageCode[] = ['JWT_EXPIRED', 'JWT_INVALID', 'JWT_NOT_FOUND', 'ORDER_HAS_ACCOUNT']

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const destination = sameSitePath(url.searchParams.get('destination'))
  const reason = REASONS.find((code) => code === url.searchParams.get('reason')) ?? null
  const user = await userFromRequest(request, context)
  // Already signed in (e.g. in another tab): go straight on.
  if (user && destination) throw redirect(destination)
  return data(
    {
      destination,
      notice: reason ? accountMessage(reason, requestLocale(request)) : null,
      signedIn: user ? { firstName: user.firstName, lastName: user.lastName } : null,
    },
    { headers: PRIVATE_PAGE },
  )
}

/**
 * POST /{lang?}/login, from this page and from the account panel: intent=login (email, password,
 * stayLogged, destination or redirectTo) or intent=logout. Success is a 303 with the session cookies
 * and a one-time status; a refusal renders the form with its error (401 AUTH_FAIL, 400, 429).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request)
  const form = await request.formData()
  const secure = { secure: context.auth.secureCookies }

  if (form.get('intent') === 'logout') {
    await endSession(context.db, readCookie(request.headers.get('cookie'), REFRESH_COOKIE))
    const headers = new Headers()
    for (const cookie of clearedSessionCookies(secure)) headers.append('Set-Cookie', cookie)
    headers.append('Set-Cookie', flashHeader('LOGGED_OUT', context))
    return redirect(localized('/', request), { status: 303, headers })
  }

  const email = String(form.get('email') ?? '')
  const stayLogged = readFlag(form.get('stayLogged'))
  const result = await login(accountDeps(context), {
    email,
    password: String(form.get('password') ?? ''),
    stayLogged,
    locale,
    clientAddress: clientAddress(request, { trustProxy: context.trustProxy }),
    cartSession: cartSessionOf(request),
  })
  if (result.status === 'ok') {
    const headers = new Headers()
    for (const cookie of sessionCookies(result.session, secure)) headers.append('Set-Cookie', cookie)
    headers.append('Set-Cookie', flashHeader('AUTH_SUCCESS', context))
    return redirect(afterLoginPath(request, form.get('destination'), form.get('redirectTo')), { status: 303, headers })
  }
  const body: LoginActionData = {
    values: { email, stayLogged: String(stayLogged) },
    errors: result.status === 'invalid' ? Object.fromEntries(Object.entries(result.errors).map(([f, e]) => [f, e.message])) : {},
    formError:
      result.status === 'failed'
        ? accountMessage('AUTH_FAIL', locale)
        : result.status === 'rate_limited'
          ? accountMessage('TOO_MANY_ATTEMPTS', locale)
          : null,
  }
  const headers = new Headers(PRIVATE_PAGE)
  if (result.status === 'rate_limited') headers.set('Retry-After', String(result.retryAfterSeconds))
  if (result.status === 'failed') for (const cookie of clearedSessionCookies(secure)) headers.append('Set-Cookie', cookie)
  const status = result.status === 'failed' ? 401 : result.status === 'rate_limited' ? 429 : 400
  return data(body, { status, headers })
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(PRIVATE_PAGE)
  const retryAfter = actionHeaders.get('Retry-After') ?? loaderHeaders.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const { t: ta } = useTranslation('account')
  const { t: tl } = useTranslation('layout')
  const localize = useLocalePath()
  const { signedIn, destination, notice } = loaderData
  return (
    <PageShell title={t('login.title')} description={t('login.description')}>
      <meta name="robots" content="noindex" />
      {signedIn && !actionData ? (
        <>
          <p className="lead">{ta('login.signedIn', { name: `${signedIn.firstName} ${signedIn.lastName}` })}</p>
          <div className="form-actions">
            <LocalizedLink to="/mon-compte/mes-informations" className="btn btn-primary">
              {ta('login.toProfile')}
            </LocalizedLink>
            <Form method="post" action={localize('/login')}>
              <input type="hidden" name="intent" value="logout" />
              <button type="submit" className="btn btn-outline">
                {tl('account.logout')}
              </button>
            </Form>
          </div>
        </>
      ) : (
        <>
          <p className="lead">{t('login.intro')}</p>
          <LoginForm destination={destination} answer={actionData} notice={notice} />
        </>
      )}
    </PageShell>
  )
}

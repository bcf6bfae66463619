import { useTranslation } from '../i18n/react'
import { data, redirect } from 'react-router'
import type { Route } from './+types/account-reset-password'
import { PageShell } from '../components/PageShell'
import { type PasswordActionData, ResetPasswordForm } from '../components/account/PasswordForms'
import { flashHeader, PRIVATE_PAGE } from '../components/account/session.server'
import { localized, requestLocale } from '../lib/request-locale.server'
import { LocalizedLink } from '../lib/locale'
import { readValues } from '../../domain/accounts/account-rules'
import { accountMessage } from '../../domain/accounts/messages'
import { ACCOUNT_PATHS } from '../../domain/accounts/paths'
import { findValidReset, resetPassword } from '../../domain/accounts/password-reset.server'
import { clientAddress } from '../../server/input/client-address'
import { clearedSessionCookies } from '../../server/auth/cookies'
import { accountDeps } from '../../server/auth/deps.server'

export async function loader({ params, context }: Route.LoaderArgs) {
  const reset = await findValidReset(context.db, params.token)
  return data({ token: params.token, username: reset?.username ?? null }, { headers: PRIVATE_PAGE })
}

/** Sets the new password (the link is then used up and every session ends), then the login page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requestLocale(request)
  const values = readValues(await request.formData(), ['password', 'password_confirm'])
  const result = await resetPassword(accountDeps(context), {
    token: params.token,
    values,
    locale,
    clientAddress: clientAddress(request, { trustProxy: context.trustProxy }),
  })
  if (result.status === 'changed') {
    const headers = new Headers()
    for (const cookie of clearedSessionCookies({ secure: context.auth.secureCookies })) headers.append('Set-Cookie', cookie)
    headers.append('Set-Cookie', flashHeader('password_changed', context))
    return redirect(localized(ACCOUNT_PATHS.login, request), { status: 303, headers })
  }
  const body: PasswordActionData = {
    errors: result.status === 'invalid' ? Object.fromEntries(Object.entries(result.errors).map(([f, e]) => [f, e.message])) : {},
    formError:
      result.status === 'bad_token'
        ? accountMessage('reset_token_invalid', locale)
        : result.status === 'rate_limited'
          ? accountMessage('TOO_MANY_ATTEMPTS', locale)
          : null,
  }
  const headers = new Headers(PRIVATE_PAGE)
  if (result.status === 'rate_limited') headers.set('Retry-After', String(result.retryAfterSeconds))
  return data(body, { status: result.status === 'rate_limited' ? 429 : 400, headers })
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers(PRIVATE_PAGE)
  const retryAfter = actionHeaders.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('account')
  const { t: tp } = useTranslation('pages')
  const { token, username } = loaderData
  return (
    <PageShell title={t('reset.title')} description={t('reset.description')} trail={[{ label: tp('login.title'), to: '/login' }]}>
      <meta name="robots" content="noindex" />
      {/*
        The link must not reach another site through the Referer header. "same-origin", not
        "no-referrer": under no-referrer the browser sends `Origin: null` with the form, which the
        same-site check refuses (server/middleware/same-site.ts).
      */}
      <meta name="referrer" content="same-origin" />
      {username ? (
        <>
          <p className="lead">{t('reset.intro', { username })}</p>
          <ResetPasswordForm token={token} username={username} answer={actionData} />
        </>
      ) : (
        <div role="alert" className="alert alert-error">
          <p>{t('reset.invalid')}</p>
          <p>
            <LocalizedLink to="/mon-compte/mot-de-passe-oublie">{t('reset.askAgain')}</LocalizedLink>
          </p>
        </div>
      )}
    </PageShell>
  )
}

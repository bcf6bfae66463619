import { useTranslation } from '../i18n/react'
import { data, redirect } from 'react-router'
import type { Route } from './+types/account-sign-up'
import { PageShell } from '../components/PageShell'
import { SignUpForm, type SignUpActionData } from '../components/account/SignUpForm'
import { flashHeader, PRIVATE_PAGE } from '../components/account/session.server'
import { localized, requestLocale } from '../lib/request-locale.server'
import { readSignUp, signUp } from '../../domain/accounts/accounts.server'
import { accountMessage } from '../../domain/accounts/messages'
import { ACCOUNT_PATHS } from '../../domain/accounts/paths'
import { sameSitePath } from '../../domain/navigation/same-site-path'
import { clientAddress } from '../../server/input/client-address'
import { cartSessionOf } from '../../server/shop/visitor.server'
import { sessionCookies } from '../../server/auth/cookies'
import { accountDeps } from '../../server/auth/deps.server'
import { userFromRequest } from '../../server/auth/identity.server'
import { countryChoices } from '../../domain/i18n/country-names.server'

export async function loader({ request, context }: Route.LoaderArgs) {
  const destination = sameSitePath(new URL(request.url).searchParams.get('destination'))
  // A signed-in person has an account already.
  if (await userFromRequest(request, context)) throw redirect(destination ?? localized(ACCOUNT_PATHS.profile, request))
  return data({ destination, countryChoices: countryChoices(requestLocale(request)) }, { headers: PRIVATE_PAGE })
}

/** Creates the account (POST /sign-up's rules), signs it in and goes on with a 303; or the form again. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request)
  const form = await request.formData()
  const values = readSignUp(form)
  const result = await signUp(accountDeps(context), {
    values,
    locale,
    clientAddress: clientAddress(request, { trustProxy: context.trustProxy }),
    cartSession: cartSessionOf(request),
    stayLogged: false,
  })
  if (result.status === 'created') {
    const headers = new Headers()
    for (const cookie of sessionCookies(result.session, { secure: context.auth.secureCookies })) headers.append('Set-Cookie', cookie)
    headers.append('Set-Cookie', flashHeader('signed_up', context))
    const destination = sameSitePath(new URL(request.url).searchParams.get('destination'))
    return redirect(destination ?? localized(ACCOUNT_PATHS.profile, request), { status: 303, headers })
  }
  const { password: _p, password_confirm: _c, ...typed } = values
  const body: SignUpActionData = {
    values: typed,
    errors: result.status === 'invalid' ? Object.fromEntries(Object.entries(result.errors).map(([f, e]) => [f, e.message])) : {},
    formError:
      result.status === 'exists'
        ? accountMessage('user_already_exists', locale)
        : result.status === 'rate_limited'
          ? accountMessage('TOO_MANY_ATTEMPTS', locale)
          : null,
  }
  const headers = new Headers(PRIVATE_PAGE)
  if (result.status === 'rate_limited') headers.set('Retry-After', String(result.retryAfterSeconds))
  const status = result.status === 'exists' ? 409 : result.status === 'rate_limited' ? 429 : 400
  return data(body, { status, headers })
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers(PRIVATE_PAGE)
  const retryAfter = actionHeaders.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  return (
    <PageShell title={t('signUp.title')} description={t('signUp.description')}>
      <p className="lead">{t('signUp.intro')}</p>
      <SignUpForm destination={loaderData.destination} answer={actionData} />
    </PageShell>
  )
}

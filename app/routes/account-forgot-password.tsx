import { useTranslation } from '../i18n/react'
import { data, redirect } from 'react-router'
import type { Route } from './+types/account-forgot-password'
import { PageShell } from '../components/PageShell'
import { ForgotPasswordForm, type PasswordActionData } from '../components/account/PasswordForms'
import { PRIVATE_PAGE } from '../components/account/session.server'
import { localized, requestLocale } from '../lib/request-locale.server'
import { useLocale } from '../lib/locale'
import { accountMessage } from '../../domain/accounts/messages'
import { ACCOUNT_PATHS } from '../../domain/accounts/paths'
import { requestPasswordReset, resetPageUrl } from '../../domain/accounts/password-reset.server'
import { clientAddress } from '../../server/input/client-address'
import { accountDeps, siteOrigin } from '../../server/auth/deps.server'

/** The flag of the page after a request was taken ("?envoye=1"): the same whether the address exists or not. */
const SENT_PARAM = 'envoye'

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get(SENT_PARAM) === '1' }
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request)
  const email = String((await request.formData()).get('email') ?? '')
  const result = await requestPasswordReset(accountDeps(context), {
    email,
    locale,
    clientAddress: clientAddress(request, { trustProxy: context.trustProxy }),
    pageUrl: resetPageUrl(siteOrigin(context), locale, localized(ACCOUNT_PATHS.resetPassword, request)),
  })
  if (result.status === 'sent') return redirect(`${localized(ACCOUNT_PATHS.forgotPassword, request)}?${SENT_PARAM}=1`, 303)
  const body: PasswordActionData = {
    email,
    errors: result.status === 'invalid' ? Object.fromEntries(Object.entries(result.errors).map(([f, e]) => [f, e.message])) : {},
    formError: result.status === 'rate_limited' ? accountMessage('TOO_MANY_ATTEMPTS', locale) : null,
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
  const { t } = useTranslation('pages')
  const locale = useLocale()
  return (
    <PageShell title={t('forgotPassword.title')} description={t('forgotPassword.description')} trail={[{ label: t('login.title'), to: '/login' }]}>
      <p className="lead">{t('forgotPassword.intro')}</p>
      <ForgotPasswordForm answer={actionData} sent={loaderData.sent && !actionData ? accountMessage('reset_link_sent', locale) : null} />
    </PageShell>
  )
}

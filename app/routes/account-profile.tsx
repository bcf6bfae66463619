import { useTranslation } from '../i18n/react'
import { data, redirect } from 'react-router'
import type { Route } from './+types/account-profile'
import { PageShell } from '../components/PageShell'
import { ProfileForm, type ProfileActionData } from '../components/account/ProfileForm'
import { flashHeader, loginPath, PRIVATE_PAGE, requireAccount } from '../components/account/session.server'
import { requestLocale } from '../lib/request-locale.server'
import { LocalizedLink } from '../lib/locale'
import { signAccessToken } from '../../domain/accounts/access-token.server'
import { contactFormValues, getProfile, updateContact } from '../../domain/accounts/accounts.server'
import { tokenUserOf } from '../../domain/accounts/sessions.server'
import { readShippingContact } from '../../domain/shop/shipping-contact'
import { accessCookie } from '../../server/auth/cookies'
import { countryChoices } from '../../domain/i18n/country-names.server'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccount(request, context)
  const profile = await getProfile(context.db, user.id)
  if (!profile) throw redirect(loginPath(request, new URL(request.url).pathname))
  return data(
    { username: profile.username, contact: contactFormValues(profile.shippingContact), countryChoices: countryChoices(requestLocale(request)) },
    { headers: PRIVATE_PAGE },
  )
}

/** Saves the contact; the new names go into a new access token (cookie), then a 303 back with a status. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccount(request, context)
  const values = readShippingContact(await request.formData())
  const result = await updateContact({ db: context.db }, { userId: user.id, values, locale: requestLocale(request) })
  if (result.status === 'saved') {
    const token = await signAccessToken(context.auth, tokenUserOf(result.user))
    const headers = new Headers()
    headers.append('Set-Cookie', accessCookie(token, undefined, { secure: context.auth.secureCookies }))
    headers.append('Set-Cookie', flashHeader('saved_personal_data', context))
    return redirect(new URL(request.url).pathname, { status: 303, headers })
  }
  const body: ProfileActionData = {
    values: Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string')),
    errors: Object.fromEntries(Object.entries(result.errors).map(([f, e]) => [f, e.message])),
  }
  return data(body, { status: 400, headers: PRIVATE_PAGE })
}

export function headers() {
  return PRIVATE_PAGE
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const { t: ta } = useTranslation('account')
  const { username, contact } = loaderData
  return (
    <PageShell title={t('profile.title')} description={t('profile.description')} trail={[{ label: t('account.title') }]}>
      <meta name="robots" content="noindex" />
      <p className="lead">{t('profile.intro')}</p>
      <section aria-labelledby="profile-account">
        <h2 id="profile-account">{ta('profile.account')}</h2>
        <p>{ta('profile.username', { username })}</p>
        <p className="account-links">
          <LocalizedLink to="/mon-compte/dernieres-reservations">{ta('profile.orders')}</LocalizedLink>
          <LocalizedLink to="/mon-compte/mot-de-passe-oublie">{ta('profile.password')}</LocalizedLink>
        </p>
      </section>
      <ProfileForm key={JSON.stringify(contact)} initial={contact} answer={actionData} />
    </PageShell>
  )
}

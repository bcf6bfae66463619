import { useId } from 'react'
import { useTranslation } from '../../i18n/react'
import { Form, useFetcher, useLocation } from 'react-router'
import type { LoginActionData } from '../account/LoginForm'
import { StatusAlert } from '../StatusAlert'
import { LocalizedLink, useLocalePath } from '../../lib/locale'
import type { Visitor } from '../../lib/visitor'
import { Icon } from './Icon'

/**
 * The account panel's body, loaded on the panel's first opening (LoginPanel). Signed out: a login
 * form posted to /login (fields email, password, stayLogged, redirectTo; intent=login). Signed in:
 * the user and a logout form posted to /login with intent=logout.
 */
export default function LoginPanelBody({ user }: { user: Visitor['user'] }) {
  return user ? <SignedIn user={user} /> : <LoginForm />
}

function LoginForm() {
  const { t } = useTranslation('layout')
  const localize = useLocalePath()
  const { pathname, search } = useLocation()
  const id = useId()
  // With JavaScript a refused login stays in the panel with its message; a success navigates on.
  const fetcher = useFetcher<LoginActionData>()
  const refused = fetcher.state === 'idle' ? fetcher.data : undefined
  const fieldErrors = refused ? Object.values(refused.errors) : []
  return (
    <div className="account-panel">
      {refused?.formError ? <StatusAlert status="error" message={refused.formError} /> : null}
      {fieldErrors.length > 0 ? <StatusAlert status="error" message={fieldErrors.join(' · ')} /> : null}
      <fetcher.Form method="post" action={localize('/login')} className="form-stack">
        <input type="hidden" name="intent" value="login" />
        <input type="hidden" name="redirectTo" value={pathname + search} />
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('account.email')}</label>
          <input id={`${id}-email`} type="email" name="email" autoComplete="username" required />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>{t('account.password')}</label>
          <input id={`${id}-password`} type="password" name="password" autoComplete="current-password" required />
        </div>
        <div className="field field-check">
          <input id={`${id}-remember`} type="checkbox" name="stayLogged" value="true" />
          <label htmlFor={`${id}-remember`}>{t('account.remember')}</label>
        </div>
        <button type="submit" className="btn btn-theme btn-block">
          {t('account.submit')}
        </button>
      </fetcher.Form>
      <p className="account-panel__forgot">
        <LocalizedLink to="/mon-compte/mot-de-passe-oublie">{t('account.forgot')}</LocalizedLink>
      </p>
      <div className="account-panel__signup">
        <p>{t('account.noAccount')}</p>
        <LocalizedLink to="/mon-compte/inscription" className="btn btn-outline btn-block">
          {t('account.signUp')}
        </LocalizedLink>
      </div>
    </div>
  )
}

function SignedIn({ user }: { user: { username: string; firstName: string; lastName: string } }) {
  const { t } = useTranslation('layout')
  const localize = useLocalePath()
  return (
    <div className="account-panel">
      <div className="account-panel__user">
        <span className="account-panel__avatar" aria-hidden="true">
          <Icon name="user" size={28} />
        </span>
        <div>
          <p className="account-panel__name">
            <span className="account-panel__last-name">{user.lastName.toLocaleUpperCase()}</span> {user.firstName}
          </p>
          <p className="account-panel__username">{user.username}</p>
        </div>
      </div>
      <nav aria-label={t('account.navLabel')}>
        <ul className="account-panel__links">
          <li>
            <LocalizedLink to="/mon-compte/mes-informations" className="menu__link">
              <span>{t('account.profile')}</span>
              <Icon name="chevron" size={18} />
            </LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="/mon-compte/dernieres-reservations" className="menu__link">
              <span>{t('account.orders')}</span>
              <Icon name="chevron" size={18} />
            </LocalizedLink>
          </li>
        </ul>
      </nav>
      <Form method="post" action={localize('/login')}>
        <input type="hidden" name="intent" value="logout" />
        <button type="submit" className="btn btn-outline btn-block">
          {t('account.logout')}
        </button>
      </Form>
    </div>
  )
}

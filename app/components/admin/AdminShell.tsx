import type { ReactNode } from 'react'
import { Form, useLocation } from 'react-router'
import { useTranslation } from '../../i18n/react'
import { LocalizedLink, useLocalePath } from '../../lib/locale'
import { LanguageSwitch } from '../layout/LanguageSwitch'
import { ADMIN_SECTIONS, isCurrentSection } from './nav'

export type ShellMember = { name: string; admin: boolean }

/**
 * The back office's frame: skip link, a header with the member and the sign-out, the sections'
 * menu and the page. No public header, cart or cookie bar: staff work here, visitors never see it.
 */
export function AdminShell({ member, children }: { member: ShellMember; children: ReactNode }) {
  const { t } = useTranslation('admin')
  const localize = useLocalePath()
  const { pathname } = useLocation()
  return (
    <div className="admin">
      <a className="skip-link" href="#main">
        {t('shell.skipLink')}
      </a>
      <header className="admin-header">
        <LocalizedLink to="/admin" className="admin-header__brand">
          {t('shell.brand')}
        </LocalizedLink>
        <span className="admin-header__member">{t('shell.signedInAs', { name: member.name })}</span>
        <LanguageSwitch className="admin-header__lang" />
        <LocalizedLink to="/" className="admin-header__site">
          {t('shell.site')}
        </LocalizedLink>
        <Form method="post" action={localize('/admin/deconnexion')} reloadDocument>
          <button type="submit" className="btn btn-secondary btn-small">
            {t('shell.signOut')}
          </button>
        </Form>
      </header>
      <div className="admin-body">
        <nav className="admin-nav" aria-label={t('shell.menu')}>
          <ul>
            {ADMIN_SECTIONS.filter((s) => member.admin || !s.adminOnly).map((section) => (
              <li key={section.to}>
                <LocalizedLink to={section.to} aria-current={isCurrentSection(section, pathname) ? 'page' : undefined}>
                  {t(`nav.${section.key}`)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="admin-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  )
}

/** A back-office page: its title (also the document's), the actions beside it, then its content. */
export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation('admin')
  return (
    <>
      <title>{`${title} | ${t('shell.brand')}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="admin-page__head">
        <h1>{title}</h1>
        {actions ? <div className="admin-page__actions">{actions}</div> : null}
      </div>
      {children}
    </>
  )
}

/** The sign-in and set-up pages: the back office's frame without the menu. */
export function AdminDoor({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('admin')
  return (
    <div className="admin admin--door">
      <title>{`${title} | ${t('shell.brand')}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <header className="admin-header">
        <span className="admin-header__brand">{t('shell.brand')}</span>
        <LanguageSwitch className="admin-header__lang" />
      </header>
      <main id="main" className="admin-door">
        <h1>{title}</h1>
        {children}
      </main>
    </div>
  )
}

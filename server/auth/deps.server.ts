import type { AccountDeps, AccountLocale } from '../../domain/accounts/accounts.server'
import { agencyContact } from '../agency.server'
import { localeOrFrench } from '../../domain/i18n/locales'
import type { AppContext } from '../context'

export const SITE_NAME = 'Crans-Montana Agency'

/**
 * The site's own origin, for the links of e-mails: PUBLIC_URL (default http://localhost:PORT), never
 * the request's Host or X-Forwarded-* headers, which whoever sends the request chooses.
 */
export function siteOrigin(context: Pick<AppContext, 'settings'>): string {
  return context.settings.publicUrl
}

/** What the account services need, from the request context. */
export function accountDeps(context: AppContext): AccountDeps {
  return {
    db: context.db,
    sessions: context.auth,
    mail: context.mail,
    jobs: context.jobs,
    log: context.log,
    site: agencyContact(context),
  }
}

/** The `locale` parameter (SPEC §7: default fr); any language but English answers in French. */
export const accountLocale = (value: unknown): AccountLocale => localeOrFrench(value)

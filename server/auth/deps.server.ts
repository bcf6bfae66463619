import type { AccountDeps, AccountLocale } from '../../domain/accounts/accounts.server'
import type { AppContext } from '../context'

export const SITE_NAME = 'Crans-Montana Agency'

/** The site's own origin: PUBLIC_URL when set, else the request's. */
export function siteOrigin(context: Pick<AppContext, 'settings'>, request: Request): string {
  return context.settings.publicUrl ? new URL(context.settings.publicUrl).origin : new URL(request.url).origin
}

/** What the account services need, from the request context. */
export function accountDeps(context: AppContext, request: Request): AccountDeps {
  return {
    db: context.db,
    sessions: context.auth,
    mail: context.mail,
    jobs: context.jobs,
    log: context.log,
    site: {
      name: SITE_NAME,
      url: siteOrigin(context, request),
      email: context.settings.contactEmail,
      phone: context.settings.contactPhone,
    },
  }
}

/** The `locale` parameter (SPEC §7: default fr); any language but English answers in French. */
export function accountLocale(value: unknown): AccountLocale {
  return value === 'en' ? 'en' : 'fr'
}

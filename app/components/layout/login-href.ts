import { ACCOUNT_PATHS } from '../../../domain/accounts/paths'
import { sameSitePath } from '../../../domain/navigation/same-site-path'

/** Pages a visitor signs in from without wanting to come back to them. */
const ENTRY_PAGES: ReadonlySet<string> = new Set([ACCOUNT_PATHS.login, ACCOUNT_PATHS.signUp, ACCOUNT_PATHS.forgotPassword, ACCOUNT_PATHS.resetPassword])

/**
 * Longest address the link brings the visitor back to with its query: a real page's parameters are a
 * few dozen characters; a longer query is the visitor's own (or a crafted link's), and copying it into
 * every page's header would grow the page with it.
 */
const MAX_DESTINATION = 512

/**
 * The header's log-in link (a real link before the page is alive, decision 041): back to this page
 * after signing in when it is a page of this site to come back to; the log-in page alone otherwise
 * (an entry page, an address that would leave the site, decision 013).
 */
export function loginHref(login: string, appPath: string, here: { pathname: string; search: string }): string {
  if (ENTRY_PAGES.has(appPath)) return login
  const address = here.pathname + here.search
  const destination = sameSitePath(address.length <= MAX_DESTINATION ? address : here.pathname)
  return destination ? `${login}?destination=${encodeURIComponent(destination)}` : login
}

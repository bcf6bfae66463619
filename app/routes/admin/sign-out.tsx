import { redirect } from 'react-router'
import type { Route } from './+types/sign-out'
import { localized } from '../../lib/request-locale.server'
import { endSession } from '../../../domain/accounts/sessions.server'
import { clearedSessionCookies, readCookie, REFRESH_COOKIE } from '../../../server/auth/cookies'
import { clearedStaffCookie } from '../../../server/auth/staff.server'

/** POST /admin/deconnexion: ends the session and the staff pass, back to the sign-in page. */
export async function action({ request, context }: Route.ActionArgs) {
  await endSession(context.db, readCookie(request.headers.get('cookie'), REFRESH_COOKIE))
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  for (const cookie of clearedSessionCookies({ secure: context.auth.secureCookies })) headers.append('Set-Cookie', cookie)
  headers.append('Set-Cookie', clearedStaffCookie(context, 'staff'))
  return redirect(localized('/admin/connexion', request), { status: 303, headers })
}

export function loader() {
  throw new Response('Not Found', { status: 404 })
}

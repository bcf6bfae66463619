/**
 * Who may use the back office, on every /admin page and call (docs/decisions/031): a signed-in account
 * whose staff pass (cookie XSP, both factors given) names it, and which the database
 * still holds as staff with a confirmed second factor (a member removed from the staff is out at the
 * next request, whatever pass they hold). Anyone else gets the 404 page: the back office does not
 * say that it exists.
 */
import { isAdmin, isStaff } from '../../domain/staff/roles'
import { staffAccount } from '../../domain/staff/staff.server'
import { type StaffPassPurpose, STAFF_PASS_TTL_SECONDS, signStaffPass, verifyStaffPass } from '../../domain/staff/staff-pass.server'
import type { AppContext } from '../context'
import { readCookie } from './cookies'
import { userFromRequest } from './identity.server'

export const STAFF_COOKIE = 'XSP'
export const SECOND_FACTOR_COOKIE = 'XSF'

const COOKIE_OF: Record<StaffPassPurpose, string> = { staff: STAFF_COOKIE, 'second-factor': SECOND_FACTOR_COOKIE }

export type StaffMember = { id: number; name: string; username: string; admin: boolean }

/** The staff member a request comes from, or null. */
export async function staffOf(request: Request, context: Pick<AppContext, 'auth' | 'db' | 'visitorRead'>): Promise<StaffMember | null> {
  const user = await userFromRequest(request, context)
  if (!user) return null
  const passed = await verifyStaffPass(context.auth.secret, 'staff', readCookie(request.headers.get('cookie'), STAFF_COOKIE))
  if (passed !== user.id) return null
  const account = await staffAccount(context.db, user.id)
  if (!account || !isStaff(account.roles)) return null
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ') || account.username
  return { id: account.id, name, username: account.username, admin: isAdmin(account.roles) }
}

/** The staff member of a request, or the 404 page. */
export async function requireStaff(request: Request, context: Pick<AppContext, 'auth' | 'db' | 'visitorRead'>): Promise<StaffMember> {
  const member = await staffOf(request, context)
  if (!member) throw new Response('Not Found', { status: 404 })
  return member
}

/**
 * Set-Cookie of a staff pass: HttpOnly, Lax like the session (a link to the back office in an e-mail
 * opens it signed in; the same-site middleware refuses other sites' posts). Path / because the back
 * office answers under /admin and /en/admin; a pass alone opens nothing without the session.
 */
export async function staffPassCookie(context: Pick<AppContext, 'auth'>, purpose: StaffPassPurpose, userId: number): Promise<string> {
  const pass = await signStaffPass(context.auth.secret, purpose, userId)
  return passCookie(COOKIE_OF[purpose], pass, STAFF_PASS_TTL_SECONDS[purpose], context.auth.secureCookies)
}

export function clearedStaffCookie(context: Pick<AppContext, 'auth'>, purpose: StaffPassPurpose): string {
  return passCookie(COOKIE_OF[purpose], '', 0, context.auth.secureCookies)
}

/** The account whose password was just checked, waiting for its code (cookie XSF), or null. */
export function pendingSecondFactor(request: Request, context: Pick<AppContext, 'auth'>): Promise<number | null> {
  return verifyStaffPass(context.auth.secret, 'second-factor', readCookie(request.headers.get('cookie'), SECOND_FACTOR_COOKIE))
}

function passCookie(name: string, value: string, maxAge: number, secure: boolean): string {
  return [`${name}=${value}`, 'Path=/', 'SameSite=Lax', 'HttpOnly', ...(secure ? ['Secure'] : []), `Max-Age=${maxAge}`].join('; ')
}

import type { StaffMember } from '../../server/auth/staff.server'
import type { AppContext } from '../../server/context'

/** Back-office answers are the member's own: never kept by a cache, never indexed. */
export const BACK_OFFICE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } as const

/**
 * The staff member of a back-office loader or action. The guard in front of the pages
 * (server/middleware/back-office.ts) has already answered 404 to anyone else; this only hands the
 * member over (for the audit log), and stays a 404 should a route ever be reached without the guard.
 */
export function requireStaffMember(context: Pick<AppContext, 'staff'>): StaffMember {
  if (!context.staff) throw new Response('Not Found', { status: 404 })
  return context.staff
}

/** The same, for what only admins may do (staff accounts, settings, the audit log). */
export function requireAdmin(context: Pick<AppContext, 'staff'>): StaffMember {
  const member = requireStaffMember(context)
  if (!member.admin) throw new Response('Not Found', { status: 404 })
  return member
}

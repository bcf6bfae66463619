/**
 * Who may use the back office (docs/decisions/031): staff members, and admins who also manage the
 * staff and the settings. The roles live on the account (`users.roles`), next to `ROLE_USER`.
 * Browser-safe.
 */
export const STAFF_ROLE = 'ROLE_STAFF'
export const ADMIN_ROLE = 'ROLE_ADMIN'

export function isStaff(roles: readonly string[]): boolean {
  return roles.includes(STAFF_ROLE) || roles.includes(ADMIN_ROLE)
}

export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes(ADMIN_ROLE)
}

/** The roles of a staff account: an admin is staff too. */
export function staffRoles(admin: boolean): string[] {
  return admin ? ['ROLE_USER', STAFF_ROLE, ADMIN_ROLE] : ['ROLE_USER', STAFF_ROLE]
}

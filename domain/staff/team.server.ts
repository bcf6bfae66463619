/**
 * The agency's team in the back office, for admins (docs/decisions/031): who is staff or admin and
 * whether their second factor is set up; add a member (a one-time set-up link, as the command gives),
 * make a member admin or staff, give a new set-up link (a lost phone), and take a member out of the
 * back office. Nobody changes or removes themselves, and the last admin always stays: the admin rows
 * are locked while a change counts them.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { staffFactors, staffSetupLinks, users } from '../../db/schema'
import type { DbOrTx, Tx } from '../../db/types'
import { recordChange, type Staff } from './audit.server'
import { ADMIN_ROLE, isAdmin, STAFF_ROLE, staffRoles } from './roles'
import { createStaff, type StaffDeps } from './staff.server'

export type TeamMember = { id: number; email: string; name: string; admin: boolean; ready: boolean }

const staffRows = (db: DbOrTx) =>
  db
    .select({ id: users.id, email: users.username, firstName: users.firstName, lastName: users.lastName, roles: users.roles, confirmedAt: staffFactors.confirmedAt })
    .from(users)
    .leftJoin(staffFactors, eq(staffFactors.userId, users.id))
    .where(or(sql`${users.roles} @> ${JSON.stringify([STAFF_ROLE])}::jsonb`, sql`${users.roles} @> ${JSON.stringify([ADMIN_ROLE])}::jsonb`))
    .orderBy(users.username)

export async function listTeam(db: DbOrTx): Promise<TeamMember[]> {
  return (await staffRows(db)).map((r) => ({ id: r.id, email: r.email, name: `${r.firstName} ${r.lastName}`.trim(), admin: isAdmin(r.roles), ready: r.confirmedAt !== null }))
}

export type TeamRefusalCode = 'invalid_email' | 'not_found' | 'yourself' | 'last_admin'
export type TeamResult<T extends object = object> = ({ ok: true } & T) | { ok: false; code: TeamRefusalCode }

/** The other admins, locked so that two admins demoting each other at once never leave none. */
async function otherAdmins(tx: Tx, userId: number): Promise<number> {
  const rows = await tx.select({ id: users.id }).from(users).where(sql`${users.roles} @> ${JSON.stringify([ADMIN_ROLE])}::jsonb`).for('update')
  return rows.filter((r) => r.id !== userId).length
}

async function memberIn(tx: DbOrTx, userId: number) {
  if (!Number.isSafeInteger(userId)) return null
  return (await staffRows(tx)).find((r) => r.id === userId) ?? null
}

/** Adds a member (or makes an existing account staff): the set-up link's token, shown once. */
export async function addMember(deps: StaffDeps, staff: Staff, input: { email: string; firstName: string; lastName: string; admin: boolean }): Promise<TeamResult<{ token: string; email: string }>> {
  const created = await createStaff(deps, { email: input.email, admin: input.admin, firstName: input.firstName.trim().slice(0, 100), lastName: input.lastName.trim().slice(0, 100) })
  if (created.status !== 'created') return { ok: false, code: 'invalid_email' }
  await recordChange(deps.db, staff, { action: 'create', entity: 'staff', entityId: created.userId, after: { email: created.username, admin: input.admin } })
  return { ok: true, token: created.token, email: created.username }
}

/** A new set-up link for a member (a new phone): the old second factor stops working at once. */
export async function renewSetupLink(deps: StaffDeps, staff: Staff, input: { userId: number }): Promise<TeamResult<{ token: string; email: string }>> {
  const member = await memberIn(deps.db, input.userId)
  if (!member) return { ok: false, code: 'not_found' }
  if (member.id === staff.id) return { ok: false, code: 'yourself' }
  const created = await createStaff(deps, { email: member.email, admin: isAdmin(member.roles) })
  if (created.status !== 'created') return { ok: false, code: 'not_found' }
  await recordChange(deps.db, staff, { action: 'renew_setup_link', entity: 'staff', entityId: member.id })
  return { ok: true, token: created.token, email: member.email }
}

/** Makes a member admin, or staff only. */
export async function setAdmin(deps: { db: Db }, staff: Staff, input: { userId: number; admin: boolean }): Promise<TeamResult> {
  return deps.db.transaction(async (tx) => {
    const member = await memberIn(tx, input.userId)
    if (!member) return { ok: false as const, code: 'not_found' as const }
    if (member.id === staff.id) return { ok: false as const, code: 'yourself' as const }
    if (!input.admin && (await otherAdmins(tx, member.id)) === 0) return { ok: false as const, code: 'last_admin' as const }
    const roles = [...member.roles.filter((r) => r !== STAFF_ROLE && r !== ADMIN_ROLE), ...staffRoles(input.admin).filter((r) => r !== 'ROLE_USER')]
    await tx.update(users).set({ roles, updatedAt: sql`now()` }).where(eq(users.id, member.id))
    await recordChange(tx, staff, { action: 'update', entity: 'staff', entityId: member.id, before: { admin: isAdmin(member.roles) }, after: { admin: input.admin } })
    return { ok: true as const }
  })
}

/** Takes a member out of the back office: the roles, the second factor and any set-up link go. */
export async function removeMember(deps: { db: Db }, staff: Staff, input: { userId: number }): Promise<TeamResult> {
  return deps.db.transaction(async (tx) => {
    const member = await memberIn(tx, input.userId)
    if (!member) return { ok: false as const, code: 'not_found' as const }
    if (member.id === staff.id) return { ok: false as const, code: 'yourself' as const }
    if (isAdmin(member.roles) && (await otherAdmins(tx, member.id)) === 0) return { ok: false as const, code: 'last_admin' as const }
    const roles = member.roles.filter((r) => r !== STAFF_ROLE && r !== ADMIN_ROLE)
    await tx.update(users).set({ roles: roles.length ? roles : ['ROLE_USER'], updatedAt: sql`now()` }).where(eq(users.id, member.id))
    await tx.delete(staffFactors).where(eq(staffFactors.userId, member.id))
    await tx.update(staffSetupLinks).set({ expiresAt: sql`now()` }).where(and(inArray(staffSetupLinks.userId, [member.id]), isNull(staffSetupLinks.usedAt)))
    await recordChange(tx, staff, { action: 'delete', entity: 'staff', entityId: member.id, before: { email: member.email, admin: isAdmin(member.roles) } })
    return { ok: true as const }
  })
}

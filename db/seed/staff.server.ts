import { staffFactors, users } from '../schema'
import { hashPassword } from '../../domain/accounts/password.server'
import { staffRoles } from '../../domain/staff/roles'
import type { DbOrTx } from '../types'
import { DEMO_ADMIN } from './data/demo-staff'
import type { SecretBox } from '../../domain/secrets/secret-box.server'

/** The demo admin, with a second factor already set up on the documented key (db/seed/data/demo-staff.ts). */
export async function seedDemoAdmin(tx: DbOrTx, secrets: SecretBox, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_ADMIN.password)
  const account = { passwordHash, firstName: DEMO_ADMIN.firstName, lastName: DEMO_ADMIN.lastName, roles: staffRoles(true), updatedAt: now }
  const [user] = await tx
    .insert(users)
    .values({ username: DEMO_ADMIN.email, locale: 'fr', dataUse: false, ...account })
    .onConflictDoUpdate({ target: users.username, set: account })
    .returning({ id: users.id })
  const factor = { totpSecret: secrets.seal('staff-totp', DEMO_ADMIN.totpSecret), confirmedAt: now, recoveryCodes: [], updatedAt: now }
  await tx
    .insert(staffFactors)
    .values({ userId: user.id, lastTimeStep: 0, ...factor })
    .onConflictDoUpdate({ target: staffFactors.userId, set: factor })
}

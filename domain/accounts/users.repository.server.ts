import { eq } from 'drizzle-orm'
import { shippingContacts, users } from '../../db/schema'
import type { DbOrTx } from '../../db/types'
import type { ContactRow, StoredContact } from '../shop/stored-contact'

export type UserRow = typeof users.$inferSelect

export async function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1)
  return row ?? null
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row ?? null
}

/**
 * Inserts an account, or returns null when the username is taken (the unique constraint decides,
 * so two simultaneous sign-ups with one address cannot both succeed).
 */
export async function insertUser(
  tx: DbOrTx,
  user: { username: string; passwordHash: string; firstName: string; lastName: string; locale: string; dataUse: boolean },
): Promise<UserRow | null> {
  const [row] = await tx.insert(users).values(user).onConflictDoNothing({ target: users.username }).returning()
  return row ?? null
}

export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId))
}

export async function setUserLocale(db: DbOrTx, userId: number, locale: string): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId))
}

export async function findContact(db: DbOrTx, id: number): Promise<ContactRow | null> {
  const [row] = await db.select().from(shippingContacts).where(eq(shippingContacts.id, id)).limit(1)
  return row ?? null
}

/**
 * Writes the account's contact: updates the one it points to, or creates it and points the account
 * to it. The account's own names and consent follow the contact. Runs in the caller's transaction
 * with the account row locked, so two saves never create two contacts.
 */
export async function saveAccountContact(tx: DbOrTx, userId: number, contact: StoredContact): Promise<ContactRow> {
  const [user] = await tx.select({ contactId: users.contactId }).from(users).where(eq(users.id, userId)).for('update')
  if (!user) throw new Error(`No account ${userId}`)
  const now = new Date()
  let saved: ContactRow | undefined
  if (user.contactId !== null) {
    ;[saved] = await tx
      .update(shippingContacts)
      .set({ ...contact, updatedAt: now })
      .where(eq(shippingContacts.id, user.contactId))
      .returning()
  }
  if (!saved) {
    ;[saved] = await tx.insert(shippingContacts).values(contact).returning()
  }
  await tx
    .update(users)
    .set({ contactId: saved.id, firstName: contact.firstName, lastName: contact.lastName, dataUse: contact.dataUse ?? false, updatedAt: now })
    .where(eq(users.id, userId))
  return saved
}

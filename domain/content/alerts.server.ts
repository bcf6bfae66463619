/**
 * Staff manage the alerts (the banner of every public page): create, edit, publish or unpublish and
 * delete, each with its audit entry in the change's transaction. Writing `alerts` fires its trigger
 * (migration 0011): every kept public page is dropped, so the banner changes at once.
 */
import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { alerts, PUBLISHED } from '../../db/schema'
import { recordChange, type Staff } from '../staff/audit.server'
import type { FieldErrors } from '../validation'
import { ALERT_FIELDS, type AlertFormValues, alertState, checkAlert, zurichInstant, zurichLocal } from './alert-rules'

const DRAFT = 1
/** An id a form may send that the table can hold (anything else is no alert, never a database error). */
const isId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647

export type AlertRow = typeof alerts.$inferSelect
export type SaveAlertResult = { status: 'saved'; id: number } | { status: 'invalid'; errors: FieldErrors } | { status: 'not_found' }

/** Every alert, newest first, with where it stands now (in force, planned, ended, draft). */
export async function listAlerts(db: Db, now = new Date()) {
  const rows = await db.select().from(alerts).orderBy(desc(alerts.id))
  return rows.map((row) => ({ ...row, state: alertState({ published: row.status === PUBLISHED, startsAt: row.startsAt, endsAt: row.endsAt }, now) }))
}

/** The form's values of a stored alert. */
export function alertFormValues(row: AlertRow): AlertFormValues {
  return {
    level: row.level,
    status: row.status === PUBLISHED ? 'published' : 'draft',
    startsAt: row.startsAt ? zurichLocal(row.startsAt) : '',
    endsAt: row.endsAt ? zurichLocal(row.endsAt) : '',
    message_fr: row.message.fr ?? '',
    message_en: row.message.en ?? '',
  }
}

function stored(values: AlertFormValues) {
  return {
    level: values.level,
    status: values.status === 'published' ? PUBLISHED : DRAFT,
    startsAt: zurichInstant(values.startsAt),
    endsAt: zurichInstant(values.endsAt),
    message: values.message_en ? { fr: values.message_fr, en: values.message_en } : { fr: values.message_fr },
  }
}

/** Creates an alert (no id) or changes one. */
export async function saveAlert(deps: { db: Db }, staff: Staff, input: { id?: number; values: AlertFormValues; locale: 'fr' | 'en' }): Promise<SaveAlertResult> {
  const values = Object.fromEntries(ALERT_FIELDS.map((field) => [field, (input.values[field] ?? '').trim()]))
  const errors = checkAlert(values, input.locale)
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors }
  if (input.id !== undefined && !isId(input.id)) return { status: 'not_found' }
  const row = stored(values)
  return deps.db.transaction(async (tx): Promise<SaveAlertResult> => {
    if (input.id === undefined) {
      const [created] = await tx.insert(alerts).values(row).returning()
      await recordChange(tx, staff, { action: 'create', entity: 'alert', entityId: created.id, after: row })
      return { status: 'saved', id: created.id }
    }
    const [before] = await tx.select().from(alerts).where(eq(alerts.id, input.id)).for('update')
    if (!before) return { status: 'not_found' }
    await tx.update(alerts).set({ ...row, updatedAt: sql`now()` }).where(eq(alerts.id, before.id))
    await recordChange(tx, staff, { action: 'update', entity: 'alert', entityId: before.id, before, after: row })
    return { status: 'saved', id: before.id }
  })
}

/** Publishes or unpublishes an alert; false when there is none of that id. */
export async function setAlertPublished(deps: { db: Db }, staff: Staff, input: { id: number; published: boolean }): Promise<boolean> {
  if (!isId(input.id)) return false
  return deps.db.transaction(async (tx) => {
    const status = input.published ? PUBLISHED : DRAFT
    const [before] = await tx.select({ status: alerts.status }).from(alerts).where(eq(alerts.id, input.id)).for('update')
    if (!before) return false
    await tx.update(alerts).set({ status, updatedAt: sql`now()` }).where(eq(alerts.id, input.id))
    await recordChange(tx, staff, { action: input.published ? 'publish' : 'unpublish', entity: 'alert', entityId: input.id, before, after: { status } })
    return true
  })
}

/** Deletes an alert (its words stay in the audit log); false when there is none of that id. */
export async function deleteAlert(deps: { db: Db }, staff: Staff, input: { id: number }): Promise<boolean> {
  if (!isId(input.id)) return false
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.delete(alerts).where(eq(alerts.id, input.id)).returning()
    if (!before) return false
    await recordChange(tx, staff, { action: 'delete', entity: 'alert', entityId: input.id, before })
    return true
  })
}

export async function findAlert(db: Db, id: number): Promise<AlertRow | null> {
  if (!isId(id)) return null
  const [row] = await db.select().from(alerts).where(eq(alerts.id, id))
  return row ?? null
}

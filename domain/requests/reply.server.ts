/**
 * What staff do to a request: reply by e-mail (the reply kept, the status answered, the e-mail
 * queued, the change audited, all in one transaction), close and reopen. The request's row is locked
 * first, so two staff members acting at once are taken one after the other.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { requestReplies, requests } from '../../db/schema'
import type { Tx } from '../../db/types'
import type { MailService } from '../mail/mail.server'
import { requestReply } from '../mail/templates/request-reply.server'
import type { AgencyContact } from './request-mails'
import type { RequestTitle } from './request-rules'
import { recordChange, type Staff } from '../staff/audit.server'
import type { FieldErrors } from '../validation'
import { type InboxMessageCode, inboxMessage } from './inbox-messages'
import { canReply, checkReply, nextStatus, type StatusMove } from './reply-rules'

export type InboxDeps = {
  db: Db
  mail: Pick<MailService, 'enqueue'>
  /** Told after the commit, so the e-mail goes out at once. */
  jobs?: { wake: () => void }
  agency: AgencyContact
  now?: () => Date
}

export type InboxResult =
  | { status: 'done' }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'refused'; code: InboxMessageCode; message: string }

type Locale = 'fr' | 'en'

const refused = (code: InboxMessageCode, locale: Locale): InboxResult => ({ status: 'refused', code, message: inboxMessage(code, locale) })

async function lockRequest(tx: Tx, id: number) {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const [row] = await tx.select().from(requests).where(eq(requests.id, id)).for('update')
  return row ?? null
}

export async function replyToRequest(deps: InboxDeps, staff: Staff, input: { requestId: number; body: string; locale: Locale }): Promise<InboxResult> {
  const errors = checkReply(input, input.locale)
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors }
  const body = input.body.trim()
  const now = deps.now?.() ?? new Date()
  const result = await deps.db.transaction(async (tx): Promise<InboxResult> => {
    const request = await lockRequest(tx, input.requestId)
    if (!request) return refused('notFound', input.locale)
    if (!canReply(request.status)) return refused('closed', input.locale)
    const [reply] = await tx
      .insert(requestReplies)
      .values({ requestId: request.id, staffId: staff.id, staffName: staff.name, body, sentAt: now })
      .returning({ id: requestReplies.id })
    await tx.update(requests).set({ status: 'answered', statusChangedAt: now }).where(eq(requests.id, request.id))
    const recipient = { ...request, locale: request.locale === 'en' ? 'en' : 'fr', title: request.title as RequestTitle } as const
    await deps.mail.enqueue(tx, await requestReply(recipient, { body, staffName: staff.name }, deps.agency))
    await recordChange(tx, staff, {
      action: 'reply',
      entity: 'request',
      entityId: request.id,
      before: { status: request.status },
      after: { status: 'answered', replyId: reply.id, body },
    })
    return { status: 'done' }
  })
  if (result.status === 'done') deps.jobs?.wake()
  return result
}

export async function moveRequest(deps: Pick<InboxDeps, 'db' | 'now'>, staff: Staff, input: { requestId: number; move: StatusMove; locale: Locale }): Promise<InboxResult> {
  const now = deps.now?.() ?? new Date()
  return deps.db.transaction(async (tx): Promise<InboxResult> => {
    const request = await lockRequest(tx, input.requestId)
    if (!request) return refused('notFound', input.locale)
    const [{ replies }] = await tx
      .select({ replies: sql<number>`count(*)::int` })
      .from(requestReplies)
      .where(eq(requestReplies.requestId, request.id))
    const status = nextStatus(request.status, input.move, replies > 0)
    if (!status) return refused('noChange', input.locale)
    await tx.update(requests).set({ status, statusChangedAt: now }).where(eq(requests.id, request.id))
    await recordChange(tx, staff, { action: input.move, entity: 'request', entityId: request.id, before: { status: request.status }, after: { status } })
    return { status: 'done' }
  })
}

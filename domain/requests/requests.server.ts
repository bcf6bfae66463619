import { createHash } from 'node:crypto'
import type { Logger } from 'pino'
import type { Db } from '../../db/client.server'
import { parseSwissDate } from '../format/date'
import type { MailService } from '../mail/mail.server'
import { agencyNotification, visitorAcknowledgement } from '../mail/templates/request.server'
import { check, type FieldErrors, toE164, validationMessage } from '../validation'
import { hashAddress } from './client-address.server'
import { requestMessage } from './messages'
import type { AgencyContact, StoredRequest } from './request-mails'
import {
  DEFAULT_PHONE_COUNTRY,
  HONEYPOT_FIELD,
  isRequestKind,
  isSubjectType,
  type RequestFormValues,
  type RequestTitle,
  requestFieldRules,
} from './request-rules'
import { findRequestSubject, insertRequest } from './requests.repository.server'
import { hitRateLimit, purgeRateLimits, type RateLimitRule } from './rate-limit.server'

/** Five requests per address in ten minutes (DESIGN §3: contact forms are rate-limited per address). */
export const REQUEST_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 10 * 60_000 }

/**
 * Three acknowledgements per recipient address in an hour, whoever sends the requests: the form
 * cannot be used to flood someone's mailbox from many addresses. Beyond, the request is still stored
 * and forwarded to the agency; only the acknowledgement is left out.
 */
export const ACKNOWLEDGEMENT_RATE_LIMIT: RateLimitRule = { limit: 3, windowMs: 60 * 60_000 }

/** The counter key of a recipient: a pseudonym of the address, never the address itself. */
function recipientKey(email: string): string {
  const hash = createHash('sha256').update(`crans-montana-agency/acknowledgements/${email.trim().toLowerCase()}`).digest('hex')
  return `acknowledgement:${hash.slice(0, 32)}`
}

export type RequestServiceDeps = {
  db: Db
  mail: Pick<MailService, 'enqueue' | 'agencyEmail'>
  /** Told after the commit, so the e-mails go out at once rather than at the next poll. */
  jobs?: { wake: () => void }
  agency: AgencyContact
  rateLimit?: RateLimitRule
  now?: () => Date
  log?: Pick<Logger, 'info' | 'warn'>
}

export type RequestSubmission = {
  locale: 'fr' | 'en'
  values: RequestFormValues
  /** The visitor's address (only its hash is kept). */
  clientAddress: string
  /** Absolute address of the page the form was on. */
  pageUrl: string | null
}

export type SubmitResult =
  | { status: 'sent'; requestId: number | null }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'rate_limited'; message: string; retryAfterSeconds: number }

const text = (value: string | undefined) => (value ?? '').trim()

/**
 * Takes a contact, information or visit request: validates it with the form's own rules (this
 * verdict is the authority), turns robots away quietly, limits each address to five requests in
 * ten minutes, then stores the request and queues the agency's notification and the visitor's
 * acknowledgement in one transaction: either all three exist or none. The acknowledgement goes to
 * an address nobody verified, so each address gets at most three an hour.
 */
export async function submitRequest(deps: RequestServiceDeps, input: RequestSubmission): Promise<SubmitResult> {
  const { values, locale } = input
  const now = deps.now?.() ?? new Date()

  // A person never sees the honeypot; whatever filled it is told "sent" and nothing is kept.
  if (text(values[HONEYPOT_FIELD]) !== '') {
    deps.log?.info({ honeypot: true }, 'request dropped: honeypot filled')
    return { status: 'sent', requestId: null }
  }
  const kind = values.kind
  if (!isRequestKind(kind)) {
    return { status: 'invalid', errors: { kind: { code: 'oneOf', key: 'validation.invalid', message: validationMessage('validation.invalid', locale) } } }
  }
  const errors = check(requestFieldRules(kind), values, locale)
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors }

  const ipHash = hashAddress(input.clientAddress)
  const verdict = await hitRateLimit(deps.db, `request:${ipHash}`, deps.rateLimit ?? REQUEST_RATE_LIMIT, now)
  if (!verdict.allowed) {
    deps.log?.warn({ ipHash, count: verdict.count }, 'request refused: rate limit')
    return { status: 'rate_limited', message: requestMessage('rateLimited', locale), retryAfterSeconds: verdict.retryAfterSeconds }
  }

  const subjectId = Number(values.subjectId)
  const subject =
    kind !== 'contact' && isSubjectType(values.subjectType) && Number.isSafeInteger(subjectId) && subjectId > 0
      ? ((await findRequestSubject(deps.db, values.subjectType, subjectId, locale)) ?? {
          type: values.subjectType,
          id: subjectId,
          reference: null,
          title: null,
          titleFr: null,
        })
      : null
  const phoneCountry = text(values.phoneCountry) || DEFAULT_PHONE_COUNTRY
  const request: Omit<StoredRequest, 'id' | 'createdAt'> = {
    kind,
    locale,
    subject,
    title: text(values.title) as RequestTitle,
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    email: text(values.email),
    phone: toE164(text(values.phone), phoneCountry) ?? text(values.phone),
    phoneCountry,
    birthdate: kind === 'contact' ? parseSwissDate(text(values.birthdate)) : null,
    visitDates: kind === 'visit' ? text(values.visitDates) || null : null,
    message: text(values.message),
    pageUrl: input.pageUrl,
  }

  const stored = await deps.db.transaction(async (tx) => {
    const row = await insertRequest(tx, {
      kind,
      locale,
      subjectType: subject?.type ?? null,
      subjectId: subject?.id ?? null,
      subjectReference: subject?.reference ?? null,
      subjectTitle: subject?.title ?? null,
      title: request.title,
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      phone: request.phone,
      phoneCountry,
      birthdate: request.birthdate,
      visitDates: request.visitDates,
      message: request.message,
      pageUrl: request.pageUrl,
      ipHash,
      createdAt: now,
    })
    const full: StoredRequest = { ...request, id: row.id, createdAt: row.createdAt }
    await deps.mail.enqueue(tx, await agencyNotification(full, deps.mail.agencyEmail, deps.agency))
    const acknowledge = await hitRateLimit(tx, recipientKey(request.email), ACKNOWLEDGEMENT_RATE_LIMIT, now)
    if (acknowledge.allowed) await deps.mail.enqueue(tx, await visitorAcknowledgement(full, deps.agency))
    else deps.log?.warn({ request: row.id }, 'acknowledgement left out: recipient limit')
    return row
  })
  deps.jobs?.wake()
  deps.log?.info({ request: stored.id, kind }, 'request stored')

  // Now and then, forget the counters of windows long over.
  if (Math.random() < 0.02) {
    await purgeRateLimits(deps.db, new Date(now.getTime() - 24 * 60 * 60_000)).catch(() => {})
  }
  return { status: 'sent', requestId: stored.id }
}

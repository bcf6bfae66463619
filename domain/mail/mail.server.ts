import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { z } from 'zod'
import { enqueue, type JobHandlers } from '../jobs/jobs.server'
import type { DbOrTx } from '../../db/types'
import { parseAddress } from './address'
import { checkAttachments } from './attachments'
import { createFileTransport } from './file-transport.server'
import { createSmtpTransport } from './smtp-transport.server'
import type { MailMessage, MailTransport, OutgoingMail, SentMail } from './types'

/** The job kind that sends one message. */
export const MAIL_SEND_JOB = 'mail.send'

export type MailSettings = {
  /** MAIL_FROM: "Name <address>". */
  from: string
  /** AGENCY_EMAIL: where the agency's notifications go. */
  agencyEmail: string
}

export type MailService = MailSettings & {
  transportKind: MailTransport['kind']
  /** DATA_DIR/mail when messages are written as files; null with SMTP. */
  outboxDir: string | null
  /**
   * Queues a message in the caller's transaction (job `mail.send`); the worker sends it after the
   * commit and retries with backoff when the transport fails. Returns the job id.
   */
  enqueue: (tx: DbOrTx, message: MailMessage) => Promise<number>
  /** Sends at once, without the queue. */
  send: (message: MailMessage) => Promise<SentMail>
  /** Job handlers to give the worker. */
  handlers: JobHandlers
  close: () => Promise<void>
}

const outgoingSchema = z.object({
  from: z.string().min(1),
  to: z.array(z.string().min(1)).min(1),
  replyTo: z.string().optional(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })).optional(),
  messageId: z.string().regex(/^<[^<>\s]+@[^<>\s]+>$/),
  date: z.string(),
})

/** Fills in sender, identity and date, and checks every address and attachment (throws on a bad one). */
export function prepareMail(message: MailMessage, settings: Pick<MailSettings, 'from'>, now = new Date()): OutgoingMail {
  const from = message.from ?? settings.from
  const to = typeof message.to === 'string' ? [message.to] : [...message.to]
  if (to.length === 0) throw new Error('A message needs a recipient')
  for (const address of [from, ...to, ...(message.replyTo ? [message.replyTo] : [])]) parseAddress(address)
  const domain = parseAddress(from).address.split('@')[1]
  return {
    from,
    to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.attachments?.length ? { attachments: checkAttachments(message.attachments) } : {}),
    messageId: message.messageId ?? `<${randomUUID()}@${domain}>`,
    date: message.date ?? now.toISOString(),
  }
}

export function createMailService(options: MailSettings & { transport: MailTransport; outboxDir?: string | null }): MailService {
  const { transport, ...settings } = options
  return {
    ...settings,
    outboxDir: transport.kind === 'file' ? (options.outboxDir ?? null) : null,
    transportKind: transport.kind,
    enqueue: (tx, message) => enqueue(tx, MAIL_SEND_JOB, prepareMail(message, settings)),
    send: (message) => transport.send(prepareMail(message, settings)),
    handlers: {
      [MAIL_SEND_JOB]: async (payload) => {
        const mail = outgoingSchema.parse(payload)
        if (mail.attachments) checkAttachments(mail.attachments)
        await transport.send(mail)
      },
    },
    close: async () => {
      await transport.close?.()
    },
  }
}

/** SMTP when SMTP_URL is set, else .eml files under DATA_DIR/mail. */
export async function createMailServiceFromConfig(config: {
  smtpUrl?: string
  dataDir: string
  from: string
  agencyEmail: string
}): Promise<MailService> {
  const outboxDir = path.join(config.dataDir, 'mail')
  const transport = config.smtpUrl ? await createSmtpTransport(config.smtpUrl) : createFileTransport(outboxDir)
  return createMailService({ transport, from: config.from, agencyEmail: config.agencyEmail, outboxDir })
}

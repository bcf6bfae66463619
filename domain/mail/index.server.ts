/** E-mail: compose, queue (job `mail.send`), send through .eml files or SMTP (nodemailer). Server only. */
export { parseAddress } from './address'
export { checkAttachments, mailAttachment, MAX_ATTACHMENTS_BYTES } from './attachments'
export { createFileTransport, listOutbox, outboxFileName, readOutboxMail, type OutboxEntry } from './file-transport.server'
export {
  createMailService,
  createMailServiceFromConfig,
  MAIL_SEND_JOB,
  type MailService,
  type MailSettings,
  prepareMail,
} from './mail.server'
export { parseEml, type ParsedAttachment, type ParsedMail } from './read-eml'
export { createSmtpTransport } from './smtp-transport.server'
export type { MailAttachment, MailMessage, MailTransport, OutgoingMail, SentMail } from './types'

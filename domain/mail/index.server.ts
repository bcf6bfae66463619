/** E-mail: compose, queue (job `mail.send`), send through .eml files or SMTP. Server only. */
export { composeEml, formatAddress, parseAddress, parseEml, type ParsedMail } from './eml'
export { createFileTransport, listOutbox, readOutboxMail, type OutboxEntry } from './file-transport.server'
export {
  createMailService,
  createMailServiceFromConfig,
  MAIL_SEND_JOB,
  type MailService,
  type MailSettings,
  prepareMail,
} from './mail.server'
export { createSmtpTransport } from './smtp-transport.server'
export type { MailMessage, MailTransport, OutgoingMail, SentMail } from './types'

/**
 * A file carried by a message (a confirmation PDF, a QR-bill invoice). The content travels as
 * base64 text because the message waits in the jobs table (JSON) until it is sent.
 */
export type MailAttachment = {
  /** The name the recipient sees: no path, no control character. */
  filename: string
  /** MIME type, e.g. "application/pdf". */
  contentType: string
  /** The bytes, base64. */
  content: string
}

/** An e-mail as the application writes it; transports turn it into RFC 5322 text or SMTP. */
export type MailMessage = {
  /** "Name <address>" or "address". Defaults to MAIL_FROM. */
  from?: string
  to: string | readonly string[]
  replyTo?: string
  subject: string
  /** Plain text body; always present. */
  text: string
  /** Optional HTML alternative. */
  html?: string
  attachments?: readonly MailAttachment[]
  /** "<…@domain>"; given once at enqueue time so a retried message keeps its identity. */
  messageId?: string
  /** ISO instant; defaults to the moment of sending. */
  date?: string
}

/** A message ready to go out: every header decided. */
export type OutgoingMail = Required<Pick<MailMessage, 'from' | 'subject' | 'text' | 'messageId' | 'date'>> & {
  to: readonly string[]
  replyTo?: string
  html?: string
  attachments?: readonly MailAttachment[]
}

export type SentMail = { messageId: string; location?: string }

/** Where mail goes: .eml files (embedded default) or an SMTP server (production). */
export interface MailTransport {
  readonly kind: 'file' | 'smtp'
  send(mail: OutgoingMail): Promise<SentMail>
  close?(): Promise<void>
}

import type Mail from 'nodemailer/lib/mailer'
import type { OutgoingMail } from './types'

/**
 * The one translation of a prepared message into nodemailer's terms, shared by the file and the
 * SMTP transports, so an .eml file is byte for byte what SMTP would have sent (but the envelope).
 * nodemailer writes RFC 5322 and MIME: encoded headers, quoted-printable text, base64 files.
 */
export function nodemailerMessage(mail: OutgoingMail): Mail.Options {
  return {
    from: mail.from,
    to: [...mail.to],
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    attachments: (mail.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
      encoding: 'base64',
      contentDisposition: 'attachment' as const,
    })),
    messageId: mail.messageId,
    date: new Date(mail.date),
    // Readable in the .eml files and in any client, whatever the share of accented letters.
    textEncoding: 'quoted-printable',
    // The message is data: nodemailer must never read a file or fetch a URL named in it.
    disableFileAccess: true,
    disableUrlAccess: true,
  }
}

import { nodemailerMessage } from './message.server'
import type { MailTransport, OutgoingMail } from './types'

/**
 * The production transport: an SMTP server named by SMTP_URL (smtp://user:pass@host:587 with
 * STARTTLS when offered, smtps://…:465 for TLS from the start), through nodemailer.
 */
export async function createSmtpTransport(url: string): Promise<MailTransport> {
  const { default: nodemailer } = await import('nodemailer')
  // A dead server must fail the job quickly (it is retried later), never hold the worker.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return {
    kind: 'smtp',
    async send(mail: OutgoingMail) {
      const info = await transporter.sendMail(nodemailerMessage(mail))
      return { messageId: info.messageId ?? mail.messageId }
    },
    async close() {
      transporter.close()
    },
  }
}

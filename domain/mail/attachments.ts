import type { MailAttachment } from './types'

/**
 * Everything a message may carry, decoded: the jobs table keeps the payload (base64) until it is
 * sent, so a confirmation PDF of ~100 KB is fine, a mailbox-sized file is a mistake.
 */
export const MAX_ATTACHMENTS_BYTES = 5 * 1024 * 1024

const FILENAME = /^[^/\\\p{Cc}"]{1,120}$/u
const CONTENT_TYPE = /^[a-z0-9][\w.+-]*\/[a-z0-9][\w.+-]*$/i
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** An attachment from its bytes (a PDF a renderer made). */
export function mailAttachment(filename: string, contentType: string, bytes: Uint8Array): MailAttachment {
  return checkAttachment({ filename, contentType, content: Buffer.from(bytes).toString('base64') })
}

/** The attachment as it is, or an error naming what is wrong with it. */
export function checkAttachment(attachment: MailAttachment): MailAttachment {
  if (!FILENAME.test(attachment.filename) || /^\.+$/.test(attachment.filename)) {
    throw new Error(`Not an attachment file name: ${JSON.stringify(attachment.filename)}`)
  }
  if (!CONTENT_TYPE.test(attachment.contentType)) {
    throw new Error(`Not a content type: ${JSON.stringify(attachment.contentType)}`)
  }
  if (attachment.content.length % 4 !== 0 || !BASE64.test(attachment.content)) {
    throw new Error(`The content of ${attachment.filename} is not base64`)
  }
  return attachment
}

/** The decoded size of base64 content. */
export function decodedSize(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0
  return (base64.length / 4) * 3 - padding
}

/** Checks every attachment and their total size (throws before anything is queued). */
export function checkAttachments(attachments: readonly MailAttachment[]): MailAttachment[] {
  const checked = attachments.map(checkAttachment)
  const total = checked.reduce((sum, a) => sum + decodedSize(a.content), 0)
  if (total > MAX_ATTACHMENTS_BYTES) {
    throw new Error(`Attachments of ${total} bytes: at most ${MAX_ATTACHMENTS_BYTES} bytes may be sent`)
  }
  return checked
}

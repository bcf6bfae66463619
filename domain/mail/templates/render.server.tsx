import { render } from '@react-email/render'
import type { MailAttachment, MailMessage } from '../types'
import { type MailContent, mailText } from './content'
import { MailLayout } from './layout'

/** Both parts of an e-mail from its content: the site's layout in HTML, and the plain text. */
export async function renderMail(content: MailContent): Promise<{ html: string; text: string }> {
  const html = await render(<MailLayout content={content} />)
  return { html, text: mailText(content) }
}

/** A message ready for the mail service: headers, both parts and the files it carries. */
export async function composeMail(input: {
  to: string
  replyTo?: string
  subject: string
  content: MailContent
  attachments?: readonly MailAttachment[]
}): Promise<MailMessage> {
  const { html, text } = await renderMail(input.content)
  return {
    to: input.to,
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    subject: input.subject,
    text,
    html,
    ...(input.attachments?.length ? { attachments: [...input.attachments] } : {}),
  }
}

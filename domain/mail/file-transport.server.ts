import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { nodemailerMessage } from './message.server'
import { parseEml } from './read-eml'
import type { MailTransport, OutgoingMail } from './types'

/** "20261123T101500123Z" from an instant: file names sort by time. */
function stamp(date: Date): string {
  return date.toISOString().replace(/[-:.]/g, '')
}

/** "20261123T101500123Z-6f1c2b4e-….eml": the moment it was written, then the Message-ID's own part. */
export function outboxFileName(messageId: string, now: Date): string {
  const id = (/^<([^@>]+)@/.exec(messageId)?.[1] ?? randomUUID()).replace(/[^\w-]/g, '').slice(0, 36) || randomUUID()
  return `${stamp(now)}-${id}.eml`
}

/**
 * The embedded transport: nodemailer's stream transport writes each message as RFC 5322 text
 * (CRLF line ends, as a mail server stores it) into an .eml file under `dir` (DATA_DIR/mail).
 */
export function createFileTransport(dir: string): MailTransport {
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    kind: 'file',
    async send(mail: OutgoingMail) {
      const info = await writer.sendMail(nodemailerMessage(mail))
      await fs.mkdir(dir, { recursive: true })
      const name = outboxFileName(mail.messageId, new Date())
      const temporary = path.join(dir, `.${name}.tmp`)
      // Written aside then renamed: a reader never sees half a message.
      await fs.writeFile(temporary, info.message)
      await fs.rename(temporary, path.join(dir, name))
      return { messageId: mail.messageId, location: name }
    },
  }
}

export type OutboxEntry = { name: string; subject: string; to: string; from: string; date: Date | null; size: number }

const NAME = /^[\w-]+\.eml$/

/** The .eml files written by the file transport, newest first (for the development mail page). */
export async function listOutbox(dir: string, limit = 200): Promise<OutboxEntry[]> {
  let names: string[]
  try {
    names = (await fs.readdir(dir)).filter((n) => NAME.test(n))
  } catch {
    return []
  }
  names.sort().reverse()
  return Promise.all(
    names.slice(0, limit).map(async (name) => {
      const raw = await fs.readFile(path.join(dir, name), 'utf8')
      const mail = parseEml(raw)
      return { name, subject: mail.subject, to: mail.to, from: mail.from, date: mail.date, size: raw.length }
    }),
  )
}

/** One message of the outbox by file name; null for a name that is not one of its files. */
export async function readOutboxMail(dir: string, name: string) {
  if (!NAME.test(name)) return null
  try {
    const raw = await fs.readFile(path.join(dir, name), 'utf8')
    return { name, raw, ...parseEml(raw) }
  } catch {
    return null
  }
}

import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { mailAttachment, MAX_ATTACHMENTS_BYTES } from './attachments'
import { createFileTransport, outboxFileName, readOutboxMail } from './file-transport.server'
import { createMailService, MAIL_SEND_JOB, prepareMail } from './mail.server'
import { parseEml } from './read-eml'
import { createSmtpTransport } from './smtp-transport.server'
import type { MailTransport } from './types'

const settings = { from: 'Crans-Montana Agency <noreply@crans-montana-agency.ch>', agencyEmail: 'info@crans-montana-agency.ch' }

/** A PDF-looking file with every byte value, so a wrong encoding would show. */
const pdfBytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256))])
const confirmation = mailAttachment('Confirmation 4820193746 – Mélèzes.pdf', 'application/pdf', pdfBytes)

const message = {
  to: ['Zoé Müller <zoe@example.ch>', 'Martin, Anne <anne@example.ch>'],
  replyTo: 'info@crans-montana-agency.ch',
  subject: 'Votre réservation a bien été reçue — commande n° 4820193746',
  text: `Bonjour,\n\nUne ligne très longue ${'é'.repeat(120)} qui continue = fin   \nFin.`,
  html: '<p>Zoé &amp; co</p>',
  attachments: [confirmation],
  messageId: '<6f1c2b4e-1111-4a3b-9c1d-abcdefabcdef@crans-montana-agency.ch>',
  date: '2026-11-23T10:15:00.000Z',
}

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'mail-test-'))
}

/** The top-level MIME parts of a multipart body, read by hand (no parser of ours). */
function mimeParts(raw: string): { head: string; body: string }[] {
  const boundary = /boundary="([^"]+)"/.exec(raw)?.[1]
  if (!boundary) throw new Error('not multipart')
  const sections = raw.split(`--${boundary}`)
  return sections.slice(1, -1).map((section) => {
    const at = section.indexOf('\r\n\r\n')
    return { head: section.slice(0, at).trim(), body: section.slice(at + 4).trim() }
  })
}

describe('the .eml file name', () => {
  it('is the instant to the millisecond, then the Message-ID’s own part', () => {
    expect(outboxFileName(message.messageId, new Date('2026-11-23T10:15:00.123Z'))).toBe('20261123T101500123Z-6f1c2b4e-1111-4a3b-9c1d-abcdefabcdef.eml')
  })
  it('keeps nothing of an odd Message-ID that could leave the directory', () => {
    expect(outboxFileName('<../../etc/passwd@x.ch>', new Date('2026-01-01T00:00:00Z'))).toBe('20260101T000000000Z-etcpasswd.eml')
    expect(outboxFileName('no id', new Date('2026-01-01T00:00:00Z'))).toMatch(/^20260101T000000000Z-[\da-f-]{36}\.eml$/)
  })
})

describe('file transport (nodemailer stream transport)', async () => {
  const dir = tempDir()
  const sent = await createFileTransport(dir).send(prepareMail(message, settings))
  const raw = fs.readFileSync(path.join(dir, sent.location ?? ''), 'utf8')
  const [head] = raw.split('\r\n\r\n')

  it('writes one .eml file, named as the outbox expects, with CRLF line ends and 7-bit text', () => {
    expect(sent.location).toMatch(/^\d{8}T\d{9}Z-6f1c2b4e-1111-4a3b-9c1d-abcdefabcdef\.eml$/)
    expect(fs.readdirSync(dir)).toEqual([sent.location])
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(raw).toMatch(/^[\x20-\x7e\r\n]+$/)
  })
  it('has the message’s headers: date, sender, recipients, Message-ID, MIME', () => {
    expect(head).toContain('Date: Mon, 23 Nov 2026 10:15:00 +0000')
    expect(head).toContain('Message-ID: <6f1c2b4e-1111-4a3b-9c1d-abcdefabcdef@crans-montana-agency.ch>')
    expect(head).toContain('MIME-Version: 1.0')
    expect(head).toMatch(/^From: "?Crans-Montana Agency"? <noreply@crans-montana-agency\.ch>$/m)
    expect(head).toMatch(/^Content-Type: multipart\/mixed;/m)
  })
  it('carries the attachment as its own part: file name, content type, base64 content', () => {
    const [alternative, file] = mimeParts(raw)
    expect(alternative.head).toMatch(/^Content-Type: multipart\/alternative;/)
    expect(file.head).toMatch(/^Content-Type: application\/pdf;/)
    expect(file.head).toMatch(/^Content-Transfer-Encoding: base64$/m)
    expect(file.head).toMatch(/^Content-Disposition: attachment;/m)
    expect(Buffer.from(file.body.replace(/\s+/g, ''), 'base64').equals(pdfBytes)).toBe(true)
  })
  it('reads back to the same message, attachment included', () => {
    const parsed = parseEml(raw)
    expect(parsed.subject).toBe(message.subject)
    expect(parsed.to).toBe('Zoé Müller <zoe@example.ch>, Martin, Anne <anne@example.ch>')
    expect(parsed.replyTo).toBe('info@crans-montana-agency.ch')
    expect(parsed.date?.toISOString()).toBe(message.date)
    expect(parsed.messageId).toBe(message.messageId)
    expect(parsed.text).toBe(message.text)
    expect(parsed.html).toBe(message.html)
    expect(parsed.attachments).toHaveLength(1)
    expect(parsed.attachments[0].filename).toBe('Confirmation 4820193746 – Mélèzes.pdf')
    expect(parsed.attachments[0].contentType).toBe('application/pdf')
    expect(parsed.attachments[0].content.equals(pdfBytes)).toBe(true)
  })
  it('is read the same by an independent parser (Python’s email package), when Python is here', () => {
    if (spawnSync('python3', ['--version']).status !== 0) return
    const script = [
      'import sys, email, email.policy, json',
      'm = email.message_from_bytes(sys.stdin.buffer.read(), policy=email.policy.default)',
      'files = [{"name": p.get_filename(), "type": p.get_content_type(), "size": len(p.get_payload(decode=True))} for p in m.iter_attachments()]',
      'body = m.get_body(preferencelist=("plain",)).get_content()',
      'html = m.get_body(preferencelist=("html",)).get_content()',
      'print(json.dumps({"subject": str(m["subject"]), "to": str(m["to"]), "body": body, "html": html, "files": files, "defects": len(m.defects)}))',
    ].join('\n')
    const result = spawnSync('python3', ['-c', script], { input: raw, encoding: 'utf8' })
    expect(result.stderr).toBe('')
    const read = JSON.parse(result.stdout)
    expect(read.subject).toBe(message.subject)
    expect(read.to).toBe('Zoé Müller <zoe@example.ch>, "Martin, Anne" <anne@example.ch>')
    expect(read.body.replace(/\r\n/g, '\n').trimEnd()).toBe(message.text.trimEnd())
    expect(read.html.trim()).toBe(message.html)
    expect(read.files).toEqual([{ name: 'Confirmation 4820193746 – Mélèzes.pdf', type: 'application/pdf', size: pdfBytes.length }])
    expect(read.defects).toBe(0)
  })
  it('never lets a line break in a value add a header', async () => {
    const out = tempDir()
    const written = await createFileTransport(out).send(prepareMail({ ...message, subject: 'Hello\r\nBcc: victim@example.com' }, settings))
    const text = fs.readFileSync(path.join(out, written.location ?? ''), 'utf8')
    expect(text).not.toMatch(/^Bcc:/m)
    expect(parseEml(text).subject).not.toContain('\n')
  })
  it('the outbox page reads the file with its HTML part and attachment', async () => {
    const read = await readOutboxMail(dir, sent.location ?? '')
    expect(read?.html).toBe(message.html)
    expect(read?.attachments.map((a) => [a.filename, a.content.length])).toEqual([['Confirmation 4820193746 – Mélèzes.pdf', pdfBytes.length]])
  })
})

describe('attachments before they are queued', () => {
  it('refuse a file name with a path, a bad content type, content that is not base64, or too many bytes', () => {
    const base = { to: 'anne@example.ch', subject: 'S', text: 'T' }
    const ok = { filename: 'a.pdf', contentType: 'application/pdf', content: 'JVBERg==' }
    expect(() => prepareMail({ ...base, attachments: [{ ...ok, filename: '../a.pdf' }] }, settings)).toThrow('Not an attachment file name')
    expect(() => prepareMail({ ...base, attachments: [{ ...ok, filename: 'a\r\nb.pdf' }] }, settings)).toThrow('Not an attachment file name')
    expect(() => prepareMail({ ...base, attachments: [{ ...ok, contentType: 'pdf' }] }, settings)).toThrow('Not a content type')
    expect(() => prepareMail({ ...base, attachments: [{ ...ok, content: 'not base64!' }] }, settings)).toThrow('not base64')
    const big = mailAttachment('big.pdf', 'application/pdf', Buffer.alloc(MAX_ATTACHMENTS_BYTES + 1))
    expect(() => prepareMail({ ...base, attachments: [big] }, settings)).toThrow('at most')
    expect(prepareMail({ ...base, attachments: [ok] }, settings).attachments).toEqual([ok])
  })
  it('travel through the job payload (JSON) unchanged', async () => {
    const sent: unknown[] = []
    const transport: MailTransport = { kind: 'smtp', send: async (m) => (sent.push(m), { messageId: m.messageId }) }
    const payload = prepareMail(message, settings)
    const job = { id: 1, kind: MAIL_SEND_JOB, payload, attempts: 1, maxAttempts: 8 }
    await createMailService({ ...settings, transport }).handlers[MAIL_SEND_JOB](JSON.parse(JSON.stringify(payload)), job)
    expect(sent).toEqual([payload])
  })
})

/**
 * A minimal SMTP receiver on 127.0.0.1 for the test: it answers the dialogue nodemailer holds
 * (EHLO, MAIL, RCPT, DATA, QUIT; no STARTTLS, no AUTH) and keeps what it received. `reject`
 * makes it refuse every message with a temporary error (451), as a server in trouble does.
 */
async function smtpReceiver(options: { reject?: boolean } = {}) {
  const received: { from: string; to: string[]; data: string }[] = []
  const server = net.createServer((socket) => {
    let buffer = ''
    let inData = false
    let envelope = { from: '', to: [] as string[] }
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 127.0.0.1 ESMTP test')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          const data = buffer.slice(0, end).replace(/^\.\./gm, '.')
          buffer = buffer.slice(end + 5)
          inData = false
          if (options.reject) reply('451 4.3.0 try again later')
          else {
            received.push({ ...envelope, data: Buffer.from(data, 'latin1').toString('utf8') })
            reply('250 2.0.0 queued')
          }
          continue
        }
        const end = buffer.indexOf('\r\n')
        if (end < 0) return
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO') reply('250-127.0.0.1\r\n250-8BITMIME\r\n250 SIZE 10485760')
        else if (verb === 'HELO') reply('250 127.0.0.1')
        else if (verb === 'MAIL') {
          envelope = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', to: [] }
          reply('250 2.1.0 ok')
        } else if (verb === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '')
          reply('250 2.1.5 ok')
        } else if (verb === 'DATA') {
          inData = true
          reply('354 end with <CRLF>.<CRLF>')
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok')
        else if (verb === 'QUIT') {
          reply('221 bye')
          socket.end()
        } else reply('502 5.5.2 not implemented')
      }
    })
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

describe('SMTP transport', () => {
  const closing: Array<() => Promise<void>> = []
  afterEach(async () => {
    while (closing.length) await closing.pop()?.()
  })

  it('hands the message to the server: envelope, headers, both parts and the attachment', async () => {
    const receiver = await smtpReceiver()
    closing.push(receiver.close)
    const transport = await createSmtpTransport(receiver.url)
    closing.push(async () => transport.close?.())
    const sent = await transport.send(prepareMail(message, settings))
    expect(sent.messageId).toBe(message.messageId)
    expect(receiver.received).toHaveLength(1)
    const [got] = receiver.received
    expect(got.from).toBe('noreply@crans-montana-agency.ch')
    expect(got.to).toEqual(['zoe@example.ch', 'anne@example.ch'])
    const parsed = parseEml(got.data)
    expect(parsed.messageId).toBe(message.messageId)
    expect(parsed.subject).toBe(message.subject)
    expect(parsed.text).toBe(message.text)
    expect(parsed.html).toBe(message.html)
    expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([['Confirmation 4820193746 – Mélèzes.pdf', 'application/pdf']])
    expect(parsed.attachments[0].content.equals(pdfBytes)).toBe(true)
  })
  it('fails the job when the server refuses the message, so the queue retries it with the same Message-ID', async () => {
    const receiver = await smtpReceiver({ reject: true })
    closing.push(receiver.close)
    const transport = await createSmtpTransport(receiver.url)
    closing.push(async () => transport.close?.())
    const handler = createMailService({ ...settings, transport }).handlers[MAIL_SEND_JOB]
    const payload = prepareMail(message, settings)
    await expect(handler(payload, { id: 1, kind: MAIL_SEND_JOB, payload, attempts: 1, maxAttempts: 8 })).rejects.toThrow(/451/)
  })
  it('fails quickly when no server answers', async () => {
    const receiver = await smtpReceiver()
    await receiver.close()
    const transport = await createSmtpTransport(receiver.url)
    closing.push(async () => transport.close?.())
    await expect(transport.send(prepareMail(message, settings))).rejects.toThrow(/ECONNREFUSED/)
  })
})

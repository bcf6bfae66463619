import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createFileTransport, listOutbox, readOutboxMail } from './file-transport.server'
import { createMailService, MAIL_SEND_JOB, prepareMail } from './mail.server'
import type { MailTransport, OutgoingMail } from './types'

const settings = { from: 'Crans-Montana Agency <noreply@crans-montana-agency.ch>', agencyEmail: 'info@crans-montana-agency.ch' }

describe('prepareMail', () => {
  it('fills in the sender, a Message-ID on the sender’s domain and the date', () => {
    const mail = prepareMail({ to: 'anne@example.ch', subject: 'S', text: 'T' }, settings, new Date('2026-11-23T10:00:00Z'))
    expect(mail).toMatchObject({ from: settings.from, to: ['anne@example.ch'], date: '2026-11-23T10:00:00.000Z' })
    expect(mail.messageId).toMatch(/^<[\w-]+@crans-montana-agency\.ch>$/)
  })
  it('refuses a bad address before anything is queued', () => {
    expect(() => prepareMail({ to: 'nope', subject: 'S', text: 'T' }, settings)).toThrow('Not an e-mail address')
    expect(() => prepareMail({ to: [], subject: 'S', text: 'T' }, settings)).toThrow()
  })
})

describe('file transport and outbox', () => {
  it('writes .eml files that the outbox lists newest first and reads back', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-test-'))
    const service = createMailService({ ...settings, transport: createFileTransport(dir), outboxDir: dir })
    await service.send({ to: 'anne@example.ch', subject: 'Première', text: 'Un' })
    await new Promise((r) => setTimeout(r, 5))
    await service.send({ to: 'bob@example.ch', subject: 'Second', text: 'Deux' })
    const entries = await listOutbox(dir)
    expect(entries.map((e) => [e.subject, e.to])).toEqual([
      ['Second', 'bob@example.ch'],
      ['Première', 'anne@example.ch'],
    ])
    expect(entries[0].name).toMatch(/^\d{8}T\d{9}Z-[\w-]+\.eml$/)
    const first = await readOutboxMail(dir, entries[1].name)
    expect(first?.text).toBe('Un')
    expect(fs.readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([])
  })
  it('reads nothing outside the outbox', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-test-'))
    expect(await readOutboxMail(dir, '../secret.eml')).toBeNull()
    expect(await readOutboxMail(dir, 'missing.eml')).toBeNull()
    expect(await listOutbox(path.join(dir, 'none'))).toEqual([])
  })
})

describe('mail.send job handler', () => {
  it('sends the queued message as it was prepared', async () => {
    const sent: OutgoingMail[] = []
    const transport: MailTransport = { kind: 'smtp', send: async (m) => (sent.push(m), { messageId: m.messageId }) }
    const service = createMailService({ ...settings, transport })
    const payload = prepareMail({ to: 'anne@example.ch', replyTo: 'x@example.ch', subject: 'S', text: 'T' }, settings)
    await service.handlers[MAIL_SEND_JOB](JSON.parse(JSON.stringify(payload)), { id: 1, kind: MAIL_SEND_JOB, payload, attempts: 1, maxAttempts: 8 })
    expect(sent).toEqual([payload])
    expect(service.outboxDir).toBeNull()
  })
  it('fails (so the job is retried) when the transport fails or the payload is not a message', async () => {
    const transport: MailTransport = { kind: 'smtp', send: async () => Promise.reject(new Error('ECONNREFUSED')) }
    const handler = createMailService({ ...settings, transport }).handlers[MAIL_SEND_JOB]
    const job = { id: 1, kind: MAIL_SEND_JOB, payload: {}, attempts: 1, maxAttempts: 8 }
    await expect(handler(prepareMail({ to: 'a@example.ch', subject: 'S', text: 'T' }, settings), job)).rejects.toThrow('ECONNREFUSED')
    await expect(handler({ to: 'nobody' }, job)).rejects.toThrow()
  })
})

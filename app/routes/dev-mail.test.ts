import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { mailAttachment } from '../../domain/mail/attachments'
import { createFileTransport } from '../../domain/mail/file-transport.server'
import { prepareMail } from '../../domain/mail/mail.server'
import { loader } from './dev-mail'

type LoaderArgs = Parameters<typeof loader>[0]

async function load(dir: string, name?: string, environment = 'development') {
  const args = { params: { name }, context: { environment, mail: { outboxDir: dir } } } as unknown as LoaderArgs
  return loader(args)
}

describe('/dev/mail', () => {
  it('shows a message’s HTML part, its text part and its attachments', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-mail-'))
    const pdf = mailAttachment('4820193746.pdf', 'application/pdf', Buffer.from('%PDF-1.7 test'))
    const mail = prepareMail(
      { to: 'anne@example.ch', subject: 'Votre réservation', text: 'Bonjour', html: '<p>Bonjour <b>Anne</b></p>', attachments: [pdf] },
      { from: 'Agency <noreply@crans-montana-agency.ch>' },
    )
    const { location } = await createFileTransport(dir).send(mail)
    const list = await load(dir)
    expect(list.entries.map((e) => [e.name, e.subject])).toEqual([[location, 'Votre réservation']])
    const page = await load(dir, location)
    expect(page.selected).toMatchObject({
      subject: 'Votre réservation',
      text: 'Bonjour',
      html: '<p>Bonjour <b>Anne</b></p>',
      attachments: [{ filename: '4820193746.pdf', contentType: 'application/pdf', size: 13 }],
    })
  })
  it('is a 404 outside development', async () => {
    await expect(load(os.tmpdir(), undefined, 'production')).rejects.toMatchObject({ status: 404 })
  })
})

import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import {
  composeEml,
  decodeQuotedPrintable,
  decodeWords,
  encodeHeaderText,
  encodeQuotedPrintable,
  formatAddress,
  formatRfc5322Date,
  parseEml,
} from './eml'
import type { OutgoingMail } from './types'

const mail: OutgoingMail = {
  from: 'Crans-Montana Agency <noreply@crans-montana-agency.ch>',
  to: ['info@crans-montana-agency.ch'],
  replyTo: 'Zoé Müller <zoe@example.ch>',
  subject: "Demande d'information — Chalet Les Mélèzes (CM-L-012)",
  text: `Bonjour,\n\nPrénom : Zoé\nUne ligne très longue ${'é'.repeat(120)} qui continue = fin   \nFin.`,
  messageId: '<6f1c2b4e-1111-4a3b-9c1d-abcdefabcdef@crans-montana-agency.ch>',
  date: '2026-11-23T10:15:00.000Z',
}

describe('composeEml', () => {
  const raw = composeEml(mail)
  const [head] = raw.split('\r\n\r\n')

  it('writes 7-bit text with CRLF line breaks and no line over 78 characters', () => {
    expect(raw).toMatch(/^[\x20-\x7e\r\n]+$/)
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78)
  })
  it('has the headers of RFC 5322 and MIME', () => {
    expect(head).toContain('Date: Mon, 23 Nov 2026 10:15:00 +0000')
    expect(head).toContain('From: Crans-Montana Agency <noreply@crans-montana-agency.ch>')
    expect(head).toContain('To: info@crans-montana-agency.ch')
    expect(head).toContain('Message-ID: <6f1c2b4e-1111-4a3b-9c1d-abcdefabcdef@crans-montana-agency.ch>')
    expect(head).toContain('MIME-Version: 1.0')
    expect(head).toContain('Content-Type: text/plain; charset=utf-8')
    expect(head).toContain('Content-Transfer-Encoding: quoted-printable')
  })
  it('encodes non-ASCII headers as RFC 2047 words', () => {
    expect(head).toMatch(/Subject: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=/)
    expect(head).toMatch(/Reply-To: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?= <zoe@example\.ch>/)
  })
  it('reads back to the same message', () => {
    const parsed = parseEml(raw)
    expect(parsed.subject).toBe(mail.subject)
    expect(parsed.from).toBe(mail.from)
    expect(parsed.to).toBe('info@crans-montana-agency.ch')
    expect(parsed.replyTo).toBe('Zoé Müller <zoe@example.ch>')
    expect(parsed.date?.toISOString()).toBe(mail.date)
    expect(parsed.messageId).toBe(mail.messageId)
    expect(parsed.text).toBe(mail.text)
    expect(parsed.html).toBeNull()
  })
  it('adds an HTML alternative when there is one', () => {
    const parsed = parseEml(composeEml({ ...mail, html: '<p>Zoé &amp; co</p>' }))
    expect(parsed.headers['content-type']).toMatch(/^multipart\/alternative; boundary=/)
    expect(parsed.text).toBe(mail.text)
    expect(parsed.html).toBe('<p>Zoé &amp; co</p>')
  })
  it('never lets a line break in a value add a header', () => {
    const raw = composeEml({ ...mail, subject: 'Hello\r\nBcc: victim@example.com' })
    expect(raw).not.toMatch(/^Bcc:/m)
    expect(parseEml(raw).subject).toBe('Hello Bcc: victim@example.com')
  })
  it('is read the same by an independent parser (Python’s email package), when Python is here', () => {
    const python = spawnSync('python3', ['--version'])
    if (python.status !== 0) return
    const script = [
      'import sys, email, email.policy, json',
      'm = email.message_from_bytes(sys.stdin.buffer.read(), policy=email.policy.default)',
      'print(json.dumps({"subject": str(m["subject"]), "reply": str(m["reply-to"]), "body": m.get_content(), "defects": len(m.defects)}))',
    ].join('\n')
    const result = spawnSync('python3', ['-c', script], { input: raw, encoding: 'utf8' })
    expect(result.stderr).toBe('')
    const read = JSON.parse(result.stdout)
    expect(read.subject).toBe(mail.subject)
    expect(read.reply).toBe('Zoé Müller <zoe@example.ch>')
    expect(read.body.replace(/\r\n/g, '\n').trimEnd()).toBe(mail.text.trimEnd())
    expect(read.defects).toBe(0)
  })
})

describe('header encoding', () => {
  it('keeps short ASCII text readable', () => {
    expect(encodeHeaderText('Hello there')).toBe('Hello there')
  })
  it('splits long text into encoded words of at most 75 characters, never inside a character', () => {
    const text = 'Mélèzes '.repeat(20)
    const encoded = encodeHeaderText(text)
    for (const word of encoded.split('\r\n ')) expect(word.length).toBeLessThanOrEqual(75)
    expect(decodeWords(encoded.replace(/\r\n /g, ' '))).toBe(text.trim())
  })
  it('decodes Q-encoded words too', () => {
    expect(decodeWords('=?ISO-8859-1?Q?Andr=E9?= Pirard')).toBe('André Pirard')
    expect(decodeWords('=?UTF-8?Q?caf=C3=A9_cr=C3=A8me?=')).toBe('café crème')
  })
  it('quotes or encodes display names as needed', () => {
    expect(formatAddress('anne@example.ch')).toBe('anne@example.ch')
    expect(formatAddress('Anne Martin <anne@example.ch>')).toBe('Anne Martin <anne@example.ch>')
    expect(formatAddress('Martin, Anne <anne@example.ch>')).toBe('"Martin, Anne" <anne@example.ch>')
    expect(formatAddress('Zoé <zoe@example.ch>')).toMatch(/^=\?UTF-8\?B\?.+\?= <zoe@example\.ch>$/)
    expect(() => formatAddress('not an address')).toThrow()
    expect(() => formatAddress('a@b.ch, c@d.ch')).toThrow()
  })
  it('formats dates as RFC 5322', () => {
    expect(formatRfc5322Date(new Date('2026-01-05T08:03:09Z'))).toBe('Mon, 05 Jan 2026 08:03:09 +0000')
  })
})

describe('quoted-printable', () => {
  it('escapes =, non-ASCII bytes and trailing blanks, and keeps lines to 76 characters', () => {
    expect(encodeQuotedPrintable('a=b')).toBe('a=3Db')
    expect(encodeQuotedPrintable('é')).toBe('=C3=A9')
    expect(encodeQuotedPrintable('end ')).toBe('end=20')
    const long = encodeQuotedPrintable('x'.repeat(200))
    for (const line of long.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76)
    expect(decodeQuotedPrintable(long)).toBe('x'.repeat(200))
  })
  it('round-trips any text', () => {
    const text = 'Ligne 1\nLigne 2 avec «guillemets» et 😀\n\n= fin \t'
    expect(decodeQuotedPrintable(encodeQuotedPrintable(text))).toBe(text.replace(/\n/g, '\r\n'))
  })
})

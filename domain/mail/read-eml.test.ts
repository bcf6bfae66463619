import { describe, expect, it } from 'vitest'
import { decodeQuotedPrintable, decodeWords, headerParameter, parseEml } from './read-eml'

describe('reading headers', () => {
  it('decodes B and Q encoded words, dropping the blanks between them', () => {
    expect(decodeWords('=?ISO-8859-1?Q?Andr=E9?= Pirard')).toBe('André Pirard')
    expect(decodeWords('=?UTF-8?Q?caf=C3=A9_cr=C3=A8me?=')).toBe('café crème')
    expect(decodeWords('=?UTF-8?B?TcOpbMOoemVz?= =?UTF-8?Q?_et_co?=')).toBe('Mélèzes et co')
    expect(decodeWords('plain text')).toBe('plain text')
  })
  it('joins a character split between two encoded words', () => {
    expect(decodeWords('=?UTF-8?Q?Zo=C3?= =?UTF-8?Q?=A9?=')).toBe('Zoé')
  })
  it('reads plain, quoted and RFC 2231 parameters, continued or not', () => {
    expect(headerParameter('text/plain; charset=utf-8', 'charset')).toBe('utf-8')
    expect(headerParameter('multipart/mixed; boundary="--_NmP-1-Part_1"', 'boundary')).toBe('--_NmP-1-Part_1')
    expect(headerParameter("attachment; filename*=utf-8''Facture%20%C3%A9t%C3%A9.pdf", 'filename')).toBe('Facture été.pdf')
    expect(headerParameter("attachment;\r\n filename*0*=utf-8''Confirmation%20;\r\n filename*1*=%C3%A9.pdf", 'filename')).toBe('Confirmation é.pdf')
    expect(headerParameter('application/pdf; name="=?UTF-8?Q?R=C3=A9sum=C3=A9.pdf?="', 'name')).toBe('Résumé.pdf')
    expect(headerParameter('attachment', 'filename')).toBeNull()
  })
})

describe('reading bodies', () => {
  it('decodes quoted-printable, soft line breaks included', () => {
    expect(decodeQuotedPrintable('Ligne tr=C3=A8s longue=\r\n suite =3D fin=20')).toBe('Ligne très longue suite = fin ')
  })
  it('reads a plain message written with LF line ends', () => {
    const raw = 'Subject: Hello\nFrom: a@b.ch\nTo: "Martin, Anne" <anne@example.ch>\nContent-Type: text/plain; charset=utf-8\n\nBody line\n'
    const mail = parseEml(raw)
    expect(mail).toMatchObject({ subject: 'Hello', to: 'Martin, Anne <anne@example.ch>', text: 'Body line', html: null, attachments: [] })
  })
})

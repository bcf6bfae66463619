/**
 * RFC 5322 / MIME text for a message, and the reading of it back (for the development mail page
 * and tests). UTF-8 throughout: headers as RFC 2047 encoded words, bodies quoted-printable.
 */
import type { OutgoingMail } from './types'

const CRLF = '\r\n'
const encoder = new TextEncoder()

/** A header value can never carry a line break: nothing a visitor types may add a header. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim()
}

function isPrintableAscii(text: string): boolean {
  return /^[\x20-\x7e]*$/.test(text)
}

/** RFC 2047 B encoding in words of 52 characters at most (lines stay short after "Subject: "), never splitting a character. */
export function encodeWords(text: string): string {
  const words: string[] = []
  let chunk = ''
  let chunkBytes = 0
  for (const char of text) {
    const size = encoder.encode(char).length
    if (chunkBytes + size > 30) {
      words.push(chunk)
      chunk = ''
      chunkBytes = 0
    }
    chunk += char
    chunkBytes += size
  }
  if (chunk) words.push(chunk)
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w, 'utf8').toString('base64')}?=`).join(`${CRLF} `)
}

/** Unstructured header text (Subject): plain when it is short printable ASCII, else encoded words. */
export function encodeHeaderText(value: string): string {
  const text = oneLine(value)
  if (isPrintableAscii(text) && !text.includes('=?') && text.length <= 900) return foldAscii(text)
  return encodeWords(text)
}

/** Folds long ASCII header text at spaces so lines stay under 78 characters where possible. */
function foldAscii(text: string): string {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > 70) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  lines.push(line)
  return lines.join(`${CRLF} `)
}

const ADDRESS = /^[^\s<>()@,;:"[\]\\]+@[^\s<>()@,;:"[\]\\]+$/

/** "Name <address>" or "address" → its parts; throws on anything that is not one address. */
export function parseAddress(value: string): { name: string; address: string } {
  const text = oneLine(value)
  const match = /^(.*?)\s*<([^<>]+)>$/.exec(text)
  const name = match ? match[1].replace(/^"(.*)"$/, '$1').trim() : ''
  const address = (match ? match[2] : text).trim()
  if (!ADDRESS.test(address)) throw new Error(`Not an e-mail address: ${JSON.stringify(value)}`)
  return { name, address }
}

/** An address header item: display name quoted or encoded as needed. */
export function formatAddress(value: string): string {
  const { name, address } = parseAddress(value)
  if (!name) return address
  if (!isPrintableAscii(name)) return `${encodeWords(name)} <${address}>`
  if (/^[\w !#$%&'*+\-/=?^`{|}~]+$/.test(name)) return `${name} <${address}>`
  return `"${name.replace(/(["\\])/g, '\\$1')}" <${address}>`
}

/** RFC 5322 date: "Mon, 23 Nov 2026 10:15:00 +0000". */
export function formatRfc5322Date(date: Date): string {
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  const two = (n: number) => String(n).padStart(2, '0')
  return (
    `${days[date.getUTCDay()]}, ${two(date.getUTCDate())} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()} ` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} +0000`
  )
}

/** Quoted-printable (RFC 2045 §6.7) of UTF-8 text, CRLF line breaks, lines of at most 76 characters. */
export function encodeQuotedPrintable(text: string): string {
  const out: string[] = []
  for (const sourceLine of text.replace(/\r\n?/g, '\n').split('\n')) {
    const bytes = encoder.encode(sourceLine)
    let line = ''
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i]
      const last = i === bytes.length - 1
      const literal =
        (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last)
      const token = literal ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`
      if (line.length + token.length > 75) {
        out.push(`${line}=`)
        line = ''
      }
      line += token
    }
    out.push(line)
  }
  return out.join(CRLF)
}

function textPart(type: 'plain' | 'html', body: string): string {
  return [
    `Content-Type: text/${type}; charset=utf-8`,
    'Content-Transfer-Encoding: quoted-printable',
    '',
    encodeQuotedPrintable(body),
  ].join(CRLF)
}

/** The whole message as RFC 5322 text with MIME, ready to be saved as .eml or sent. */
export function composeEml(mail: OutgoingMail): string {
  const headers = [
    `Date: ${formatRfc5322Date(new Date(mail.date))}`,
    `From: ${formatAddress(mail.from)}`,
    `To: ${mail.to.map(formatAddress).join(`,${CRLF} `)}`,
    ...(mail.replyTo ? [`Reply-To: ${formatAddress(mail.replyTo)}`] : []),
    `Subject: ${encodeHeaderText(mail.subject)}`,
    `Message-ID: ${oneLine(mail.messageId)}`,
    'MIME-Version: 1.0',
  ]
  if (!mail.html) return [...headers, textPart('plain', mail.text)].join(CRLF) + CRLF
  const boundary = `=_alt_${Buffer.from(mail.messageId).toString('hex').slice(0, 24)}`
  return (
    [
      ...headers,
      `Content-Type: multipart/alternative; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      textPart('plain', mail.text),
      `--${boundary}`,
      textPart('html', mail.html),
      `--${boundary}--`,
    ].join(CRLF) + CRLF
  )
}

// ——— Reading ———

export type ParsedMail = {
  headers: Record<string, string>
  subject: string
  from: string
  to: string
  replyTo: string
  date: Date | null
  messageId: string
  text: string
  html: string | null
}

/** Decodes RFC 2047 encoded words (B and Q); blanks between two encoded words disappear. */
export function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[bBqQ]\?[^?]*\?=)\s+(?==\?[^?]+\?[bBqQ]\?[^?]*\?=)/g, '$1')
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_whole, charset: string, encoding: string, data: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : qpBytes(data.replace(/_/g, ' '))
      return decodeBytes(bytes, charset)
    })
}

function decodeBytes(bytes: Uint8Array, charset: string): string {
  try {
    return new TextDecoder(charset.toLowerCase()).decode(bytes)
  } catch {
    return new TextDecoder('utf-8').decode(bytes)
  }
}

function qpBytes(text: string): Uint8Array {
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    const hex = text.slice(i + 1, i + 3)
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...encoder.encode(char))
  }
  return Uint8Array.from(bytes)
}

export function decodeQuotedPrintable(text: string, charset = 'utf-8'): string {
  return decodeBytes(qpBytes(text.replace(/=\r?\n/g, '')), charset)
}

function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw)
  if (!match) return { head: raw, body: '' }
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) }
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    headers[name] ??= line.slice(colon + 1).trim()
  }
  return headers
}

function parameter(header: string, name: string): string | null {
  const match = new RegExp(`;\\s*${name}="?([^";]+)"?`, 'i').exec(header)
  return match ? match[1] : null
}

function decodeBody(body: string, headers: Record<string, string>): string {
  const charset = parameter(headers['content-type'] ?? '', 'charset') ?? 'utf-8'
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase()
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body, charset)
  if (encoding === 'base64') return decodeBytes(Buffer.from(body.replace(/\s+/g, ''), 'base64'), charset)
  return body
}

function collectParts(raw: string, into: { text: string | null; html: string | null }) {
  const { head, body } = splitHead(raw)
  const headers = parseHeaders(head)
  const type = (headers['content-type'] ?? 'text/plain').toLowerCase()
  if (type.startsWith('multipart/')) {
    const boundary = parameter(headers['content-type'] ?? '', 'boundary')
    if (!boundary) return
    const parts = body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*\\r?\\n?`))
    for (const part of parts.slice(1, -1)) collectParts(part, into)
    return
  }
  const decoded = decodeBody(body, headers).replace(/\r\n/g, '\n').replace(/\n$/, '')
  if (type.startsWith('text/html')) into.html ??= decoded
  else if (type.startsWith('text/plain')) into.text ??= decoded
}

/** Reads a message back: decoded headers and its text and HTML bodies. */
export function parseEml(raw: string): ParsedMail {
  const { head } = splitHead(raw)
  const headers = Object.fromEntries(Object.entries(parseHeaders(head)).map(([k, v]) => [k, decodeWords(v)]))
  const bodies: { text: string | null; html: string | null } = { text: null, html: null }
  collectParts(raw, bodies)
  const date = headers.date ? new Date(headers.date) : null
  return {
    headers,
    subject: headers.subject ?? '',
    from: headers.from ?? '',
    to: headers.to ?? '',
    replyTo: headers['reply-to'] ?? '',
    date: date && !Number.isNaN(date.getTime()) ? date : null,
    messageId: headers['message-id'] ?? '',
    text: bodies.text ?? '',
    html: bodies.html,
  }
}

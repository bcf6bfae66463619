/**
 * Reads a message back from its RFC 5322 / MIME text: for the development mail page (/dev/mail)
 * and for the tests that open the .eml files. Writing is nodemailer's job (message.server.ts);
 * this only reads what it writes (and what any mail client would): encoded words, RFC 2231
 * parameters, quoted-printable and base64 bodies, nested multiparts and attachments.
 */

export type ParsedAttachment = {
  filename: string
  contentType: string
  content: Buffer
}

export type ParsedMail = {
  /** Top-level headers, lower-case names, encoded words decoded. */
  headers: Record<string, string>
  subject: string
  from: string
  to: string
  replyTo: string
  date: Date | null
  messageId: string
  text: string
  html: string | null
  attachments: ParsedAttachment[]
}

const encoder = new TextEncoder()

function decodeBytes(bytes: Uint8Array, charset: string): string {
  try {
    return new TextDecoder(charset.toLowerCase()).decode(bytes)
  } catch {
    return new TextDecoder('utf-8').decode(bytes)
  }
}

function qpBytes(text: string): Buffer {
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3)
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...encoder.encode(text[i]))
  }
  return Buffer.from(bytes)
}

export function decodeQuotedPrintable(text: string, charset = 'utf-8'): string {
  return decodeBytes(qpBytes(text.replace(/=\r?\n/g, '')), charset)
}

const ENCODED_WORD = /=\?([^?\s]+)\?([bBqQ])\?([^?\s]*)\?=/g

/**
 * Decodes RFC 2047 encoded words (B and Q). Blanks between two encoded words disappear, and the
 * bytes of neighbouring words of one charset are joined before decoding: a writer may split a
 * character between two words.
 */
export function decodeWords(value: string): string {
  const joined = value.replace(/(\?=)\s+(?==\?[^?\s]+\?[bBqQ]\?)/g, '$1')
  const pieces: Array<string | { charset: string; bytes: Buffer[] }> = []
  let last = 0
  for (const match of joined.matchAll(ENCODED_WORD)) {
    const [whole, charset, encoding, data] = match
    const bytes = encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : qpBytes(data.replace(/_/g, ' '))
    const previous = pieces.at(-1)
    if (match.index === last && typeof previous === 'object' && previous.charset.toLowerCase() === charset.toLowerCase()) {
      previous.bytes.push(bytes)
    } else pieces.push(joined.slice(last, match.index), { charset, bytes: [bytes] })
    last = match.index + whole.length
  }
  pieces.push(joined.slice(last))
  return pieces.map((p) => (typeof p === 'string' ? p : decodeBytes(Buffer.concat(p.bytes), p.charset))).join('')
}

function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw)
  if (!match) return { head: raw, body: '' }
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) }
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    headers[name] ??= line.slice(colon + 1).trim()
  }
  return headers
}

/**
 * A parameter of a structured header (`charset`, `boundary`, `filename`, `name`): plain or quoted,
 * or RFC 2231 (`filename*=utf-8''…`, continued as `filename*0*=…; filename*1*=…`).
 */
export function headerParameter(header: string, name: string): string | null {
  const params = new Map<string, string>()
  for (const match of header.matchAll(/;\s*([\w*-]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g)) {
    const value = match[2].startsWith('"') ? match[2].slice(1, -1).replace(/\\(.)/g, '$1') : match[2].trim()
    params.set(match[1].toLowerCase(), value)
  }
  const wanted = name.toLowerCase()
  const plain = params.get(wanted)
  if (plain !== undefined) return decodeWords(plain)
  const extended = params.get(`${wanted}*`)
  if (extended !== undefined) return decodeExtended([extended], true)
  const pieces: string[] = []
  let encoded = false
  for (let i = 0; ; i++) {
    const piece = params.get(`${wanted}*${i}*`) ?? params.get(`${wanted}*${i}`)
    if (piece === undefined) break
    if (i === 0) encoded = params.has(`${wanted}*0*`)
    pieces.push(piece)
  }
  return pieces.length ? decodeExtended(pieces, encoded) : null
}

function decodeExtended(pieces: string[], encoded: boolean): string {
  const joined = pieces.join('')
  if (!encoded) return joined
  const match = /^([^']*)'[^']*'(.*)$/.exec(joined)
  const charset = match?.[1] || 'utf-8'
  const data = match ? match[2] : joined
  return decodeBytes(Buffer.from(data.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1'), charset)
}

function bodyBytes(body: string, headers: Record<string, string>): Buffer {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase()
  if (encoding === 'quoted-printable') return qpBytes(body.replace(/=\r?\n/g, ''))
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64')
  return Buffer.from(body, 'utf8')
}

/** The parts of a multipart body: what lies between its `--boundary` lines. */
function multipartParts(body: string, boundary: string): string[] {
  const parts: string[] = []
  let current: string[] | null = null
  for (const line of body.split(/\r?\n/)) {
    const delimiter = line.trimEnd()
    if (delimiter === `--${boundary}` || delimiter === `--${boundary}--`) {
      if (current) parts.push(current.join('\r\n'))
      if (delimiter.endsWith(`${boundary}--`)) return parts
      current = []
    } else current?.push(line)
  }
  return parts
}

type Collected = { text: string | null; html: string | null; attachments: ParsedAttachment[] }

function collectParts(raw: string, into: Collected) {
  const { head, body } = splitHead(raw)
  const headers = parseHeaders(head)
  const contentType = headers['content-type'] ?? 'text/plain'
  const type = contentType.split(';')[0].trim().toLowerCase()
  if (type.startsWith('multipart/')) {
    const boundary = headerParameter(contentType, 'boundary')
    if (boundary) for (const part of multipartParts(body, boundary)) collectParts(part, into)
    return
  }
  const disposition = headers['content-disposition'] ?? ''
  const filename = headerParameter(disposition, 'filename') ?? headerParameter(contentType, 'name')
  const bytes = bodyBytes(body, headers)
  if (disposition.toLowerCase().startsWith('attachment') || (filename && type !== 'text/plain' && type !== 'text/html')) {
    into.attachments.push({ filename: filename ?? 'attachment', contentType: type, content: bytes })
    return
  }
  const charset = headerParameter(contentType, 'charset') ?? 'utf-8'
  const decoded = decodeBytes(bytes, charset).replace(/\r\n/g, '\n').replace(/\n$/, '')
  if (type === 'text/html') into.html ??= decoded
  else if (type === 'text/plain') into.text ??= decoded
}

/** An address list as people write it: `"Martin, Anne" <a@b.ch>` reads `Martin, Anne <a@b.ch>`. */
function readableAddresses(value: string): string {
  return value.replace(/"((?:[^"\\]|\\.)*)"\s*</g, (_, name: string) => `${name.replace(/\\(.)/g, '$1')} <`)
}

/** Reads a message back: decoded headers, its text and HTML bodies and its attachments. */
export function parseEml(raw: string): ParsedMail {
  const { head } = splitHead(raw)
  const headers = Object.fromEntries(Object.entries(parseHeaders(head)).map(([k, v]) => [k, decodeWords(v)]))
  const collected: Collected = { text: null, html: null, attachments: [] }
  collectParts(raw, collected)
  const date = headers.date ? new Date(headers.date) : null
  return {
    headers,
    subject: headers.subject ?? '',
    from: readableAddresses(headers.from ?? ''),
    to: readableAddresses(headers.to ?? ''),
    replyTo: readableAddresses(headers['reply-to'] ?? ''),
    date: date && !Number.isNaN(date.getTime()) ? date : null,
    messageId: headers['message-id'] ?? '',
    text: collected.text ?? '',
    html: collected.html,
    attachments: collected.attachments,
  }
}

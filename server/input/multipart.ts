/**
 * The text fields of a multipart/form-data body, checked like any other form (text.ts): a field
 * that is not a file must be UTF-8 without NUL. Files pass as they are (a photo is binary). A body
 * that does not follow the multipart layout is refused; the route reads the body itself afterwards.
 */
import { decodeUtf8, type TextProblem, textProblem } from './text'

const CRLF = Buffer.from('\r\n')
const HEADER_END = Buffer.from('\r\n\r\n')

/** The boundary parameter of a multipart Content-Type, or null. */
export function multipartBoundary(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType)
  return match ? (match[1] ?? match[2] ?? null) : null
}

type Part = { name: string | null; isFile: boolean; content: Uint8Array }

function dispositionOf(headers: string): { name: string | null; isFile: boolean } {
  const line = headers.split('\r\n').find((h) => /^content-disposition\s*:/i.test(h)) ?? ''
  const name = /;\s*name="([^"]*)"/i.exec(line)?.[1] ?? null
  return { name, isFile: /;\s*filename\*?=/i.test(line) }
}

/** The parts of the body, or null when it is not a well-formed multipart body. */
function partsOf(body: Buffer, boundary: string): Part[] | null {
  const delimiter = Buffer.from(`--${boundary}`)
  let at = body.indexOf(delimiter)
  if (at < 0) return null
  const parts: Part[] = []
  for (;;) {
    at += delimiter.length
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return parts // "--": the closing delimiter
    if (!body.subarray(at, at + 2).equals(CRLF)) return null
    const headersEnd = body.indexOf(HEADER_END, at)
    if (headersEnd < 0) return null
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), headersEnd)
    if (next < 0) return null
    const headers = decodeUtf8(body.subarray(at + 2, headersEnd))
    if (headers === null) return null
    parts.push({ ...dispositionOf(headers), content: body.subarray(headersEnd + HEADER_END.length, next) })
    at = next + CRLF.length
  }
}

/** The first problem of a multipart body's text fields and field names, or null. */
export function multipartProblem(body: Uint8Array, contentType: string): TextProblem | null {
  const boundary = multipartBoundary(contentType)
  const parts = boundary ? partsOf(Buffer.from(body.buffer, body.byteOffset, body.byteLength), boundary) : null
  if (!parts) return { code: 'BAD_BODY', detail: 'bad_form' }
  for (const part of parts) {
    const nameProblem = part.name === null ? null : textProblem(part.name)
    if (nameProblem) return { code: nameProblem }
    if (part.isFile) continue
    const text = decodeUtf8(part.content)
    const field = part.name && /^[\w.[\]-]{1,60}$/.test(part.name) ? part.name : undefined
    if (text === null) return { code: 'BAD_ENCODING', ...(field ? { field } : {}) }
    const problem = textProblem(text)
    if (problem) return { code: problem, ...(field ? { field } : {}) }
  }
  return null
}

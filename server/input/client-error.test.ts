import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { answerClientError, bodyAllowed } from './client-error'

/** What the socket is sent for a header overflow whose unparsed bytes are `raw`. */
function answerTo(raw: string): string {
  const socket = new PassThrough()
  const chunks: Buffer[] = []
  socket.on('data', (chunk: Buffer) => chunks.push(chunk))
  answerClientError(Object.assign(new Error('overflow'), { code: 'HPE_HEADER_OVERFLOW', rawPacket: Buffer.from(raw, 'latin1') }), socket)
  return Buffer.concat(chunks).toString('utf8')
}

describe('the answer to a request Node could not parse', () => {
  it('says why in a JSON body to a GET or a POST', () => {
    const answer = answerTo('GET /?q=xxxx HTTP/1.1\r\nHost: a\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 431 /)
    expect(answer).toContain('"code":"HEADERS_TOO_LARGE"')
    expect(answer).not.toContain('Content-Length: 0\r\n')
  })

  it('has no body for a HEAD, nor when the bytes do not start with the request line (a request read in several parts)', () => {
    for (const raw of ['HEAD /?q=xxxx HTTP/1.1\r\n', 'xxxxxxxx&locale=xxxx HTTP/1.1\r\nHost: a\r\n', '']) {
      const answer = answerTo(raw)
      expect(answer).toMatch(/^HTTP\/1\.1 431 /)
      expect(answer).toContain('Content-Length: 0\r\n')
      expect(answer.endsWith('\r\n\r\n')).toBe(true)
    }
  })

  it('knows a method only from a request line; without one, only an overflow loses its message', () => {
    expect(bodyAllowed('HPE_HEADER_OVERFLOW', Buffer.from('POST /x HTTP/1.1'))).toBe(true)
    expect(bodyAllowed('HPE_INVALID_METHOD', Buffer.from('HEAD /x HTTP/1.1'))).toBe(false)
    expect(bodyAllowed('HPE_HEADER_OVERFLOW', Buffer.from('/x?a=b HTTP/1.1'))).toBe(false)
    expect(bodyAllowed('HPE_HEADER_OVERFLOW', undefined)).toBe(false)
    expect(bodyAllowed('HPE_INVALID_CHUNK_SIZE', Buffer.from('--x\r\nbroken'))).toBe(true)
  })
})

import type { Duplex } from 'node:stream'

const ANSWERS = {
  HPE_HEADER_OVERFLOW: {
    status: '431 Request Header Fields Too Large',
    code: 'HEADERS_TOO_LARGE',
    message: "Les en-têtes et l'adresse de la requête sont trop longs (16 Ko au plus). The request's headers and address are too long (16 KB at most).",
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: '408 Request Timeout',
    code: 'REQUEST_TIMEOUT',
    message: "La requête n'est pas arrivée à temps. The request did not arrive in time.",
  },
  default: {
    status: '400 Bad Request',
    code: 'BAD_REQUEST',
    message: "La requête HTTP est mal formée. The HTTP request is malformed.",
  },
} as const

/**
 * What Node's HTTP parser refuses before any of our code runs (headers or address over 16 KB, a
 * broken request line or header): by default an empty 400 or 431. Answered here with a JSON
 * message in French and English (the request's language is not known yet), then the connection
 * closes. Installed with `server.on('clientError', answerClientError)`.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const answer = ANSWERS[error.code as keyof typeof ANSWERS] ?? ANSWERS.default
  const body = JSON.stringify({ code: answer.code, message: answer.message })
  socket.end(
    `HTTP/1.1 ${answer.status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  )
}

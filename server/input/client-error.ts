import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'

/**
 * The most a request's line and headers may take. Node's parser is given four times as much
 * (PARSER_HEADER_LIMIT) so that the site, which knows the method, answers the refusal: a HEAD gets
 * no body. Past the parser's limit Node refuses it before any of our code knows the method.
 */
export const HEADER_LIMIT = 16 * 1024
export const PARSER_HEADER_LIMIT = 4 * HEADER_LIMIT

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

/** Whether a request's line and headers take more than HEADER_LIMIT bytes. */
export function headTooLarge(request: IncomingMessage): boolean {
  let size = (request.method?.length ?? 0) + (request.url?.length ?? 0) + 12
  for (const part of request.rawHeaders) size += part.length + 2
  return size > HEADER_LIMIT
}

/**
 * Connections whose request the site refused as too large before reading its body: what follows on
 * them (that body) may fail to parse, and its refusal would reach the client as a second answer
 * after one that said it closes the connection.
 */
const refused = new WeakSet<Duplex>()

/** The 431 of a request over HEADER_LIMIT, with the message Node's own refusal carries. */
export function answerHeadTooLarge(response: ServerResponse): void {
  const answer = ANSWERS.HPE_HEADER_OVERFLOW
  const body = JSON.stringify({ code: answer.code, message: answer.message })
  response.shouldKeepAlive = false
  if (response.socket) refused.add(response.socket)
  // Node sends no body to a HEAD, and keeps its Content-Length.
  response.writeHead(431, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' })
  response.end(body)
}

/** The methods some address of the site takes (the APIs' and the pages'). */
const SITE_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE'

const CONNECT_MESSAGE =
  "Ce site n'est pas un proxy : la méthode CONNECT n'est pas acceptée. This site is no proxy: the method CONNECT is not allowed."

/**
 * CONNECT (a tunnel through a proxy): Node hands it to the server's 'connect' listener, and without
 * one closes the connection without a word. Answered 405 with Allow, in both languages (nothing says
 * which yet), then the connection closes. Installed with `server.on('connect', answerConnect)`.
 */
export function answerConnect(_request: unknown, socket: Duplex): void {
  // The socket is ours now: a reset by the client must not become an uncaught error.
  socket.on('error', () => socket.destroy())
  if (!socket.writable) {
    socket.destroy()
    return
  }
  const body = JSON.stringify({ code: 'METHOD_NOT_ALLOWED', message: CONNECT_MESSAGE })
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${SITE_METHODS}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  )
}

/**
 * What Node's HTTP parser refuses before any of our code runs (headers or address over 64 KB, a
 * broken request line or header): by default an empty 400 or 431. Answered here with a JSON
 * message in French and English (the request's language is not known yet), then the connection
 * closes. Installed with `server.on('clientError', answerClientError)`.
 */
export function answerClientError(error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  if (refused.has(socket)) {
    socket.end()
    return
  }
  const answer = ANSWERS[error.code as keyof typeof ANSWERS] ?? ANSWERS.default
  const body = JSON.stringify({ code: answer.code, message: answer.message })
  // The answer to a HEAD has no body: its client would read one as a broken next answer.
  const withBody = bodyAllowed(error.code, error.rawPacket)
  socket.end(
    `HTTP/1.1 ${answer.status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${withBody ? Buffer.byteLength(body) : 0}\r\n` +
      `Cache-Control: no-store\r\nConnection: close\r\n\r\n${withBody ? body : ''}`,
  )
}

/**
 * Whether the refusal may carry its message. Node hands over the bytes it could not parse, which
 * start with the request line when the request came in one read: then a HEAD gets no body. Over
 * the parser's limit, a request read in several parts (a busy server, a slow client) has lost its
 * method: it is answered without a body, right for a HEAD too. Other malformed requests keep their
 * message.
 */
export function bodyAllowed(code: string | undefined, rawPacket: Buffer | undefined): boolean {
  const method = /^([A-Z]+) /.exec(rawPacket?.subarray(0, 16).toString('latin1') ?? '')?.[1]
  if (method) return method !== 'HEAD'
  return code !== 'HPE_HEADER_OVERFLOW'
}

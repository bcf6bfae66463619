import net from 'node:net'

/** One answer read off the wire: its status, headers (lower-case names) and whole body. */
export type RawAnswer = { status: number; headers: Record<string, string>; body: string }

/** What came back on one connection: the complete answers, then how the connection ended. */
export type ConnectionOutcome = { answers: RawAnswer[]; ending: 'closed' | string }

/**
 * A TCP connection to 127.0.0.1 that is open (the server's kernel has accepted it) when this
 * resolves. `send` writes GET requests back to back (HTTP/1.1 pipelining, as a proxy may do);
 * `outcome` resolves when the server closes the connection (or resets it).
 */
export async function openConnection(url: string): Promise<{
  send: (paths: string[]) => void
  outcome: Promise<ConnectionOutcome>
}> {
  const { hostname, port } = new URL(url)
  const socket = net.connect({ host: hostname, port: Number(port) })
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  const outcome = new Promise<ConnectionOutcome>((resolve) => {
    const chunks: Buffer[] = []
    let ending = 'closed'
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', (error: NodeJS.ErrnoException) => (ending = error.code ?? error.message))
    socket.on('close', () => resolve({ answers: parseAnswers(Buffer.concat(chunks)), ending }))
  })
  return {
    send: (paths) => socket.write(paths.map((p) => `GET ${p} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`).join('')),
    outcome,
  }
}

/** Tries a new TCP connection: 'refused' when nothing listens, else 'accepted' (and closes it). */
export function tryConnect(url: string): Promise<'accepted' | 'refused' | string> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) })
    socket.once('connect', () => {
      socket.destroy()
      resolve('accepted')
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? 'refused' : (error.code ?? 'error')))
  })
}

/** The complete answers at the start of `data`; an answer cut short is left out. */
export function parseAnswers(data: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = []
  let offset = 0
  for (;;) {
    const headEnd = data.indexOf('\r\n\r\n', offset)
    if (headEnd < 0) return answers
    const [statusLine, ...lines] = data.subarray(offset, headEnd).toString('latin1').split('\r\n')
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    )
    const body = readBody(data, headEnd + 4, headers)
    if (!body) return answers
    answers.push({ status: Number(statusLine.split(' ')[1]), headers, body: body.content.toString('utf8') })
    offset = body.end
  }
}

function readBody(data: Buffer, start: number, headers: Record<string, string>): { content: Buffer; end: number } | null {
  if (headers['content-length'] !== undefined) {
    const end = start + Number(headers['content-length'])
    return end <= data.length ? { content: data.subarray(start, end), end } : null
  }
  if (headers['transfer-encoding']?.includes('chunked')) return readChunked(data, start)
  // Neither length nor chunks: the body runs to the end of the connection.
  return { content: data.subarray(start), end: data.length }
}

function readChunked(data: Buffer, start: number): { content: Buffer; end: number } | null {
  const parts: Buffer[] = []
  let offset = start
  for (;;) {
    const lineEnd = data.indexOf('\r\n', offset)
    if (lineEnd < 0) return null
    const size = parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16)
    if (Number.isNaN(size)) return null
    if (size === 0) {
      const end = data.indexOf('\r\n\r\n', lineEnd)
      return end < 0 ? null : { content: Buffer.concat(parts), end: end + 4 }
    }
    if (lineEnd + 2 + size + 2 > data.length) return null
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
    offset = lineEnd + 2 + size + 2
  }
}

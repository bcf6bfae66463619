import http from 'node:http'

export type ReceivedNotification = { path: string; headers: Headers; rawBody: string }

export type NotificationReceiver = {
  /** Where to point a notifyUrl: http://127.0.0.1:PORT/payment/notify/{provider} answers too. */
  url: string
  received: ReceivedNotification[]
  /** The status the receiver answers with from now on (a shop that is down answers 503). */
  answerWith: (status: number) => void
  stop: () => Promise<void>
}

/** A tiny HTTP server on 127.0.0.1 that keeps every notification posted to it, exactly as received. */
export async function startNotificationReceiver(): Promise<NotificationReceiver> {
  const received: ReceivedNotification[] = []
  let status = 200
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
      received.push({ path: req.url ?? '/', headers, rawBody: Buffer.concat(chunks).toString('utf8') })
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerWith: (next) => {
      status = next
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

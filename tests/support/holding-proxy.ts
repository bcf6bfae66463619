import http from 'node:http'

/**
 * A loopback proxy in front of the site (its PUBLIC_URL), for the crash tests: it passes every
 * request to the current target and answers as the target does, except the payment notifications
 * while `hold` is on, which it keeps unanswered until `release` sends them to the target then.
 */
export type HeldNotification = { path: string; headers: Record<string, string>; body: Buffer }

export type HoldingProxy = {
  url: string
  setTarget: (url: string) => void
  hold: (on: boolean) => void
  held: () => HeldNotification[]
  /** Sends the held notifications to the target as they came; their answers' statuses. */
  release: () => Promise<number[]>
  stop: () => Promise<void>
}

async function readAll(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

function headersOf(req: http.IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== 'host' && name !== 'connection' && name !== 'content-length')
      headers[name] = Array.isArray(value) ? value.join(', ') : value
  }
  return headers
}

export async function startHoldingProxy(): Promise<HoldingProxy> {
  let target = ''
  let holding = false
  let held: HeldNotification[] = []
  const waiting: http.ServerResponse[] = []
  const forward = (path: string, method: string, headers: Record<string, string>, body: Buffer) =>
    fetch(target + path, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    })

  const server = http.createServer(async (req, res) => {
    const path = req.url ?? '/'
    const body = await readAll(req)
    const headers = headersOf(req)
    if (holding && path.startsWith('/payment/notify/')) {
      held.push({ path, headers, body })
      waiting.push(res)
      return
    }
    try {
      const answer = await forward(path, req.method ?? 'GET', headers, body)
      const out: Record<string, string | string[]> = {}
      answer.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-encoding' && name !== 'content-length' && name !== 'transfer-encoding') out[name] = value
      })
      const cookies = answer.headers.getSetCookie()
      if (cookies.length > 0) out['set-cookie'] = cookies
      res.writeHead(answer.status, out)
      res.end(Buffer.from(await answer.arrayBuffer()))
    } catch {
      res.writeHead(502).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  return {
    url,
    setTarget: (next) => {
      target = next
    },
    hold: (on) => {
      holding = on
    },
    held: () => [...held],
    release: async () => {
      const due = held
      held = []
      const statuses: number[] = []
      for (const n of due) statuses.push((await forward(n.path, 'POST', n.headers, n.body)).status)
      return statuses
    },
    stop: async () => {
      for (const res of waiting.splice(0)) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

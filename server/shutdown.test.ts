import http from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { openConnection, tryConnect } from '../tests/support/raw-http'
import { drainOnStop, type HttpDrain, stopGracefully, waitingConnections } from './shutdown'

/** A server whose answers wait until the test opens the gate. */
async function gatedServer() {
  let open: () => void = () => {}
  const gate = new Promise<void>((resolve) => (open = resolve))
  let received = 0
  const server = http.createServer(async (req, res) => {
    received++
    await gate
    const body = `answer to ${req.url}`
    res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': Buffer.byteLength(body) })
    res.end(body)
  })
  const drain = drainOnStop(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  servers.push(server)
  return { url, drain, openGate: () => open(), received: () => received }
}

const servers: http.Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    server.close()
  }
})

describe('drainOnStop', () => {
  it('answers every request received, pipelined or not read yet, closes each connection after its last answer and refuses new ones', async () => {
    const server = await gatedServer()
    const single = await openConnection(server.url)
    single.send(['/a'])
    const pipelined = await openConnection(server.url)
    pipelined.send(['/b1', '/b2', '/b3'])
    await expect.poll(() => server.received()).toBe(4)
    // Connected together just before the stop: Node accepts one connection per turn of the event
    // loop, so most still wait in the listening socket's backlog, and none has been read yet.
    const late = await Promise.all(Array.from({ length: 20 }, () => openConnection(server.url)))
    late.forEach((connection, i) => connection.send([`/c${i}`]))
    const drained = server.drain.drain(10_000)

    await new Promise((r) => setTimeout(r, 20))
    expect(await tryConnect(server.url)).toBe('refused')
    server.openGate()

    const outcomes = await Promise.all([single.outcome, pipelined.outcome, ...late.map((c) => c.outcome)])
    expect(outcomes.map((o) => o.ending)).toEqual(outcomes.map(() => 'closed'))
    expect(outcomes.map((o) => o.answers.map((a) => a.body))).toEqual([
      ['answer to /a'],
      ['answer to /b1', 'answer to /b2', 'answer to /b3'],
      ...late.map((_, i) => [`answer to /c${i}`]),
    ])
    expect(outcomes.map((o) => o.answers.map((a) => a.headers.connection))).toEqual([
      ['close'],
      ['keep-alive', 'keep-alive', 'close'],
      ...late.map(() => ['close']),
    ])
    expect(await drained).toBe(true)
  })

  it('closes a keep-alive connection that waits between two requests', async () => {
    const server = await gatedServer()
    server.openGate()
    const idle = await openConnection(server.url)
    idle.send(['/first'])
    await expect.poll(() => server.received()).toBe(1)
    await new Promise((r) => setTimeout(r, 20))
    expect(await server.drain.drain(10_000)).toBe(true)
    const outcome = await idle.outcome
    expect(outcome.answers.map((a) => [a.body, a.headers.connection])).toEqual([['answer to /first', 'keep-alive']])
    expect(outcome.ending).toBe('closed')
  })

  it('cuts the connections left when the timeout runs out', async () => {
    const server = await gatedServer()
    const stuck = await openConnection(server.url)
    stuck.send(['/never'])
    await expect.poll(() => server.received()).toBe(1)
    const started = Date.now()
    expect(await server.drain.drain(200)).toBe(false)
    expect(Date.now() - started).toBeLessThan(2000)
    expect((await stuck.outcome).answers).toEqual([])
  })
})

describe('waitingConnections', () => {
  const header = '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode\n'
  const tables: Record<string, string> = {
    '/proc/net/tcp':
      header +
      '   0: 0100007F:0BB8 00000000:0000 0A 00000000:00000007 00:00000000 00000000     0        0 1 1\n' +
      '   1: 0100007F:0BB8 0100007F:D431 01 00000000:00000020 00:00000000 00000000     0        0 2 1\n' +
      '   2: 0100007F:1F90 00000000:0000 0A 00000000:00000003 00:00000000 00000000     0        0 3 1\n',
    '/proc/net/tcp6': header + '   0: 00000000000000000000000000000000:0BB8 00000000000000000000000000000000:0000 0A 00000000:00000002 00:00000000 00000000     0        0 4 1\n',
  }
  const read = (file: string) => {
    if (!(file in tables)) throw new Error('ENOENT')
    return tables[file]
  }

  it('counts the connections waiting to be accepted on the port, over IPv4 and IPv6', () => {
    // Port 3000 is 0BB8: 7 waiting on IPv4, 2 on IPv6; the established connection's queue is not a backlog.
    expect(waitingConnections(3000, read)).toBe(9)
    expect(waitingConnections(8080, read)).toBe(3)
  })

  it('does not know when nothing listens there or the tables cannot be read', () => {
    expect(waitingConnections(4000, read)).toBeNull()
    const unreadable = () => {
      throw new Error('no /proc')
    }
    expect(waitingConnections(3000, unreadable)).toBeNull()
    expect(waitingConnections(null, read)).toBeNull()
  })
})

describe('stopGracefully', () => {
  const log = { info: () => {}, warn: () => {}, error: () => {} }
  const drained = (clean: boolean): HttpDrain => ({ drain: async () => clean })

  it('closes the resources in order once requests and the job in hand are done', async () => {
    const steps: string[] = []
    let finishJob: () => void = () => {}
    const job = new Promise<void>((resolve) => (finishJob = resolve)).then(() => void steps.push('job'))
    const stopping = stopGracefully({
      http: {
        drain: async () => {
          steps.push('http')
          return true
        },
      },
      timeoutMs: 5000,
      log,
      finishing: job,
      resources: [
        ['mail', async () => void steps.push('mail')],
        ['database', async () => void steps.push('database')],
      ],
    })
    await new Promise((r) => setTimeout(r, 20))
    expect(steps).toEqual(['http'])
    finishJob()
    expect(await stopping).toBe(true)
    expect(steps).toEqual(['http', 'job', 'mail', 'database'])
  })

  it('stops waiting at the timeout and still closes the resources', async () => {
    const closed: string[] = []
    const started = Date.now()
    const clean = await stopGracefully({
      http: drained(true),
      timeoutMs: 100,
      log,
      finishing: new Promise(() => {}),
      resources: [['database', async () => void closed.push('database')]],
    })
    expect(clean).toBe(false)
    expect(closed).toEqual(['database'])
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('reports a resource that fails to close, and closes the next ones', async () => {
    const errors: string[] = []
    const closed: string[] = []
    const clean = await stopGracefully({
      http: drained(true),
      timeoutMs: 1000,
      log: { ...log, error: (_obj: object, msg: string) => void errors.push(msg) },
      finishing: Promise.resolve(),
      resources: [
        ['mail', async () => Promise.reject(new Error('smtp gone'))],
        ['database', async () => void closed.push('database')],
      ],
    })
    expect(clean).toBe(false)
    expect(errors).toEqual(['mail failed to close'])
    expect(closed).toEqual(['database'])
  })
})

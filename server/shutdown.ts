import fs from 'node:fs'
import type http from 'node:http'
import net from 'node:net'

/** The requests of one connection that were received and whose answer is not yet written. */
type Connection = { open: number; newest: http.ServerResponse | null }

export type HttpDrain = {
  /**
   * Stops the server without cutting an answer: the connections already accepted (down to those
   * still waiting in the listening socket's backlog) and the requests they carry are served, then
   * each connection closes after its last answer, which says `Connection: close`; new connections
   * are refused. Resolves true once every connection is closed, or false when `timeoutMs` ran
   * out and the connections left were cut.
   */
  drain: (timeoutMs: number) => Promise<boolean>
}

/** Follows the connections and requests of `server` so that `drain` can stop it cleanly. */
export function drainOnStop(server: http.Server): HttpDrain {
  const connections = new Map<net.Socket, Connection>()
  const closingMarks = new WeakSet<http.ServerResponse>()
  let stopping = false
  let accepted = 0

  server.on('connection', (socket: net.Socket) => {
    accepted++
    connections.set(socket, { open: 0, newest: null })
    socket.once('close', () => connections.delete(socket))
  })
  // Before the application's listener, so the count is right before any answer is written.
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const connection = connections.get(req.socket)
    if (!connection) return
    connection.open++
    if (stopping) markLast(connection, res)
    else connection.newest = res
    res.once('close', () => {
      connection.open--
      if (stopping && connection.open === 0) closeSoon(req.socket)
    })
  })

  /**
   * Only the newest request of a connection may say `Connection: close`: Node closes the
   * connection after that answer, and pipelined requests behind it would get nothing.
   */
  function markLast(connection: Connection, res: http.ServerResponse) {
    const previous = connection.newest
    if (previous && closingMarks.has(previous) && !previous.headersSent) {
      previous.removeHeader('Connection')
      closingMarks.delete(previous)
    }
    connection.newest = res
    if (!res.headersSent) {
      res.setHeader('Connection', 'close')
      closingMarks.add(res)
    }
  }

  return {
    async drain(timeoutMs) {
      stopping = true
      for (const connection of connections.values()) {
        if (connection.open > 0 && connection.newest) markLast(connection, connection.newest)
      }
      let cut = false
      const deadline = setTimeout(() => {
        cut = true
        server.closeAllConnections()
        for (const socket of connections.keys()) socket.destroy()
      }, timeoutMs)
      const waiting = waitingConnections(listeningPort(server))
      stopQueueing(server)
      await acceptBacklog(() => accepted, () => cut, waiting)
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()))
      // One more turn, so requests already sent on the last connections accepted are read before
      // idle connections (nothing received yet, or keep-alive between two requests) are closed.
      // http.Server's own close() would close idle connections at once, resetting those.
      await nextTurn()
      server.closeIdleConnections()
      await closed
      clearTimeout(deadline)
      return !cut
    },
  }
}

/**
 * Node accepts one connection per turn of the event loop, and closing the listening socket resets
 * the connections still waiting in its backlog, which their clients saw accepted. So the listening
 * socket stays open (turning new connection requests away, see stopQueueing), turn after turn,
 * until the connections waiting when the stop began are taken, or a turn takes none.
 */
async function acceptBacklog(accepted: () => number, cut: () => boolean, waiting: number | null) {
  const target = accepted() + (waiting ?? MAX_BACKLOG)
  await nextTurn()
  for (let turn = 0; turn < MAX_BACKLOG && accepted() < target && !cut(); turn++) {
    const before = accepted()
    await nextTurn()
    if (accepted() === before) return
  }
}

/**
 * Shrinks the listening socket's backlog to nothing (listen(2) again, with 0): the kernel keeps the
 * connections already queued but drops new connection requests, whose clients try again and meet
 * the closed socket (connection refused) instead of being queued, then reset. Node has no public
 * call for it; its listening handle does, and without it new connections queue until the close.
 */
function stopQueueing(server: http.Server) {
  const handle = (server as unknown as { _handle?: { listen?: (backlog: number) => number } })._handle
  if (typeof handle?.listen === 'function') handle.listen(0)
}

/** Node's default backlog is 511 connections: more never wait to be accepted. */
const MAX_BACKLOG = 512

/**
 * How many connections wait in the accept queue of the sockets listening on `port`: on Linux the
 * rx_queue of its LISTEN lines (state 0A) in /proc/net/tcp and tcp6; null where that is unknown.
 */
export function waitingConnections(port: number | null, read = (file: string) => fs.readFileSync(file, 'utf8')): number | null {
  if (port === null) return null
  let waiting: number | null = null
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let table: string
    try {
      table = read(file)
    } catch {
      continue
    }
    for (const line of table.split('\n').slice(1)) {
      const [, local, , state, queues] = line.trim().split(/\s+/)
      if (state !== '0A' || parseInt(local?.split(':')[1] ?? '', 16) !== port) continue
      waiting = (waiting ?? 0) + parseInt(queues.split(':')[1], 16)
    }
  }
  return waiting
}

function listeningPort(server: http.Server): number | null {
  const address = server.address()
  return typeof address === 'object' && address ? address.port : null
}

/** Ends a connection once what was written to it is sent. */
function closeSoon(socket: net.Socket) {
  if (!socket.destroyed && !socket.writableEnded) socket.destroySoon()
}

/**
 * Resolves in the event loop's next check phase: after the I/O callbacks of the poll in progress
 * (accepting connections, reading sockets), or, called from a check phase, of the next poll.
 */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}

/** How long each resource may take to close once the shutdown timeout is spent. */
const CLOSE_GRACE_MS = 2_000

export type StopPlan = {
  http: HttpDrain
  timeoutMs: number
  log: { info: (msg: string) => void; warn: (msg: string) => void; error: (obj: object, msg: string) => void }
  /** Work that must end before the resources close: the job worker's job in hand. */
  finishing: Promise<unknown>
  /** Closed one after the other, in this order, once nothing uses them any more. */
  resources: ReadonlyArray<readonly [name: string, close: () => Promise<unknown>]>
}

/**
 * The whole stop of the process, bounded by `timeoutMs`: the HTTP connections drain and the
 * job in hand finishes, then the resources close. True when nothing had to be cut.
 */
export async function stopGracefully(plan: StopPlan): Promise<boolean> {
  const deadline = Date.now() + plan.timeoutMs
  let clean = await plan.http.drain(plan.timeoutMs)
  if (!clean) plan.log.warn('requests still running after the shutdown timeout: their connections were closed')
  if ((await within(deadline - Date.now(), plan.finishing)) === 'late') {
    clean = false
    plan.log.warn('a job still running after the shutdown timeout: it runs again once its lease is over')
  }
  for (const [name, close] of plan.resources) {
    try {
      if ((await within(Math.max(deadline - Date.now(), CLOSE_GRACE_MS), close())) === 'late') {
        clean = false
        plan.log.warn(`${name} did not close in time`)
      }
    } catch (error) {
      clean = false
      plan.log.error({ err: error }, `${name} failed to close`)
    }
  }
  return clean
}

/** Waits for `work`, at most `ms`: 'late' when it is still running then. */
async function within(ms: number, work: Promise<unknown>): Promise<'done' | 'late'> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), Math.max(ms, 0))))
  try {
    return await Promise.race([work.then(() => 'done' as const), late])
  } finally {
    clearTimeout(timer)
  }
}

import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import type { Logger } from 'pino'
import { backupSocketOf } from './places'

/**
 * The running embedded server's side of `npm run backup`: PGlite's files belong to the process that
 * opened them, so the dump is taken by that process, between two transactions, and sent over a
 * Unix socket under DATA_DIR/run (mode 0700). Answers a function that stops listening.
 */
export async function listenForBackups(options: { dataDir: string; dump: () => Promise<Blob>; log: Pick<Logger, 'info' | 'warn' | 'error'> }): Promise<() => Promise<void>> {
  const socket = backupSocketOf(options.dataDir)
  fs.mkdirSync(path.dirname(socket), { recursive: true, mode: 0o700 })
  fs.chmodSync(path.dirname(socket), 0o700)
  if (await answers(socket)) {
    options.log.warn({ socket }, 'another process answers backups for this data directory: npm run backup will ask it, not this server')
    return async () => {}
  }
  fs.rmSync(socket, { force: true })
  let busy = false
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/database') {
      res.writeHead(404).end()
      return
    }
    if (busy) {
      res.writeHead(409, { 'content-type': 'text/plain' }).end('a backup is already being taken')
      return
    }
    busy = true
    const started = Date.now()
    options
      .dump()
      .then(async (blob) => {
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': String(blob.size) })
        res.end(Buffer.from(await blob.arrayBuffer()))
        options.log.info({ bytes: blob.size, ms: Date.now() - started }, 'database dumped for a backup')
      })
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'the database dump for a backup failed')
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
        res.end(error instanceof Error ? error.message : String(error))
      })
      .finally(() => {
        busy = false
      })
  })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(socket, () => resolve())
    })
  } catch (error) {
    options.log.warn({ err: error, socket }, 'npm run backup cannot reach this server (its socket could not be opened); stop the server to back up')
    return async () => {}
  }
  fs.chmodSync(socket, 0o600)
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
}

/** Whether a process listens on the socket (a stale file from a process that died does not answer). */
export function answers(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(socket)
    probe.once('connect', () => {
      probe.destroy()
      resolve(true)
    })
    probe.once('error', () => resolve(false))
  })
}

/** The client's side: the running server's dump, or null when no server answers on the socket. */
export function dumpFromRunningServer(dataDir: string): Promise<Blob | null> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath: backupSocketOf(dataDir), method: 'POST', path: '/database' }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        const body = Buffer.concat(chunks)
        if (response.statusCode === 200) resolve(new Blob([body]))
        else reject(new Error(`the running server could not dump its database: ${body.toString('utf8') || response.statusCode}`))
      })
    })
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null)
      else reject(error)
    })
    request.end()
  })
}

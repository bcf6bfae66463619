import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { newDataDir, type Template } from './templates'

export type RunningServer = {
  url: string
  /** The site's configured public address: PUBLIC_URL, else its default http://localhost:PORT. */
  publicUrl: string
  dataDir: string
  process: ChildProcess
  /** The server's log lines so far (JSON, one per line); empty unless started with `captureLog`. */
  logLines: () => string[]
  /** What the server wrote to its standard error so far (Node's warnings); empty unless started with `captureErrors`. */
  errorLines: () => string[]
  stop: () => Promise<number | null>
}

const root = path.resolve(import.meta.dirname, '../..')

/**
 * The key every test server seals its secrets with (DATA_ENCRYPTION_KEY): servers sharing a
 * PostgreSQL database must share it, as production instances do. Public: tests only.
 */
export const TEST_DATA_ENCRYPTION_KEY = '5e1f0c0ffee0ddba11cafe5eed0fab1e5e1f0c0ffee0ddba11cafe5eed0fab1e'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** `npm start`'s node flags (package.json), which the compiled server runs with. */
function startFlags(): string[] {
  const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
  return scripts.start.split(/\s+/).filter((word) => word.startsWith('--'))
}

export type ServerOptions = {
  captureLog?: boolean
  captureErrors?: boolean
  output?: 'inherit' | 'pipe'
  /**
   * false: the sources through tsx instead of the compiled server (also TEST_SERVER=sources for
   * every start that does not choose, to try a change without building).
   */
  compiled?: boolean
  /** Runs `npm start`'s script (scripts/start.mjs): the compiled server in a child it starts again. */
  supervised?: boolean
  /**
   * PUBLIC_URL is the address the tests reach it at, http://127.0.0.1:PORT, as for the browser tests'
   * own site: a browser that opens it stays there (a loopback PUBLIC_URL under another name, such as
   * the default http://localhost:PORT, sends its page navigations there, docs/decisions/044).
   */
  publicAtUrl?: boolean
  /** Settings that name the site's own address, known once its port is chosen. */
  envAt?: (url: string) => Record<string, string>
}

/**
 * Starts the built server (production mode) on a free loopback port with a fresh
 * data directory, or on TEST_DATABASE_URL when it is set, and waits for /healthz. It is a test site
 * (SITE_MODE=test: seeded like the demo, none of a production site's refusals) unless `env` says
 * otherwise; an empty value gives a setting its default.
 * `output: 'pipe'` gives the server pipes for stdout and stderr that the test holds (and may
 * leave unread or close) instead of the test's own output. It runs the compiled server
 * (build/node) with npm start's flags, as `npm start` and production do: a start costs less CPU than
 * compiling the sources again with tsx (the HTTP tests' setup builds the site when a source changed).
 */
export async function startServer(env: Record<string, string> = {}, options: ServerOptions = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(root, 'build/server/index.js')) || !fs.existsSync(path.join(root, 'build/node/index.mjs'))) {
    throw new Error('The site is not built: run `npm run build` first (npm test does it).')
  }
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  if (options.publicAtUrl) env = { PUBLIC_URL: url, ...env }
  if (options.envAt) env = { ...options.envAt(url), ...env }
  const databaseUrl = process.env.TEST_DATABASE_URL
  const dataDir = env.DATA_DIR ?? newDataDir('agency-test', databaseUrl || env.DATABASE_URL ? undefined : templateFor(env))
  const entry = options.supervised
    ? [...startFlags(), 'scripts/start.mjs']
    : options.compiled === false || (options.compiled === undefined && process.env.TEST_SERVER === 'sources')
      ? ['--import', 'tsx', 'server/index.ts']
      : [...startFlags(), 'build/node/index.mjs']
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SITE_MODE: 'test',
      DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY,
      // A test is one scripted client asking far more renders per address than a visitor: it is not
      // held to the per-address render budget (decision 047) unless it sets one (tests/api/admission).
      ADMISSION_CLIENT_MS: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', options.captureLog ? 'pipe' : (options.output ?? 'inherit'), options.captureErrors ? 'pipe' : (options.output ?? 'inherit')],
  })
  const lines: string[] = []
  if (child.stdout && options.captureLog) collectLines(child.stdout, lines)
  const errorLines: string[] = []
  if (child.stderr && options.captureErrors) collectLines(child.stderr, errorLines, process.stderr)
  await waitUntilHealthy(url, child)
  return {
    url,
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    dataDir,
    process: child,
    logLines: () => [...lines],
    errorLines: () => [...errorLines],
    stop: () =>
      new Promise((resolve) => {
        // A process killed by a signal has no exit code, and has already exited.
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode)
        child.once('exit', (code) => resolve(code))
        child.kill('SIGTERM')
      }),
  }
}

/** Settings that change what a new site's first start writes in its data directory. */
const FIRST_START_SETTINGS = /^(SITE_MODE|SEED_|DATA_ENCRYPTION_KEY|MEDIA_|S3_|SCALE_)/

/** The run's template a new test site may start from: what its own first start would have made. */
function templateFor(env: Record<string, string>): Template | undefined {
  if (Object.keys(env).some((key) => FIRST_START_SETTINGS.test(key) && key !== 'SEED_ON_START')) return undefined
  return env.SEED_ON_START === 'false' ? 'migrated' : 'seeded'
}

/** Adds each complete line of the stream to `lines`, and passes the text on to `echo` if given. */
function collectLines(stream: NodeJS.ReadableStream, lines: string[], echo?: NodeJS.WritableStream): void {
  let rest = ''
  stream.setEncoding('utf8')
  stream.on('data', (chunk: string) => {
    echo?.write(chunk)
    const parts = (rest + chunk).split('\n')
    rest = parts.pop() ?? ''
    lines.push(...parts.filter(Boolean))
  })
}

async function waitUntilHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000
  for (let attempt = 0; attempt < 600 && Date.now() < deadline; attempt++) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`)
    try {
      const response = await fetch(`${url}/healthz`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  child.kill('SIGKILL')
  throw new Error('The server did not become healthy within 120 s')
}

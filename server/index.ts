import http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { getRequestListener } from '@hono/node-server'
import type { ServerBuild } from 'react-router'
import { openDatabase } from '../db/client.server'
import { createAddressProvider } from '../domain/address'
import { bookingJobHandlers } from '../domain/booking/hold-expiry.server'
import { icalJobHandlers } from '../domain/back-office/ical/import.server'
import { feedFetcher } from '../domain/back-office/ical/fetch-feed.server'
import { createJobWorker, enqueue } from '../domain/jobs/jobs.server'
import { createMailServiceFromConfig } from '../domain/mail/mail.server'
import { createPaymentProviders } from '../domain/payments/providers/index.server'
import { orderJobHandlers } from '../domain/orders/jobs.server'
import { agencyAddressFromConfig, agencyFromConfig } from './agency.server'
import { orderDeps } from './shop/order-deps.server'
import { PEER_ADDRESS_HEADER } from './input/client-address'
import { nextHoldExpiry } from '../domain/booking/next-hold-expiry.server'
import { createApp } from './app'
import { authSettingsFromConfig } from './auth/settings.server'
import { ConfigError, readConfig } from './config.server'
import type { AppContext } from './context'
import { answerClientError } from './input/client-error'
import { createLogger } from './logger'
import { contentSecurityPolicy } from './middleware/security'
import { pageCache } from './page-cache/page-cache'
import { watchSiteChanges } from './page-cache/site-changes.server'
import { paymentSettingsFromConfig } from './payment/settings.server'
import { drainOnStop, stopGracefully } from './shutdown'
import { seedNewEmbeddedDatabase } from './first-seed'

async function main() {
  const config = loadConfigOrExit()
  const log = createLogger(config.LOG_LEVEL)
  const dev = config.NODE_ENV === 'development'
  if (config.SEED_ON_START && !config.DATABASE_URL) await seedNewEmbeddedDatabase(config.dataDir, log)
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
    onConnectionLost: (error) => log.warn({ err: error.message }, 'database connection lost; the pool opens a new one'),
  })
  log.info({ driver: database.driver, dataDir: config.dataDir }, 'database ready')
  if (config.SEED_ON_START) {
    const { seedIfEmpty } = await import('../db/seed/index.server')
    const seeded = await seedIfEmpty(database.db, { dataDir: config.dataDir, log: (m) => log.info(m) })
    if (seeded) log.info('demo data seeded')
  }

  const vite = dev
    ? await (await import('vite')).createServer({ server: { middlewareMode: true }, appType: 'custom' })
    : null
  const build = vite
    ? () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
    : ((await import(pathToFileURL(path.resolve('build/server/index.js')).href)) as ServerBuild)

  const mail = await createMailServiceFromConfig({
    smtpUrl: config.SMTP_URL,
    dataDir: config.dataDir,
    from: config.MAIL_FROM,
    agencyEmail: config.AGENCY_EMAIL,
  })
  log.info({ transport: mail.transportKind, outbox: mail.outboxDir ?? undefined }, 'mail ready')
  // The orders' jobs need the whole context, built below with the worker's wake: read it when they run.
  const orders = orderJobHandlers(() => orderDeps(context))
  // Imported calendars (back office): each feed's job fetches it, then comes back in 30 minutes.
  const ical = icalJobHandlers({ db: database.db, ownHost: new URL(config.PUBLIC_URL).host, fetchText: feedFetcher({ allowLoopback: config.ICAL_ALLOW_LOOPBACK }) })
  const worker = createJobWorker({ db: database.db, log, handlers: { ...mail.handlers, ...bookingJobHandlers(database.db), ...orders, ...ical } })
  worker.start()

  const context: AppContext = {
    db: database.db,
    log,
    mail,
    jobs: { enqueue, wake: worker.wake },
    trustProxy: config.TRUST_PROXY,
    environment: config.NODE_ENV,
    address: createAddressProvider(config.ADDRESS_PROVIDER, { onError: (err) => log.warn({ err }, 'address suggestions failed') }),
    auth: authSettingsFromConfig(config, log),
    payments: createPaymentProviders(paymentSettingsFromConfig(config, log), { db: database.db, log }),
    agency: agencyFromConfig(config),
    mediaDir: path.join(config.dataDir, 'media'),
    icalAllowLoopback: config.ICAL_ALLOW_LOOPBACK,
    settings: {
      publicUrl: config.PUBLIC_URL,
      contactPhone: config.CONTACT_PHONE,
      contactEmail: config.CONTACT_EMAIL,
      agency: agencyAddressFromConfig(config),
      gtmId: config.GTM_ID ?? null,
      metaPixelId: config.META_PIXEL_ID ?? null,
      mapTileUrl: config.MAP_TILE_URL,
      buildId: typeof build === 'function' ? 'development' : build.assets.version,
    },
  }

  log.info({ provider: context.payments.provider.name }, 'payments ready')
  if (context.payments.testPage && config.PUBLIC_URL.startsWith('https:')) {
    log.warn('PAYMENT_PROVIDER is test: the checkout sends visitors to the built-in test payment page, no money is taken')
  }

  const siteChanges = dev || config.PAGE_CACHE === 'off' ? null : await watchSiteChanges(database)
  const app = createApp({
    context,
    ping: database.ping,
    mediaDir: path.join(config.dataDir, 'media'),
    clientDir: vite ? undefined : path.resolve('build/client'),
    build,
    dev,
    pageCache: siteChanges
      ? pageCache({
          changes: siteChanges,
          nextHoldExpiry: () => nextHoldExpiry(database.db),
          policyFor: (hashes) => contentSecurityPolicy(context.settings, { hashes }),
        })
      : undefined,
  })
  const listener = getRequestListener(app.fetch)
  const server = http.createServer(
    withPeerAddress(vite ? (req, res) => vite.middlewares(req, res, () => listener(req, res)) : listener),
  )
  server.keepAliveTimeout = 5_000
  const httpDrain = drainOnStop(server)
  server.on('clientError', answerClientError)
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : config.PORT
    // The address to open is the site's public one: the one its links, e-mails and payment returns use.
    log.info({ port, host: config.HOST, mode: config.NODE_ENV, publicUrl: config.PUBLIC_URL }, `listening on ${config.HOST}:${port}: open ${config.PUBLIC_URL}`)
  })

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    log.info({ signal }, 'stopping: finishing requests in flight')
    const clean = await stopGracefully({
      http: httpDrain,
      timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      log,
      // The job worker stops polling now and finishes the job in hand before the database closes.
      finishing: worker.stop(),
      resources: [
        ['vite', async () => vite?.close()],
        ['mail', () => mail.close()],
        ['site changes', async () => siteChanges?.stop()],
        ['database', () => database.close()],
      ],
    })
    log.info(clean ? 'stopped' : 'stopped after cutting what was left')
    process.exit(clean ? 0 : 1)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}

/**
 * Records the connection's peer address in a request header for the pages' actions (rate limits per
 * address); a header of that name sent by the client is dropped first, so it cannot be forged.
 */
function withPeerAddress(listener: http.RequestListener): http.RequestListener {
  return (req, res) => {
    const raw = req.rawHeaders
    for (let i = raw.length - 2; i >= 0; i -= 2) {
      if (raw[i].toLowerCase() === PEER_ADDRESS_HEADER) raw.splice(i, 2)
    }
    const peer = req.socket.remoteAddress ?? 'unknown'
    raw.push(PEER_ADDRESS_HEADER, peer)
    req.headers[PEER_ADDRESS_HEADER] = peer
    return listener(req, res)
  }
}

function loadConfigOrExit() {
  try {
    return readConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error)
  process.exit(1)
})

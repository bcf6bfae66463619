import http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { getRequestListener } from '@hono/node-server'
import type { ServerBuild } from 'react-router'
import { openDatabase } from '../db/client.server'
import { migrationStatus } from '../db/migration-status.server'
import { createAddressProvider } from '../domain/address'
import { bookingJobHandlers } from '../domain/booking/hold-expiry.server'
import { icalJobHandlers } from '../domain/booking/ical/import.server'
import { feedFetcher } from '../domain/booking/ical/fetch-feed.server'
import { countWaitingJobs, createJobWorker, enqueue } from '../domain/jobs/jobs.server'
import { createMailServiceFromConfig } from '../domain/mail/mail.server'
import { createMediaStore } from '../domain/media/index.server'
import type { MediaStore } from '../domain/media/store'
import { checkMediaStore } from '../domain/media/newest-picture.server'
import { createPaymentProviders } from '../domain/payments/providers/index.server'
import { orderJobHandlers } from '../domain/orders/jobs.server'
import { arrivalJobHandlers } from '../domain/stays/arrival/send.server'
import { reviewJobHandlers } from '../domain/reviews/request-job.server'
import { registerErasureHandlers, scheduleRegisterErasure } from '../domain/stays/registration/erasure.server'
import { agencyAddressFromConfig, agencyFromConfig } from './agency.server'
import { orderDeps } from './shop/order-deps.server'
import { PEER_ADDRESS_HEADER } from './input/client-address'
import { liveHolds } from '../domain/booking/live-holds.server'
import { createApp } from './app'
import { authSettingsFromConfig } from './auth/settings.server'
import { type Config, ConfigError, readConfig } from './config.server'
import type { AppContext } from './context'
import { answerClientError, answerConnect, answerHeadTooLarge, headTooLarge, PARSER_HEADER_LIMIT } from './input/client-error'
import { createLogger } from './logger'
import { listenForBackups } from './backup/socket.server'
import { mediaSettingsFromConfig } from './media/settings.server'
import { contentSecurityPolicy } from './middleware/security'
import { countedJobs } from './metrics/jobs'
import { createMetrics } from './metrics/metrics.server'
import { pageCache } from './page-cache/page-cache'
import { Admission } from './admission/admission'
import { admissionSettings } from './admission/settings'
import { readSiteFrame } from '../domain/content/frame.repository.server'
import { rememberedFrame } from './page-cache/frame'
import { watchSiteChanges } from './page-cache/site-changes.server'
import { holdOf } from './page-cache/notice'
import { declaredQueries } from './page-cache/page-address'
import { paymentSettingsFromConfig } from './payment/settings.server'
import { drainOnStop, stopGracefully } from './shutdown'
import { seedNewEmbeddedDatabase } from './first-seed'
import type { Logger } from 'pino'
import { createSecretBox, type SecretBox, SecretKeyError } from '../domain/secrets/secret-box.server'
import { prepareStoredSecrets } from '../domain/secrets/stored-secrets.server'
import { DATA_KEY_FILE, readDataEncryptionKey } from './secrets.server'
import { DEMO_ADMIN_PROBLEM, holdsDemoAdmin, productionProblems, ProductionRefusal, refusalMessage } from './site-mode.server'

async function main() {
  const config = loadConfigOrExit()
  const log = createLogger(config.LOG_LEVEL)
  const dev = config.NODE_ENV === 'development'
  const refusals = config.SITE_MODE === 'production' ? productionProblems(config) : []
  // A production site without its key is refused below: no key is made up for it.
  const secrets = config.SITE_MODE === 'production' && !config.DATA_ENCRYPTION_KEY ? null : createSecretBox(readDataEncryptionKey(config).key)
  if (config.SEED_ON_START && !config.DATABASE_URL && refusals.length === 0) await seedNewEmbeddedDatabase(config.dataDir, log)
  const media = await createMediaStore(mediaSettingsFromConfig(config))
  log.info({ store: media.kind, bucket: config.S3_BUCKET, baseUrl: config.MEDIA_BASE_URL }, 'media store ready')
  const queries = { count: 0 }
  const countQueries = config.COUNT_QUERIES === 'on' && config.SITE_MODE !== 'production'
  const database = await openSiteDatabase(config, log, refusals, secrets, media, countQueries ? () => queries.count++ : undefined)
  log.info({ driver: database.driver, dataDir: config.dataDir, mode: config.SITE_MODE }, 'database ready')
  if (!secrets) throw new Error('unreachable: a start without DATA_ENCRYPTION_KEY is refused')
  // The embedded database belongs to this process: `npm run backup` asks it for a dump (server/backup).
  const stopBackups = database.dump ? await listenForBackups({ dataDir: config.dataDir, dump: database.dump, log }) : null

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
  const ical = icalJobHandlers({ db: database.db, secrets, ownHost: new URL(config.PUBLIC_URL).host, fetchText: feedFetcher({ allowLoopback: config.ICAL_ALLOW_LOOPBACK }) })
  // Arrival information of paid stays (domain/stays/arrival): e-mailed ARRIVAL_DAYS_BEFORE days before the arrival.
  const arrival = arrivalJobHandlers(() => ({ ...orderDeps(context), secrets, daysBefore: config.ARRIVAL_DAYS_BEFORE }))
  const metrics = createMetrics()
  metrics.countWaitingJobs(() => countWaitingJobs(database.db))
  const handlers = countedJobs({ ...mail.handlers, ...bookingJobHandlers(database.db), ...orders, ...ical, ...arrival, ...reviewJobHandlers(() => orderDeps(context)), ...registerErasureHandlers(database.db) }, metrics)
  const worker = createJobWorker({ db: database.db, log, handlers })
  // The guest register's erasure (docs/decisions/055): once a day, one run kept waiting.
  await scheduleRegisterErasure(database.db)
  worker.start()

  const context: AppContext = {
    db: database.db,
    log,
    mail,
    jobs: { enqueue, wake: worker.wake },
    secrets,
    metrics,
    trustProxy: config.TRUST_PROXY,
    environment: config.NODE_ENV,
    address: createAddressProvider(config.ADDRESS_PROVIDER, { onError: (err) => log.warn({ err }, 'address suggestions failed') }),
    auth: authSettingsFromConfig(config, log),
    payments: createPaymentProviders(paymentSettingsFromConfig(config, log), { db: database.db, log }),
    agency: agencyFromConfig(config),
    media,
    icalAllowLoopback: config.ICAL_ALLOW_LOOPBACK,
    settings: {
      publicUrl: config.PUBLIC_URL,
      contactPhone: config.CONTACT_PHONE,
      contactEmail: config.CONTACT_EMAIL,
      agency: agencyAddressFromConfig(config),
      gtmId: config.GTM_ID ?? null,
      metaPixelId: config.META_PIXEL_ID ?? null,
      mapTileUrl: config.MAP_TILE_URL,
      mediaBaseUrl: config.MEDIA_BASE_URL ?? null,
      buildId: typeof build === 'function' ? 'development' : build.assets.version,
    },
  }

  log.info({ provider: context.payments.provider.name }, 'payments ready')
  if (context.payments.testPage && config.PUBLIC_URL.startsWith('https:')) {
    log.warn('PAYMENT_PROVIDER is test: the checkout sends visitors to the built-in test payment page, no money is taken')
  }

  const migrated = migrationStatus(database.db)
  const admission = dev ? undefined : new Admission(admissionSettings(config))
  if (admission) {
    metrics.countAdmission(() => admission.load())
    // The clients seen are forgotten once idle, so the map holds the last seconds' only.
    setInterval(() => admission.sweep(), 10_000).unref()
  }
  // The database's notices of changes: the page cache follows them, and the frame of every page.
  const siteChanges = dev
    ? null
    : await watchSiteChanges(database, async () =>
        (await liveHolds(database.db)).map((h) => holdOf(h.id, h.locationId, h.from, h.to, h.expiresAt.getTime())),
      )
  if (siteChanges) context.frame = rememberedFrame((locale, now) => readSiteFrame(database.db, locale, now), siteChanges)
  const app = createApp({
    context,
    readiness: {
      database: async () => {
        if (!(await database.ping())) throw new Error('does not answer')
      },
      migrations: async () => {
        if (!(await migrated())) throw new Error('are not all applied: another instance may still be applying them, or the database belongs to older code')
      },
      media: () => checkMediaStore(database.db, media),
    },
    media,
    clientDir: vite ? undefined : path.resolve('build/client'),
    build,
    dev,
    metrics: { metrics, token: config.METRICS_TOKEN },
    admission,
    queryCount: countQueries ? () => queries.count : undefined,
    pageCache:
      siteChanges && config.PAGE_CACHE === 'on'
        ? pageCache({
            changes: siteChanges,
            queryReads: typeof build === 'function' ? undefined : declaredQueries(build),
            maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
            policyFor: (hashes) => contentSecurityPolicy(context.settings, { hashes }),
          })
        : undefined,
  })
  const listener = getRequestListener(app.fetch)
  const site = withPeerAddress(vite ? (req, res) => vite.middlewares(req, res, () => listener(req, res)) : listener)
  const server = http.createServer({ maxHeaderSize: PARSER_HEADER_LIMIT }, (req, res) =>
    headTooLarge(req) ? answerHeadTooLarge(res) : site(req, res),
  )
  server.keepAliveTimeout = 5_000
  const httpDrain = drainOnStop(server)
  server.on('clientError', answerClientError)
  server.on('connect', answerConnect)
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : config.PORT
    // The address to open is the site's public one: the one its links, e-mails and payment returns use.
    log.info({ port, host: config.HOST, mode: config.NODE_ENV, publicUrl: config.PUBLIC_URL }, `listening on ${config.HOST}:${port}: open ${config.PUBLIC_URL}`)
    // `npm start`'s supervisor (scripts/start.mjs) starts again only a site that once listened.
    process.send?.({ listening: port })
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
        ['media', () => media.close()],
        ['backups', async () => stopBackups?.()],
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

/**
 * Opens the database and runs the start steps, one instance at a time (db/client.server.ts): a
 * production site's refusals (its settings, the demo admin in its database) end the process with
 * one message listing them all; then the secrets are sealed and an empty demo or test site seeded.
 */
async function openSiteDatabase(config: Config, log: Logger, refusals: string[], secrets: SecretBox | null, media: MediaStore, onQuery?: () => void) {
  const refuse = (problems: string[]): never => {
    console.error(refusalMessage(problems, config))
    process.exit(1)
  }
  try {
    return await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.dataDir,
      poolSize: config.DATABASE_POOL_SIZE,
      onQuery,
      onConnectionLost: (error) => log.warn({ err: error.message }, 'database connection lost; the pool opens a new one'),
      steps: {
        check: async (db) => {
          if (config.SITE_MODE === 'production' && (await holdsDemoAdmin(db))) refusals.push(DEMO_ADMIN_PROBLEM)
          if (refusals.length > 0) throw new ProductionRefusal()
        },
        setUp: async (db) => {
          if (!secrets) return
          const sealed = await prepareStoredSecrets(db, secrets)
          if (sealed > 0) log.info({ sealed }, 'secrets kept in clear by an earlier version are now encrypted')
          if (!config.SEED_ON_START) return
          const { seedIfEmpty } = await import('../db/seed/index.server')
          if (await seedIfEmpty(db, { media, secrets, log: (m) => log.info(m) })) log.info('demo data seeded')
        },
      },
    })
  } catch (error) {
    if (error instanceof ProductionRefusal) return refuse(refusals)
    if (error instanceof SecretKeyError) {
      const from = config.DATA_ENCRYPTION_KEY ? 'DATA_ENCRYPTION_KEY' : `DATA_ENCRYPTION_KEY (not set: the key of ${path.join(config.dataDir, DATA_KEY_FILE)})`
      console.error(`${from} is not the key the secrets of this database were encrypted with: start with the key they were encrypted with (docs/decisions/043).`)
      process.exit(1)
    }
    // The settings' problems are worth reading even when the database cannot be reached.
    if (refusals.length > 0) return refuse([...refusals, `DATABASE_URL: the database could not be reached (${(error as Error).message})`])
    throw error
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

import type { Logger } from 'pino'
import type { TokenProblem } from '../domain/accounts/access-token.server'
import type { Db } from '../db/client.server'
import type { AddressProvider } from '../domain/address/types'
import type { AgencyAddress } from '../domain/agency/address'
import type { EnqueueOptions } from '../domain/jobs/jobs.server'
import type { DbOrTx } from '../db/types'
import type { MailService } from '../domain/mail/mail.server'
import type { MediaStore } from '../domain/media/store'
import type { Agency } from '../domain/orders/document'
import type { PaymentProviders } from '../domain/payments/providers/index.server'
import type { SecretBox } from '../domain/secrets/secret-box.server'
import type { ProxyTrust } from './input/client-address'
import type { Metrics } from './metrics/metrics.server'
import type { AuthSettings } from './auth/settings.server'
import type { StaffMember } from './auth/staff.server'
import type { FrameReader } from './page-cache/frame'
import type { PageReads } from './page-cache/tags'

/** Settings the pages may read (nothing secret: they can reach the browser). */
export type PublicSettings = {
  /** PUBLIC_URL's origin ("https://www.example.ch"): the only source of the site's absolute addresses. */
  publicUrl: string
  contactPhone: string
  contactEmail: string
  /** The agency's one postal address (AGENCY_* settings): footer, contact page, e-mails. */
  agency: AgencyAddress
  gtmId: string | null
  metaPixelId: string | null
  mapTileUrl: string
  /** MEDIA_BASE_URL: where pages load pictures from (a CDN), or null for the site's own /media (domain/media/url.ts). */
  mediaBaseUrl: string | null
  /** Changes with every deployment; makes the service worker update. */
  buildId: string
}

/** Background jobs (domain/jobs), worked by every server process. */
export type JobQueue = {
  /** Adds a job in the caller's transaction: `context.jobs.enqueue(tx, 'kind', payload)`. */
  enqueue: (tx: DbOrTx, kind: string, payload: unknown, options?: EnqueueOptions) => Promise<number>
  /** Call after the commit that enqueued jobs: the worker polls at once instead of at its next tick. */
  wake: () => void
}

/** What the HTTP server hands to every loader and action, in process. */export type AppContext = {
  db: Db
  settings: PublicSettings
  log: Logger
  /** E-mail: `mail.enqueue(tx, message)` queues a message with the data it is about (job mail.send). */
  mail: MailService
  jobs: JobQueue
  /** Seals and opens the secrets kept in the database (DATA_ENCRYPTION_KEY, domain/secrets). */
  secrets: SecretBox
  /** TRUST_PROXY: which proxies in front are trusted for the visitor's address (server/input/client-address.ts). */
  trustProxy: ProxyTrust
  /** NODE_ENV; development-only pages answer 404 in any other. */
  environment: 'development' | 'production' | 'test'
  /** Address suggestions for fullAddress fields (ADDRESS_PROVIDER). */
  address: AddressProvider
  /** Accounts: token secret and lifetimes, cookie security (server/auth). Secret: never to the browser. */
  auth: AuthSettings
  /** Card payment (PAYMENT_PROVIDER, docs/decisions/022): `payments.provider` for new payments, `byName` for existing ones. */
  payments: PaymentProviders
  /** The agency as the order documents sign them (AGENCY_* settings, server/agency.server.ts). */
  agency: Agency
  /**
   * One request's record of having read who the visitor is (their session or cart): its page is then
   * theirs alone, answered `private, no-store` and never kept by the page cache (decision 025). Set by
   * the readers of the visitor (`noteVisitorRead`), per request (server/app.ts).
   */
  visitorRead?: { read: boolean }
  /**
   * What this request's render reads, as the page cache's tags (decision 046): declared by its loaders
   * or call (`notePageReads`, server/page-cache/tags.ts), per request (server/app.ts).
   */
  pageReads?: PageReads
  /** The staff member of a back-office request, set by its guard (server/middleware/back-office.ts). */
  staff?: StaffMember
  /** The alert banner and footer notice, remembered between changes (server/page-cache/frame.ts); absent in development and unit tests. */
  frame?: FrameReader
  /** The process's Prometheus metrics (server/metrics); absent in unit tests. */
  metrics?: Metrics
  /** ICAL_ALLOW_LOOPBACK: imported calendars may be fetched from 127.0.0.1 and ::1 (tests only). */
  icalAllowLoopback?: boolean
  /** Where pictures are kept and /media is served from: DATA_DIR/media or the bucket (domain/media, decision 042). */
  media: MediaStore
}

/** Marks the request of this context as one that read the visitor (see `AppContext.visitorRead`). */
export function noteVisitorRead(context: Pick<AppContext, 'visitorRead'>): void {
  if (context.visitorRead) context.visitorRead.read = true
}

/** The load context of one page request: the app's, with what belongs to that request alone. */
export type PageContext = AppContext & {
  /** This request's own logger: every line carries its requestId (server/middleware/request-log). */
  log: Logger
  /** Also sent back in the X-Request-Id header. */
  requestId: string
  /**
   * The CSP nonce of this response (server/middleware/security): app/entry.server.tsx gives it to
   * every inline script. The one place to change for a page served from a cache (docs/decisions/013).
   */
  cspNonce: string
  /** The page request's session could not be renewed, and why: the login page it is sent to says so (SPEC §8). */
  sessionLost?: TokenProblem
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageContext {}
}

import type { Logger } from 'pino'
import type { Db } from '../db/client.server'

/** Settings the pages may read (nothing secret: they can reach the browser). */
export type PublicSettings = {
  publicUrl: string | null
  contactPhone: string
  contactEmail: string
  gtmId: string | null
  metaPixelId: string | null
  mapTileUrl: string
  /** Changes with every deployment; makes the service worker update. */
  buildId: string
}

/** What the HTTP server hands to every loader and action, in process. */
export type AppContext = {
  db: Db
  settings: PublicSettings
  log: Logger
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}

import type { Logger } from 'pino'
import type { AppContext } from './context'

/** Hono variables set for every request. */
export type AppEnv = {
  Variables: {
    requestId: string
    log: Logger
    app: AppContext
  }
}

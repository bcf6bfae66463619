import type { Logger } from 'pino'
import type { TokenProblem } from '../domain/accounts/access-token.server'
import type { SessionUser } from './auth/identity.server'
import type { AppContext } from './context'
import type { CheckedBody } from './input/boundary'

/** Hono variables set for every request. */
export type AppEnv = {
  Variables: {
    requestId: string
    log: Logger
    /** The CSP nonce of this response (server/middleware/security). */
    cspNonce: string
    app: AppContext
    /** The signed-in user of a shop API call (server/middleware/auth.ts), or null. */
    user: SessionUser | null
    /** The request body as the input boundary checked it (server/input/boundary.ts). */
    body: CheckedBody
    /** A page request whose refresh cookie no longer worked: why (its session is over, decision 054). */
    sessionLost?: TokenProblem
  }
}

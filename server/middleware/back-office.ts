import type { Context, MiddlewareHandler } from 'hono'
import { staffOf } from '../auth/staff.server'
import type { AppEnv } from '../env'

/** Every back-office address, in either language, and their data requests (`/admin.data`, `/admin/x.data`). */
const BACK_OFFICE = /^\/(?:fr\/|en\/)?admin(?:[/.]|$)/
/** The back-office pages anyone may open: the sign-in and a set-up link (and their data requests). */
const OPEN_PAGES = /^\/(?:fr\/|en\/)?admin\/(?:connexion|mise-en-place\/[^/.]+)(?:\.data)?\/?$/

/**
 * The one guard of the back office (docs/decisions/031), in front of every /admin page, form and
 * call: a request that is not a staff member's is answered as an address that does not exist (the
 * site's own 404 page, rendered for a path no route has), so no loader or action of the back office
 * ever runs for it, even one that forgot to ask. The member is put in the request's context.
 */
export function backOfficeGuard(notFound: (c: Context<AppEnv>) => Promise<Response>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname
    if (!BACK_OFFICE.test(path) || OPEN_PAGES.test(path)) return next()
    const app = c.get('app')
    const member = await staffOf(c.req.raw, app)
    if (!member) return notFound(c)
    c.set('app', { ...app, staff: member })
    await next()
    c.header('Cache-Control', 'private, no-store')
    c.header('X-Robots-Tag', 'noindex')
  }
}

export function isBackOfficePath(path: string): boolean {
  return BACK_OFFICE.test(path)
}

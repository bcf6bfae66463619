import type { MiddlewareHandler } from 'hono'
import type { PublicSettings } from '../context'
import type { AppEnv } from '../env'

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * A state-changing request must come from our own pages: its Origin header,
 * when the browser sends one, must be this site's origin.
 */
export function sameOrigin(publicUrl: string | null): MiddlewareHandler<AppEnv> {
  const allowed = publicUrl ? new URL(publicUrl).origin : null
  return async (c, next) => {
    if (!UNSAFE.has(c.req.method)) return next()
    const origin = c.req.header('origin')
    if (!origin || origin === 'null') return next()
    const own = allowed ?? new URL(c.req.url).origin
    const host = c.req.header('host')
    if (origin === own || (host && new URL(origin).host === host)) return next()
    return c.json({ code: 'FORBIDDEN_ORIGIN', message: 'Cross-site request refused' }, 403)
  }
}

/** Content security policy and the usual hardening headers. */
export function securityHeaders(settings: PublicSettings, dev: boolean): MiddlewareHandler<AppEnv> {
  const scriptHosts = [
    settings.gtmId ? 'https://www.googletagmanager.com' : '',
    settings.metaPixelId ? 'https://connect.facebook.net' : '',
  ].filter(Boolean)
  const connectHosts = [
    settings.gtmId ? 'https://www.google-analytics.com https://*.google-analytics.com' : '',
    settings.metaPixelId ? 'https://www.facebook.com' : '',
  ].filter(Boolean)
  const csp = [
    "default-src 'self'",
    // React Router streams its hydration data in inline scripts.
    `script-src 'self' 'unsafe-inline' ${scriptHosts.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self' ${connectHosts.join(' ')}`.trim(),
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
  return async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    c.header('X-Frame-Options', 'SAMEORIGIN')
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)')
    if (!dev) c.header('Content-Security-Policy', csp)
  }
}

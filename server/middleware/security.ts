import { randomBytes } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { PublicSettings } from '../context'
import type { AppEnv } from '../env'

/** A year, subdomains included: once a browser has seen the site over HTTPS it never uses http again. */
export const HSTS = 'max-age=31536000; includeSubDomains'

/** 128 random bits, fresh for every response: what an inline script must carry to run. */
export function newCspNonce(): string {
  return randomBytes(16).toString('base64')
}

/**
 * The Content-Security-Policy of a response whose inline scripts carry `nonce`, or, for a page kept
 * for every visitor, whose inline scripts have the given hashes (`'sha256-…'`). Scripts run only
 * from this site, from the analytics hosts when their ids are configured, or inline with the nonce or
 * a listed hash: no 'unsafe-inline', so markup injected into a page cannot run. Styles keep
 * 'unsafe-inline' (style attributes of React and Leaflet); they cannot run code.
 */
export function contentSecurityPolicy(
  settings: Pick<PublicSettings, 'gtmId' | 'metaPixelId'>,
  scripts: { nonce: string } | { hashes: string[] },
): string {
  const inline = 'nonce' in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes
  const scriptHosts = [
    settings.gtmId ? 'https://www.googletagmanager.com' : '',
    settings.metaPixelId ? 'https://connect.facebook.net' : '',
  ].filter(Boolean)
  const connectHosts = [
    settings.gtmId ? 'https://www.google-analytics.com https://*.google-analytics.com' : '',
    settings.metaPixelId ? 'https://www.facebook.com' : '',
  ].filter(Boolean)
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline, ...scriptHosts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectHosts].join(' '),
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** The hardening headers every response carries, whatever it is (HSTS only over https). */
export function hardeningHeaders(settings: Pick<PublicSettings, 'publicUrl'>): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)'],
  ]
  if (settings.publicUrl.startsWith('https:')) headers.push(['Strict-Transport-Security', HSTS])
  return headers
}

/**
 * The hardening headers of every response. A fresh CSP nonce is made before the request runs
 * (`c.var.cspNonce`; the pages get it in their load context) and the policy naming it is set after.
 * HSTS only when the public address is https: on http it would lock visitors out.
 */
export function securityHeaders(settings: PublicSettings, dev: boolean): MiddlewareHandler<AppEnv> {
  const hardening = hardeningHeaders(settings)
  return async (c, next) => {
    c.set('cspNonce', newCspNonce())
    await next()
    for (const [name, value] of hardening) c.header(name, value)
    // Vite's development client injects scripts of its own: no policy in development. A page from
    // the page cache comes with the policy of its own scripts.
    if (!dev && !c.res.headers.has('Content-Security-Policy')) {
      c.header('Content-Security-Policy', contentSecurityPolicy(settings, { nonce: c.get('cspNonce') }))
    }
  }
}

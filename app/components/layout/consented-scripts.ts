/**
 * Google Tag Manager and the Meta pixel, added to the page only after consent and only
 * when their ids are configured (CookieConsent fetches this module then). Both are external
 * scripts (no inline code), so the Content-Security-Policy only has to allow their hosts. They also
 * get the page's nonce, which Tag Manager hands on to the scripts it adds itself.
 */
import { pageNonce } from './analytics'

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void
  queue: unknown[][]
  loaded: boolean
  version: string
  push: Fbq
}

declare global {
  interface Window {
    dataLayer?: unknown[]
    fbq?: Fbq
    _fbq?: Fbq
  }
}

export const GTM_SCRIPT = 'https://www.googletagmanager.com/gtm.js'
export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js'

function addScript(src: string, marker: string): void {
  if (document.querySelector(`script[data-analytics="${marker}"]`)) return
  const script = document.createElement('script')
  script.async = true
  script.nonce = pageNonce()
  script.src = src
  script.dataset.analytics = marker
  document.head.appendChild(script)
}

export function loadGoogleTagManager(id: string): void {
  if (document.querySelector('script[data-analytics="gtm"]')) return
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  addScript(`${GTM_SCRIPT}?id=${encodeURIComponent(id)}`, 'gtm')
}

export function loadMetaPixel(id: string): void {
  if (window.fbq) return
  // The standard pixel stub: calls queue until fbevents.js has loaded.
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args)
    else fbq.queue.push(args)
  } as Fbq
  fbq.push = fbq
  fbq.loaded = true
  fbq.version = '2.0'
  fbq.queue = []
  window.fbq = fbq
  window._fbq = window._fbq ?? fbq
  addScript(META_PIXEL_SCRIPT, 'meta-pixel')
  fbq('init', id)
  fbq('track', 'PageView')
}

/**
 * What every page needs of the analytics before consent: the page's CSP nonce, read as soon as the
 * page's modules run, and the page view of a client-side navigation. The tags themselves
 * (consented-scripts.ts) are fetched only after consent and only when an id is configured, so the
 * pages of a visitor who declines, or of a site without tags, never download them.
 */

/**
 * The CSP nonce of this page, read from a script the server gave it to (the browser empties the
 * attribute, the property keeps it); read when this module loads, before hydration removes some of
 * those scripts. Empty on the server and in development, where there is no policy.
 */
const PAGE_NONCE = typeof document === 'undefined' ? '' : (document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '')

export function pageNonce(): string {
  return PAGE_NONCE || (document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '')
}

/** A client-side navigation: the pixel counts page views itself only on full loads. */
export function trackPageView(): void {
  window.fbq?.('track', 'PageView')
}

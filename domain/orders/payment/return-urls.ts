/**
 * Where the visitor goes after the payment page (SPEC §7: successUrl, cancelUrl, failUrl, prefixed
 * with the site's address): the site's own paths, or absolute addresses under PUBLIC_URL; anything
 * else is refused, so the checkout can never send a payer to another site. Missing ones default to
 * the confirmation pages and the summary, in the order's language.
 */
import { sameSitePath } from '../../navigation/same-site-path'
import { pathIn } from '../../navigation/addresses'

export type ClientReturnUrls = { success: string; cancel: string; fail: string }

function underSite(publicUrl: string, value: unknown): string | null {
  const path = sameSitePath(value)
  if (path !== null) return publicUrl + path
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value)
    const site = new URL(publicUrl)
    if (url.origin !== site.origin || url.username || url.password) return null
    return sameSitePath(url.pathname + url.search + url.hash) === null ? null : url.toString()
  } catch {
    return null
  }
}

export function clientReturnUrls(
  publicUrl: string,
  order: { number: string; locale: string },
  given: { successUrl?: unknown; cancelUrl?: unknown; failUrl?: unknown },
): ClientReturnUrls | null {
  const defaults = {
    success: pathIn(`/commande/confirmation/${order.number}/succes`, order.locale),
    cancel: pathIn('/commande/recapitulatif-paiement?payment=cancelled', order.locale),
    fail: pathIn(`/commande/confirmation/${order.number}/erreur`, order.locale),
  }
  const pick = (value: unknown, fallback: string) =>
    value === undefined || value === null || value === '' ? publicUrl + fallback : underSite(publicUrl, value)
  const success = pick(given.successUrl, defaults.success)
  const cancel = pick(given.cancelUrl, defaults.cancel)
  const fail = pick(given.failUrl, defaults.fail)
  return success && cancel && fail ? { success, cancel, fail } : null
}

/** The shop's own return addresses given to the provider: they re-read the status, then send the visitor on. */
export function providerReturnUrls(publicUrl: string, paymentId: number) {
  const base = `${publicUrl}/payment/return/${paymentId}`
  return { success: `${base}/success`, cancel: `${base}/cancel`, error: `${base}/error` }
}

/**
 * How large a request body may be. One megabyte covers every JSON call and form of the site (a
 * full cart update or contact form is a few kilobytes); a route that needs more, such as a future
 * photo upload, gets its own line in LARGER_BODIES instead of raising the limit for everyone.
 */
export const BODY_LIMIT = 1024 * 1024

export type BodyAllowance = { method: string; path: RegExp; maxBytes: number }

/** Routes allowed a larger body, e.g. `{ method: 'POST', path: /^\/admin\/photos$/, maxBytes: 20 * 1024 * 1024 }`. */
export const LARGER_BODIES: readonly BodyAllowance[] = [
  // A rental's or a sale's photo, sent from its back-office sheet (at most 10 MB, checked again by the upload).
  { method: 'POST', path: /^(\/(fr|en))?\/admin\/(locations|ventes)\/\d+(\.data)?$/, maxBytes: 12 * 1024 * 1024 },
]

/** The largest body a request to this method and path may carry. */
export function bodyLimitFor(method: string, path: string, allowances: readonly BodyAllowance[] = LARGER_BODIES): number {
  const allowance = allowances.find((a) => a.method === method && a.path.test(path))
  return allowance ? allowance.maxBytes : BODY_LIMIT
}

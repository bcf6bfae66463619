/**
 * How large a request body may be. One megabyte covers every JSON call and form of the site (a
 * full cart update or contact form is a few kilobytes); a route that needs more, such as a future
 * photo upload, gets its own line in LARGER_BODIES instead of raising the limit for everyone.
 */
export const BODY_LIMIT = 1024 * 1024

/** `staffOnly`: granted only to a request carrying a valid staff pass (the back office's uploads). */
export type BodyAllowance = { method: string; path: RegExp; maxBytes: number; staffOnly?: boolean }

/** Routes allowed a larger body, e.g. `{ method: 'POST', path: /^\/admin\/photos$/, maxBytes: 20 * 1024 * 1024 }`. */
export const LARGER_BODIES: readonly BodyAllowance[] = [
  // A rental's or a sale's photo, sent from its back-office sheet (at most 10 MB, checked again by the upload).
  // Staff only: a visitor never makes the server read 12 MB before the back office's guard answers 404.
  { method: 'POST', path: /^(\/(fr|en))?\/admin\/(locations|ventes)\/\d+(\.data)?$/, maxBytes: 12 * 1024 * 1024, staffOnly: true },
]

/** The largest body a request to this method and path may carry. */
export function bodyLimitFor(method: string, path: string, allowances: readonly BodyAllowance[] = LARGER_BODIES, staff = false): number {
  const allowance = allowances.find((a) => a.method === method && a.path.test(path) && (staff || !a.staffOnly))
  return allowance ? allowance.maxBytes : BODY_LIMIT
}

/**
 * The SQLSTATE of a database error, whichever driver raised it (node-postgres and PGlite put it in
 * `code`; drizzle wraps it in a DrizzleQueryError whose `cause` is the driver's error).
 */
export const EXCLUSION_VIOLATION = '23P01'

export function sqlStateOf(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return null
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return null
}

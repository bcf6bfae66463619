/**
 * PLACEHOLDER — replaced by the product contexts module at merge. Only the name and signature the
 * cart calls; do not add logic here.
 */
import type { AppContext } from '../../../server/context'
import { type ContextEntry, normalizeEntries } from './index'

/** Placeholder: valid when raw is a non-empty array of objects. */
export async function checkProductContext(
  _context: AppContext,
  product: { contextModel: unknown },
  raw: unknown,
  _locale: string,
): Promise<{ entries: ContextEntry[]; errors: Array<Record<string, string>>; valid: boolean }> {
  const valid =
    Array.isArray(raw) && raw.length > 0 && raw.every((e) => typeof e === 'object' && e !== null && !Array.isArray(e))
  if (!valid) return { entries: [], errors: [{}], valid: false }
  return { entries: normalizeEntries(product.contextModel as object, raw), errors: raw.map(() => ({})), valid: true }
}

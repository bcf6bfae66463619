/**
 * PLACEHOLDER — replaced by the product contexts module at merge. Only the names and signatures the
 * cart calls; do not add logic here.
 */
export type ContextValue = string | number | boolean | null
export type ContextEntry = Record<string, ContextValue>
export type ContextModel = { fields?: unknown }

/** Placeholder: one entry with quantity 1. */
export function seedContext(_model: ContextModel): ContextEntry[] {
  return [{ quantity: 1 }]
}

/** Placeholder: the objects of `raw`, quantity missing or zero → 1. */
export function normalizeEntries(_model: ContextModel, raw: unknown): ContextEntry[] {
  if (!Array.isArray(raw)) return []
  return raw
    .filter((entry): entry is ContextEntry => typeof entry === 'object' && entry !== null && !Array.isArray(entry))
    .map((entry) => ({ ...entry, quantity: Number(entry.quantity) > 0 ? Number(entry.quantity) : 1 }))
}

/** Placeholder: no errors. */
export function checkContext(..._args: unknown[]): Array<Record<string, string>> {
  return []
}

import type { AddressProvider } from '../../address/types'
import { addressKey } from '../../validation'
import { checkContext, isContextValid } from './check'
import { lineCount, MAX_LINES, normalizeEntries } from './entries'
import { entryValues, isFieldActive, parseContextModel } from './model'
import type { ContextEntry, ContextModel } from './types'

/** Distinct addresses looked up at once per check (a bulk context has at most 20 lines). */
const MAX_LOOKUPS = 40

/** The suggestions of every address typed in a fullAddress field, asked once per distinct value. */
async function addressSuggestions(
  provider: AddressProvider,
  model: ContextModel,
  entries: readonly ContextEntry[],
  locale: string,
): Promise<Map<string, string[]>> {
  const fields = model.fields.filter((f) => f.rules.some((r) => r.kind === 'fullAddress'))
  const values = new Set<string>()
  for (const entry of entries) {
    const text = entryValues(entry)
    for (const field of fields) {
      const value = entry[field.name]
      if (typeof value === 'string' && value.trim() !== '' && isFieldActive(field, text)) values.add(value)
    }
  }
  const lookups = [...values].slice(0, MAX_LOOKUPS)
  const answers = await Promise.all(lookups.map((value) => provider.suggest(value, locale).catch(() => [] as string[])))
  return new Map(lookups.map((value, i) => [addressKey(value), answers[i] ?? []]))
}

/** What checking a context needs: the address provider that judges fullAddress fields. */
export type ContextCheckDeps = { address: AddressProvider }

/** A context refused as a whole: a bulk product with more lines than MAX_LINES. */
export type ContextProblem = 'too_many_lines'

export type CheckedContext = {
  entries: ContextEntry[]
  errors: Array<Record<string, string>>
  valid: boolean
  problem: ContextProblem | null
}

/**
 * The server's verdict on a context sent for a product: the entries normalized (only the model's
 * fields, missing quantities set to 1), then checked with every rule, fullAddress against the real
 * address provider. A bulk context of more than MAX_LINES lines is refused whole, before any rule
 * runs. The price and the cart use `entries`, never the raw body.
 */
export async function checkProductContext(
  deps: ContextCheckDeps,
  product: { contextModel: unknown },
  raw: unknown,
  locale: string,
): Promise<CheckedContext> {
  const model = parseContextModel(product.contextModel)
  const entries = normalizeEntries(model, raw)
  if (model.bulk && lineCount(raw) > MAX_LINES) {
    return { entries: entries.slice(0, MAX_LINES), errors: [], valid: false, problem: 'too_many_lines' }
  }
  const suggestions = await addressSuggestions(deps.address, model, entries, locale)
  const errors = checkContext(model, entries, locale, {
    addressSuggestions: (value) => suggestions.get(addressKey(value)) ?? [],
  })
  return { entries, errors, valid: isContextValid(errors), problem: null }
}

import type { AppContext } from '../../../server/context'
import type { AddressProvider } from '../../address/types'
import { addressKey } from '../../validation'
import { checkContext, isContextValid } from './check'
import { normalizeEntries } from './entries'
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

/**
 * The server's verdict on a context sent for a product: the entries normalized (only the model's
 * fields, quantities reset), then checked with every rule, fullAddress against the real address
 * provider. The price and the cart use `entries`, never the raw body.
 */
export async function checkProductContext(
  context: AppContext,
  product: { contextModel: unknown },
  raw: unknown,
  locale: string,
): Promise<{ entries: ContextEntry[]; errors: Array<Record<string, string>>; valid: boolean }> {
  const model = parseContextModel(product.contextModel)
  const entries = normalizeEntries(model, raw)
  const suggestions = await addressSuggestions(context.address, model, entries, locale)
  const errors = checkContext(model, entries, locale, {
    addressSuggestions: (value) => suggestions.get(addressKey(value)) ?? [],
  })
  return { entries, errors, valid: isContextValid(errors) }
}

import { MAX_LINES } from '../context/entries'
import type { CartDeps, CartVisitor } from './deps'
import { todayInResort } from '../../booking/rules/calendar'
import { checkAndPrice, newItem, productOf, tooManyLines } from './items.server'
import { type CartFailure, type CartOutcome, formErrors, refusal } from './outcome'
import { insertItems, type NewItem } from './repository.server'
import { changeVisitorCart } from './transaction.server'

export type BulkCreateInput = {
  productId: unknown
  /** One element per item: a data entry, or a list of entries (undefined: no list sent). */
  lines: unknown[] | undefined
  locale: string
}

/**
 * PUT /cart/bulkcreate/{productId}: several items of one bulk product at once, one per element of
 * the list. All or nothing: one refused line refuses them all, with the errors of each line.
 */
export async function bulkCreate(deps: CartDeps, visitor: CartVisitor, input: BulkCreateInput): Promise<CartOutcome> {
  const { lines, locale } = input
  const found = await productOf(deps, input.productId)
  if ('failure' in found) return found.failure
  if (!found.product.bulk) return refusal(400, 'bulk_creation_disable', 'bulkCreationDisable', locale)
  if (!lines || lines.length === 0) return formErrors(locale, [{}])
  // The lines of all the items together, refused before any is checked: a list of thousands used
  // to be checked and inserted whole.
  if (lines.reduce<number>((sum, line) => sum + (Array.isArray(line) ? line.length : 1), 0) > MAX_LINES) return tooManyLines(locale)
  const on = todayInResort(deps.now())
  const items: NewItem[] = []
  const errors: Array<Record<string, string>> = []
  let failure: CartFailure | null = null
  for (const line of lines) {
    const checked = await checkAndPrice(deps, { product: found.product, raw: Array.isArray(line) ? line : [line], locale, on })
    if (checked.ok) {
      items.push(newItem(found.product, checked.entries, checked.price, null))
      errors.push({})
    } else {
      failure ??= checked.failure
      errors.push(checked.failure.entries?.[0] ?? {})
    }
  }
  if (failure) return failure.code === 'form_errors' ? formErrors(locale, errors) : failure
  return changeVisitorCart(deps, visitor, { locale, create: true }, async (tx, cart) => {
    await insertItems(tx, cart.id, items)
  })
}

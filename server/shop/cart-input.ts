/**
 * The shop API's cart bodies read into the cart commands' inputs (docs/decisions/011 "Calls and
 * texts"). The input boundary already parsed and checked the JSON; this only finds the parts.
 */
import type { AddItemInput } from '../../domain/shop/cart/add-item.server'
import type { UpdateCartInput } from '../../domain/shop/cart/update-cart.server'
import { readShippingContact, type ShippingContactValues } from '../../domain/shop/shipping-contact'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The context data of a body: a list of entries, or `{data: [...]}` (`context`, `entries` too). */
export function entriesOf(body: unknown): unknown[] | undefined {
  if (Array.isArray(body)) return body
  if (!isRecord(body)) return undefined
  for (const key of ['data', 'context', 'entries']) {
    if (Array.isArray(body[key])) return body[key] as unknown[]
  }
  return undefined
}

/** PUT /cart/add/{productId}: the entries, and the item an option hangs under (`linkedToItem`). */
export function addItemBody(body: unknown): Pick<AddItemInput, 'entries' | 'linkedToItem'> {
  return { entries: entriesOf(body), linkedToItem: isRecord(body) ? body.linkedToItem : undefined }
}

/**
 * POST /cart/update/{id}: `remarks` and `orderItems: [{id, context}]`, the cart's own names (SPEC §3):
 * a client may send back the items it was given, with the context changed (its `data`, or a list).
 * Anything else in an item is ignored.
 */
export function updateCartBody(body: unknown): Pick<UpdateCartInput, 'remarks' | 'items'> {
  const record = isRecord(body) ? body : {}
  const items = Array.isArray(record.orderItems) ? record.orderItems : []
  return {
    remarks: record.remarks,
    items: items.map((raw) => {
      const item = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
      return { id: item.id, context: entriesOf(item.context) ?? item.context }
    }),
  }
}

/** PUT /cart/shipping-contact and PUT /contact/add: the contact's fields (SPEC §3), with their defaults. */
export function contactBody(body: unknown): ShippingContactValues {
  return readShippingContact(isRecord(body) ? body : {})
}

/** POST /cart/reduction: the code typed. */
export function reductionCodeBody(body: unknown): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>).code : undefined
}

/** PUT /cart/quantity/{itemId}: `{quantity}` as sent (the command checks it). */
export function quantityBody(body: unknown): unknown {
  return isRecord(body) ? body.quantity : undefined
}

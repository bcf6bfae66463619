/**
 * The shop API's cart bodies (docs/decisions/011 "Calls and texts", 054): one Zod schema per body
 * checks its shape at the input boundary, and the OpenAPI document is generated from the same
 * schemas (server/api/contract/shop.ts). A body of another shape is refused as form_errors naming
 * the part that is wrong; the values themselves are judged by the cart commands (the context models,
 * the contact rules), which answer field errors in the visitor's language.
 */
import { z } from 'zod'
import type { AddItemInput } from '../../domain/shop/cart/add-item.server'
import { cartMessage } from '../../domain/shop/cart/messages'
import { CartError, refusal } from '../../domain/shop/cart/outcome'
import type { UpdateCartInput } from '../../domain/shop/cart/update-cart.server'
import { readShippingContact, SHIPPING_CONTACT_FIELDS, type ShippingContactValues } from '../../domain/shop/shipping-contact'
import { STATE_COUNTRIES } from '../../domain/i18n/address-states'

/** One line of a context: field → value; the product's context model judges the fields. */
const entry = z.looseObject({}).meta({ description: 'field → value; unknown fields and any amount are ignored' })
const entries = z.array(entry)
const itemId = z.union([z.number().int(), z.string()])
/** A form value: text, or a number or boolean read as its text. */
const formValue = z.union([z.string(), z.number(), z.boolean()])

export const cartAddInput = z
  .union([
    entries,
    z.looseObject({
      data: entries.optional().meta({ description: 'The context entries (also read from `context` or `entries`)' }),
      context: entries.optional(),
      entries: entries.optional(),
      linkedToItem: itemId.optional().meta({ description: 'An option: the rental item of the cart it goes under' }),
      slider: z.string().optional().meta({ description: 'The slider the client opens after; not read by the server' }),
    }),
  ])
  .meta({
    id: 'CartAddInput',
    description: 'The context data: a list of entries, or {data: [...]} with linkedToItem for an option under a rental. A rental: one entry {startPeriod, endPeriod, adults, children (ages)}',
    example: { data: [{ startPeriod: '2026-12-19', endPeriod: '2026-12-26', adults: 2, children: [4, 9] }] },
  })

const bulkLines = z.array(z.union([entry, entries]))
export const cartBulkInput = z
  .union([bulkLines, z.looseObject({ data: bulkLines.optional(), context: bulkLines.optional(), entries: bulkLines.optional() })])
  .meta({
    id: 'CartBulkInput',
    description: 'One element per item: a data entry or a list of entries (also {data|context|entries: [...]}); at most 20 lines in all',
    example: [
      { dateFrom: '2026-12-20', days: 6, people: 2, country: 'CH', state: 'VS' },
      { dateFrom: '2026-12-20', days: 1, people: 3, country: 'FR', state: 'Savoie' },
    ],
  })

export const cartUpdateInput = z
  .looseObject({
    remarks: z.unknown().optional().meta({ description: 'Text of at most 2000 characters; absent: unchanged' }),
    orderItems: z
      .array(
        z.looseObject({
          id: itemId,
          context: z
            .union([entries, z.looseObject({ data: entries })])
            .optional()
            .meta({ description: 'The new context: a list of entries, or the item’s context with its data changed' }),
        }),
      )
      .optional()
      .meta({ description: 'Items of the cart to change; anything else an item carries (amounts) is ignored' }),
  })
  .meta({
    id: 'CartUpdateInput',
    example: { remarks: 'Arrivée vers 18 h', orderItems: [{ id: 312, context: { data: [{ rooms: 3, dateFrom: '2026-12-26', remarks: 'Clés au casier' }] } }] },
  })

export const cartQuantityInput = z
  // Any value reaches the command, whose refusal names the quantity field (SPEC §5), as for remarks.
  .looseObject({ quantity: z.unknown().optional().meta({ description: 'A whole number from 0 (removes the item) to 99, or its text; anything else is refused with the quantity field’s message' }) })
  .meta({ id: 'CartQuantityInput', example: { quantity: 2 } })

export const reductionCodeInput = z
  .looseObject({ code: z.string().optional().meta({ description: 'The code typed (case and spaces do not matter)' }) })
  .meta({ id: 'ReductionCodeInput', example: { code: 'HIVER10' } })

const CONTACT_DESCRIPTIONS: Partial<Record<(typeof SHIPPING_CONTACT_FIELDS)[number], string>> = {
  title: 'mr (default), mrs or ms',
  country: 'ISO 3166-1 alpha-2 (any country), CH by default',
  state: `A canton for Switzerland (VS by default); required text where the post names a state (${STATE_COUNTRIES.join(', ')}); ignored elsewhere`,
  birthdate: 'DD.MM.YYYY',
  cg: 'Terms accepted: true, "true", "on" or "1"',
  dataUse: 'Marketing consent, like cg',
}

export const shippingContactInput = z
  .looseObject(Object.fromEntries(SHIPPING_CONTACT_FIELDS.map((field) => [field, formValue.optional().meta({ description: CONTACT_DESCRIPTIONS[field] ?? field })])))
  .meta({
    id: 'ShippingContactInput',
    description: 'The contact fields (text; a boolean or number is read as its text); missing ones take their defaults and the rules (SPEC §5) judge them',
    example: {
      title: 'mrs', firstName: 'Camille', lastName: 'Rey', street: 'Route de la Moubra', streetNumber: '6', complement: '', zip: '3963', city: 'Crans-Montana',
      country: 'CH', state: 'VS', phone: '079 123 45 67', birthdate: '14.03.1984', email: 'camille.rey@example.ch', cg: true, dataUse: false,
    },
  })

/**
 * The body read with its schema (no body reads as an empty one); a body of another shape throws the
 * cart's form_errors, each wrong part (`orderItems.0.id`, or `body`) with the message that the
 * request cannot be read.
 */
function read<S extends z.ZodType>(schema: S, body: unknown, locale: string): z.output<S> {
  const parsed = schema.safeParse(body ?? {})
  if (parsed.success) return parsed.data
  const message = cartMessage('badBody', locale)
  const errors = Object.fromEntries(wrongParts(parsed.error.issues).map((part) => [part || 'body', message]))
  throw new CartError(refusal(400, 'form_errors', 'formErrors', locale, {}, { errors }))
}

/**
 * The parts of a body its schema refuses, as dotted paths. Of a list-or-object body, the parts of the
 * form it has (the branch whose refusals are all inside it), not "body".
 */
function wrongParts(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): string[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path]
    const branch = issue.code === 'invalid_union' ? issue.errors.find((refusals) => refusals.every((refusal) => refusal.path.length > 0)) : undefined
    return branch ? wrongParts(branch, path) : [path.map(String).join('.')]
  })
}

/** The context data of a body: a list of entries, or the list under `data`, `context` or `entries`. */
function entriesIn<T>(body: T[] | { data?: T[]; context?: T[]; entries?: T[] }): T[] | undefined {
  return Array.isArray(body) ? body : (body.data ?? body.context ?? body.entries)
}

/** PUT /cart/add/{productId}: the entries, and the item an option hangs under (`linkedToItem`). */
export function addItemBody(body: unknown, locale: string): Pick<AddItemInput, 'entries' | 'linkedToItem'> {
  if (body === undefined) return { entries: undefined, linkedToItem: undefined }
  const input = read(cartAddInput, body, locale)
  return { entries: entriesIn(input), linkedToItem: Array.isArray(input) ? undefined : input.linkedToItem }
}

/** PUT /cart/bulkcreate/{productId}: one element per item. */
export function bulkLinesBody(body: unknown, locale: string): unknown[] | undefined {
  return body === undefined ? undefined : entriesIn<unknown>(read(cartBulkInput, body, locale))
}

/**
 * POST /cart/update/{id}: `remarks` and `orderItems: [{id, context}]`, the cart's own names (SPEC §3):
 * a client may send back the items it was given, with the context changed (its `data`, or a list).
 * Anything else in an item is ignored.
 */
export function updateCartBody(body: unknown, locale: string): Pick<UpdateCartInput, 'remarks' | 'items'> {
  const input = read(cartUpdateInput, body, locale)
  return {
    remarks: input.remarks,
    items: (input.orderItems ?? []).map((item) => ({ id: item.id, context: Array.isArray(item.context) ? item.context : item.context?.data })),
  }
}

/** PUT /cart/shipping-contact and PUT /contact/add: the contact's fields (SPEC §3), with their defaults. */
export function contactBody(body: unknown, locale: string): ShippingContactValues {
  return readShippingContact(read(shippingContactInput, body, locale))
}

/** POST /cart/reduction: the code typed. */
export function reductionCodeBody(body: unknown, locale: string): string | undefined {
  return read(reductionCodeInput, body, locale).code
}

/** PUT /cart/quantity/{itemId}: `{quantity}` as sent (the command checks it). */
export function quantityBody(body: unknown, locale: string): unknown {
  return read(cartQuantityInput, body, locale).quantity
}

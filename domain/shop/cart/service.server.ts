/**
 * The cart service (SPEC §4 Cart flow, §5 cart rules, §7 cart calls; DESIGN §3). One implementation
 * for the shop API, the pages' loaders and actions.
 *
 * - A visitor's cart is the open order (status 1) of the signed-in account, else the one whose
 *   session is the SHA-256 of the visitor's cart cookie (a guest's, or the signed-in account's).
 *   Nobody else's cart can be read or changed: another id answers 404.
 * - Every change runs in one transaction that locks the cart's row, then prices every item again on
 *   the server (priceContext) and stores item totals, VAT and the order's subtotal, reduction and
 *   total. Nothing a browser sends about amounts is read.
 */
import type { AppContext } from '../../../server/context'
import { userFromRequest } from '../../../server/auth/identity.server'
import type { Localized } from '../../../db/schema'
import { formatDate, parseSwissDate, toZurichIsoDate } from '../../format/date'
import { attemptKeys, countAttempt } from '../../accounts/attempts.server'
import type { Tx } from '../../jobs/jobs.server'
import { clientAddress, hashAddress } from '../../requests/client-address.server'
import { hitRateLimit, type RateLimitRule } from '../../requests/rate-limit.server'
import { hasErrors, isTicked, toE164, validate } from '../../validation'
import { type VatKind, vatRateOn } from '../../vat/rates'
import { type ContextEntry, parseContextModel } from '../context'
import { checkProductContext } from '../context/check.server'
import { MAX_LINES } from '../context/entries'
import { PRODUCT_ERRORS, shopMessage } from '../messages'
import { priceContext, serviceDate } from '../pricing'
import { readShippingContact, shippingContactRules } from '../shipping-contact'
import { cartCookie, hashCartToken, newCartToken, readCartToken } from './cookie.server'
import { MAX_CART_TOTAL, MAX_ITEM_TOTAL } from './limits'
import { cartMessage, SPEC_MESSAGES } from './messages'
import { normalizeCode, REDUCTION_ERROR_CODES, type ReductionProblem, reductionMessage, reductionProblem } from './reduction'
import {
  type CartRow,
  type ContactRow,
  type ContactValues,
  deleteItems,
  findCartBySession,
  findCartOfUser,
  findContact,
  findProduct,
  findReductionCode,
  findReductionCodeById,
  findUserIdByUsername,
  insertCart,
  insertContact,
  insertItems,
  isProfileContact,
  type ItemRow,
  listItems,
  lockCart,
  type NewItem,
  type ProductRow,
  updateCart,
  updateContact,
  updateItem,
} from './repository.server'
import { contextDetails } from './display'
import { cartTotals, reductionAmount, splitVat } from './totals'
import type { CartItemView, CartView, ShippingContactView } from './types'

type Db = AppContext['db']

export type CartFailure = {
  ok: false
  status: 400 | 404 | 409 | 429
  code: string
  message: string
  /** field → message (forms). */
  errors?: Record<string, string>
  /** Per data entry (context line) field → message, for context forms. */
  entries?: Array<Record<string, string>>
  /** With 429: seconds until the limit's window ends (the Retry-After header, not the body). */
  retryAfterSeconds?: number
}
export type CartSuccess = { ok: true; cart: CartView; setCookie?: string }
export type CartOutcome = CartSuccess | CartFailure

/** Who asks: the hash of the cart cookie, the signed-in account, and whether cookies must be Secure. */
export type Visitor = { session: string | null; userId: number | null; secure: boolean }

/** Thirty code attempts per address in ten minutes: enough for typos, too few to guess codes. */
export const REDUCTION_RATE_LIMIT: RateLimitRule = { limit: 30, windowMs: 10 * 60_000 }

const today = () => toZurichIsoDate(new Date())

export async function visitorOf(context: AppContext, request: Request): Promise<Visitor> {
  const token = readCartToken(request)
  const user = await userFromRequest(request, context)
  return {
    session: token ? hashCartToken(token) : null,
    userId: user?.id ?? null,
    // Secure when PUBLIC_URL is https, like every other cookie of the site (never from the request).
    secure: context.auth.secureCookies,
  }
}

/** The visitor's open cart, without creating one. */
export async function findVisitorCart(db: Db | Tx, visitor: Visitor): Promise<CartRow | null> {
  if (visitor.userId !== null) {
    const own = await findCartOfUser(db, visitor.userId)
    if (own) return own
  }
  return visitor.session ? findCartBySession(db, visitor.session, visitor.userId) : null
}

function fail(status: CartFailure['status'], code: string, message: string, extra: Partial<CartFailure> = {}): CartFailure {
  return { ok: false, status, code, message, ...extra }
}

/** Thrown inside a cart transaction to roll it back and answer a failure. */
class Refusal extends Error {
  constructor(readonly failure: CartFailure) {
    super(failure.message)
  }
}

const cartNotFound = () => fail(404, 'CART_NOT_FOUND', SPEC_MESSAGES.cartNotFound)

/** "12" → 12; anything but a positive integer → null. */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^\d{1,9}$/.test(text)) return null
  const id = Number(text)
  return id > 0 ? id : null
}

const pick = (text: Localized | null | undefined, locale: string): string =>
  (text ? ((text as Record<string, string | undefined>)[locale] ?? '') || text.fr : '') ?? ''

function vatKindOf(product: ProductRow): VatKind {
  return product.vatKind === 'accommodation' ? 'accommodation' : 'standard'
}

function rateOn(kind: VatKind, date: string, fallback: string): number {
  try {
    return vatRateOn(kind, date)
  } catch {
    return vatRateOn(kind, fallback)
  }
}

const ISO = /^\d{4}-\d{2}-\d{2}$/

/** The end of an item's period when its context gives one (dateTo, endPeriod). */
function periodEnd(entries: readonly ContextEntry[]): string | null {
  const value = entries[0]?.dateTo ?? entries[0]?.endPeriod
  return typeof value === 'string' && ISO.test(value) ? value : null
}

export type PricedItem = Pick<NewItem, 'total' | 'totalExcludingTax' | 'vatRate' | 'startPeriod' | 'endPeriod'>

/**
 * An item's amounts as the server computes them: the product's price for the context (VAT included,
 * whole centimes), split with the VAT rate in force on the service date (today when it has none).
 * Null when the product is not sold any more or cannot price this context.
 */
export function priceItem(product: ProductRow, entries: readonly ContextEntry[], on: string): PricedItem | null {
  if (!product.published) return null
  const price = priceContext({ basePrice: product.basePrice, pricing: product.pricing, bulk: product.bulk }, entries)
  if (price === null || !Number.isSafeInteger(Math.round(price)) || price < 0) return null
  const date = serviceDate(entries)
  const vatRate = rateOn(vatKindOf(product), date ?? on, on)
  const split = splitVat(Math.round(price), vatRate)
  return { total: split.total, totalExcludingTax: split.totalExcludingTax, vatRate, startPeriod: date, endPeriod: periodEnd(entries) }
}

function quantityOf(entries: readonly ContextEntry[]): number {
  return entries.reduce((sum, e) => sum + (Number(e.quantity) > 0 ? Math.floor(Number(e.quantity)) : 1), 0) || 1
}

function newItem(product: ProductRow, entries: ContextEntry[], priced: PricedItem, linkedToItemId: number | null): NewItem {
  return {
    productId: product.id,
    linkedToItemId,
    quantity: quantityOf(entries),
    reference: product.reference,
    title: product.title,
    subTitle: product.categoryLabel,
    context: entries,
    ...priced,
  }
}

/**
 * Prices every item again, then stores the order's subtotal, reduction and total. A code attached
 * to the cart gives its reduction only while it applies (dates, minimum, a use left for the payment).
 * `capFrom`: the subtotal before a visitor's change; a change that takes the subtotal above
 * MAX_CART_TOTAL (and higher than it was) is refused, which rolls the change back.
 */
export async function recomputeCart(
  tx: Tx,
  cart: CartRow,
  on: string,
  changes: { locale?: string; capFrom?: number } = {},
): Promise<void> {
  const items = await listItems(tx, cart.id)
  const amounts: { total: number; vatRate: number }[] = []
  for (const item of items) {
    const priced = priceItem(item.product, item.context, on)
    if (priced && (priced.total !== item.total || priced.vatRate !== item.vatRate || priced.startPeriod !== item.startPeriod)) {
      await updateItem(tx, item.id, priced)
    }
    amounts.push(priced ?? { total: item.total, vatRate: item.vatRate })
  }
  let reduction = 0
  if (cart.reductionCodeId !== null) {
    const code = await findReductionCodeById(tx, cart.reductionCodeId)
    const subTotal = cartTotals(amounts).subTotal
    if (code && !reductionProblem(code, { subTotal, itemCount: items.length }, on)) {
      reduction = reductionAmount(code, subTotal)
    }
  }
  const totals = cartTotals(amounts, reduction)
  if (changes.capFrom !== undefined && totals.subTotal > MAX_CART_TOTAL && totals.subTotal > changes.capFrom) {
    throw new Refusal(fail(400, 'cart_total_too_high', cartMessage('cartTotalTooHigh', changes.locale ?? 'fr', { amount: MAX_CART_TOTAL })))
  }
  await updateCart(tx, cart.id, {
    subTotal: totals.subTotal,
    reduction: totals.reduction,
    total: totals.total,
    ...(changes.locale ? { locale: changes.locale } : {}),
  })
}

function contactView(row: ContactRow): ShippingContactView {
  return {
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    street: row.street,
    streetNumber: row.streetNumber,
    complement: row.complement,
    zip: row.zip,
    city: row.city,
    country: row.country,
    state: row.state,
    phone: row.phone,
    birthdate: row.birthdate ? formatDate(row.birthdate) : '',
    email: row.email,
    cg: row.cg,
    dataUse: row.dataUse,
  }
}

function itemView(item: ItemRow, locale: string, on: string): CartItemView {
  return {
    id: item.id,
    quantity: item.quantity,
    reference: item.reference,
    title: pick(item.title, locale),
    subTitle: pick(item.subTitle, locale),
    total: item.total,
    totalExcludingTax: item.totalExcludingTax,
    vatRate: item.vatRate,
    context: item.context,
    details: contextDetails(parseContextModel(item.product.contextModel), item.context, item.product.id, locale),
    startPeriod: item.startPeriod,
    endPeriod: item.endPeriod,
    product: { id: item.product.id, category: item.product.category },
    linkedToItem: item.linkedToItemId,
    available: priceItem(item.product, item.context, on) !== null,
  }
}

/** The cart as the API answers it, in a language (read from the stored, server-computed amounts). */
export async function cartView(db: Db | Tx, cart: CartRow, locale: string, on: string = today()): Promise<CartView> {
  const [items, contact, code] = await Promise.all([
    listItems(db, cart.id),
    cart.shippingContactId === null ? null : findContact(db, cart.shippingContactId),
    cart.reductionCodeId === null ? null : findReductionCodeById(db, cart.reductionCodeId),
  ])
  const views = items.map((item) => itemView(item, locale, on))
  const totals = cartTotals(views, cart.reduction)
  let reductionCode: CartView['reductionCode'] = null
  if (code) {
    const problem = reductionProblem(code, { subTotal: totals.subTotal, itemCount: views.length }, on)
    reductionCode = {
      code: code.code,
      kind: code.kind,
      value: code.value,
      applicable: problem === null,
      message: problem === null ? null : reductionMessage(problem, locale, code.code, code),
    }
  }
  return {
    id: cart.id,
    number: cart.number,
    currency: cart.currency,
    locale: cart.locale,
    items: views,
    subTotal: totals.subTotal,
    reduction: totals.reduction,
    reductionCode,
    total: totals.total,
    vat: totals.vat,
    shippingContact: contact ? contactView(contact) : null,
    user: cart.userId,
    remarks: cart.remarks,
  }
}

/**
 * The visitor's cart for a page or a read, or null when there is none. A signed-in customer who
 * uses a guest's cart (their cookie's, filled while their access token had lapsed) makes it theirs
 * (orders.userId), as any change to it would.
 */
export async function readVisitorCart(context: AppContext, request: Request, locale: string): Promise<CartView | null> {
  const visitor = await visitorOf(context, request)
  if (visitor.session === null && visitor.userId === null) return null
  const cart = await findVisitorCart(context.db, visitor)
  if (cart && visitor.userId !== null && cart.userId === null) {
    const claimed = await changeCart(context, request, locale, { create: false, expectId: cart.id }, async () => {})
    if (claimed.ok) return claimed.cart
  }
  return cart ? cartView(context.db, cart, locale) : null
}

type CartChange = (tx: Tx, cart: CartRow, on: string) => Promise<void>

/**
 * Runs a change on the visitor's cart in one transaction: finds (or, with `create`, creates) the
 * cart, locks its row, applies the change, recomputes every amount and answers the new cart.
 * `expectId`: the cart id the client named; another one (someone else's) is "Cart not found".
 */
async function changeCart(
  context: AppContext,
  request: Request,
  locale: string,
  options: { create: boolean; expectId?: number },
  change: CartChange,
): Promise<CartOutcome> {
  const visitor = await visitorOf(context, request)
  const on = today()
  try {
    return await context.db.transaction(async (tx) => {
      let setCookie: string | undefined
      let found = await findVisitorCart(tx, visitor)
      if (!found && options.create) {
        const token = newCartToken()
        found = await insertCart(tx, { session: hashCartToken(token), userId: visitor.userId, locale })
        setCookie = cartCookie(token, visitor.secure)
      }
      if (!found || (options.expectId !== undefined && found.id !== options.expectId)) throw new Refusal(cartNotFound())
      const cart = await lockCart(tx, found.id)
      if (!cart) throw new Refusal(cartNotFound())
      if (visitor.userId !== null && cart.userId === null) {
        await updateCart(tx, cart.id, { userId: visitor.userId })
        cart.userId = visitor.userId
      }
      await change(tx, cart, on)
      const fresh = (await lockCart(tx, cart.id)) as CartRow
      await recomputeCart(tx, fresh, on, { locale, capFrom: cart.subTotal })
      const saved = (await lockCart(tx, cart.id)) as CartRow
      return { ok: true as const, cart: await cartView(tx, saved, locale, on), ...(setCookie ? { setCookie } : {}) }
    })
  } catch (error) {
    if (error instanceof Refusal) return error.failure
    throw error
  }
}

/** POST /cart: creates the visitor's cart or brings it up to date (amounts, language). */
export function createOrSyncCart(context: AppContext, request: Request, locale: string): Promise<CartOutcome> {
  return changeCart(context, request, locale, { create: true }, async () => {})
}

/** The context data of a body: a list of entries, or `{data: [...]}` (`context`, `entries` too). */
function entriesOf(body: unknown): unknown[] | undefined {
  if (Array.isArray(body)) return body
  if (typeof body !== 'object' || body === null) return undefined
  const record = body as Record<string, unknown>
  for (const key of ['data', 'context', 'entries']) {
    if (Array.isArray(record[key])) return record[key] as unknown[]
  }
  return undefined
}

function formErrors(locale: string, entries: Array<Record<string, string>>): CartFailure {
  const errors: Record<string, string> = {}
  for (const entry of entries) {
    for (const [field, message] of Object.entries(entry)) errors[field] ??= message
  }
  return fail(400, 'form_errors', cartMessage('formErrors', locale), { errors, entries })
}

type Checked = { ok: true; entries: ContextEntry[]; priced: PricedItem } | { ok: false; failure: CartFailure }

const tooManyLines = (locale: string) => fail(400, PRODUCT_ERRORS.tooManyLines.code, shopMessage('tooManyLines', locale))

/** The context checked by the product's rules (the server's verdict) and priced. */
async function checkAndPrice(context: AppContext, product: ProductRow, raw: unknown, locale: string, on: string): Promise<Checked> {
  if (raw === undefined || (Array.isArray(raw) && raw.length === 0)) return { ok: false, failure: formErrors(locale, [{}]) }
  const checked = await checkProductContext(context, { contextModel: product.contextModel }, raw, locale)
  if (checked.problem === 'too_many_lines') return { ok: false, failure: tooManyLines(locale) }
  if (!checked.valid) return { ok: false, failure: formErrors(locale, checked.errors) }
  const priced = priceItem(product, checked.entries, on)
  if (!priced) return { ok: false, failure: fail(400, 'price_unavailable', cartMessage('priceUnavailable', locale)) }
  if (priced.total > MAX_ITEM_TOTAL) {
    return { ok: false, failure: fail(400, 'item_amount_too_high', cartMessage('itemAmountTooHigh', locale, { amount: MAX_ITEM_TOTAL })) }
  }
  return { ok: true, entries: checked.entries, priced }
}

async function productOf(db: Db, productId: unknown): Promise<{ product: ProductRow } | { failure: CartFailure }> {
  const id = parseId(productId)
  if (id === null) return { failure: fail(404, 'MISSING_PRODUCT_ID', SPEC_MESSAGES.missingProductId) }
  const product = await findProduct(db, id)
  return product ? { product } : { failure: fail(404, 'PRODUCT_NOT_FOUND', SPEC_MESSAGES.productNotFound) }
}

/** An item of the cart a new option may hang under (`linkedToItem`), or a failure. */
async function linkedItemId(tx: Tx, cart: CartRow, linked: unknown, locale: string): Promise<number | null> {
  if (linked === undefined || linked === null || linked === '') return null
  const id = parseId(linked)
  const items = await listItems(tx, cart.id)
  if (id === null || !items.some((i) => i.id === id)) {
    throw new Refusal(fail(404, 'ITEM_NOT_FOUND', cartMessage('itemNotFound', locale)))
  }
  return id
}

/** PUT /cart/add/{productId}: one item with the context the visitor configured. */
export async function addItem(
  context: AppContext,
  request: Request,
  productId: unknown,
  body: unknown,
  locale: string,
): Promise<CartOutcome> {
  const found = await productOf(context.db, productId)
  if ('failure' in found) return found.failure
  const checked = await checkAndPrice(context, found.product, entriesOf(body), locale, today())
  if (!checked.ok) return checked.failure
  const linked = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).linkedToItem : undefined
  return changeCart(context, request, locale, { create: true }, async (tx, cart) => {
    const linkedTo = await linkedItemId(tx, cart, linked, locale)
    await insertItems(tx, cart.id, [newItem(found.product, checked.entries, checked.priced, linkedTo)])
  })
}

/**
 * PUT /cart/bulkcreate/{productId}: several items of one bulk product at once, one per element of
 * the list (an element is one data entry, or a list of entries). All or nothing.
 */
export async function bulkCreate(
  context: AppContext,
  request: Request,
  productId: unknown,
  body: unknown,
  locale: string,
): Promise<CartOutcome> {
  const found = await productOf(context.db, productId)
  if ('failure' in found) return found.failure
  if (!found.product.bulk) return fail(400, 'bulk_creation_disable', cartMessage('bulkCreationDisable', locale))
  const lines = entriesOf(body)
  if (!lines || lines.length === 0) return formErrors(locale, [{}])
  // The lines of all the items together, refused before any is checked: a list of thousands used
  // to be checked and inserted whole.
  if (lines.reduce<number>((sum, line) => sum + (Array.isArray(line) ? line.length : 1), 0) > MAX_LINES) return tooManyLines(locale)
  const on = today()
  const items: NewItem[] = []
  const errors: Array<Record<string, string>> = []
  let failure: CartFailure | null = null
  for (const line of lines) {
    const checked = await checkAndPrice(context, found.product, Array.isArray(line) ? line : [line], locale, on)
    if (checked.ok) {
      items.push(newItem(found.product, checked.entries, checked.priced, null))
      errors.push({})
    } else {
      failure ??= checked.failure
      errors.push(checked.failure.entries?.[0] ?? {})
    }
  }
  if (failure) return failure.code === 'form_errors' ? formErrors(locale, errors) : failure
  return changeCart(context, request, locale, { create: true }, async (tx, cart) => {
    await insertItems(tx, cart.id, items)
  })
}

/** DELETE /cart/delete/{itemId}: removes an item of the visitor's cart (and the options under it). */
export function deleteItem(context: AppContext, request: Request, itemId: unknown, locale: string): Promise<CartOutcome> {
  const id = parseId(itemId)
  return changeCart(context, request, locale, { create: false }, async (tx, cart) => {
    const items = await listItems(tx, cart.id)
    if (id === null || !items.some((i) => i.id === id)) {
      throw new Refusal(fail(404, 'ITEM_NOT_FOUND', cartMessage('itemNotFound', locale)))
    }
    const gone = new Set([id])
    // Options hang under a rental; options of options too, should there ever be any.
    let grew = true
    while (grew) {
      grew = false
      for (const item of items) {
        if (item.linkedToItemId !== null && gone.has(item.linkedToItemId) && !gone.has(item.id)) {
          gone.add(item.id)
          grew = true
        }
      }
    }
    await deleteItems(tx, cart.id, [...gone])
  })
}

const REMARKS_MAX = 2000

/**
 * POST /cart/update/{id}: the visitor's remarks and, for items of the cart, a new context
 * (`items: [{id, context}]`, checked and priced again). Amounts in the body are ignored.
 */
export async function updateVisitorCart(
  context: AppContext,
  request: Request,
  cartId: unknown,
  body: unknown,
  locale: string,
): Promise<CartOutcome> {
  const id = parseId(cartId)
  if (id === null) return fail(404, 'MISSING_ORDER_ID', SPEC_MESSAGES.missingOrderId)
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  const remarks = record.remarks
  if (remarks !== undefined && (typeof remarks !== 'string' || remarks.length > REMARKS_MAX)) {
    return fail(400, 'form_errors', cartMessage('formErrors', locale), {
      errors: { remarks: typeof remarks === 'string' ? maxLengthMessage(locale) : cartMessage('badBody', locale) },
    })
  }
  const wanted = Array.isArray(record.items) ? record.items : []
  const on = today()
  // Contexts are checked before the transaction: a rule may look things up (addresses).
  const visitor = await visitorOf(context, request)
  const current = await findVisitorCart(context.db, visitor)
  if (!current || current.id !== id) return cartNotFound()
  const known = await listItems(context.db, current.id)
  const updates: Array<{ id: number; entries: ContextEntry[]; priced: PricedItem }> = []
  for (const raw of wanted) {
    const entry = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
    const itemId = parseId(entry.id)
    const item = known.find((i) => i.id === itemId)
    if (!item) return fail(404, 'ITEM_NOT_FOUND', cartMessage('itemNotFound', locale))
    const checked = await checkAndPrice(context, item.product, entriesOf(entry.context) ?? entry.context, locale, on)
    if (!checked.ok) return checked.failure
    updates.push({ id: item.id, entries: checked.entries, priced: checked.priced })
  }
  return changeCart(context, request, locale, { create: false, expectId: id }, async (tx, cart) => {
    const items = await listItems(tx, cart.id)
    for (const update of updates) {
      if (!items.some((i) => i.id === update.id)) throw new Refusal(fail(404, 'ITEM_NOT_FOUND', cartMessage('itemNotFound', locale)))
      await updateItem(tx, update.id, { context: update.entries, quantity: quantityOf(update.entries), ...update.priced })
    }
    if (typeof remarks === 'string') await updateCart(tx, cart.id, { remarks: remarks.trim() })
  })
}

function maxLengthMessage(locale: string): string {
  return locale === 'en' ? `This field must not exceed ${REMARKS_MAX} characters` : `Ce champ ne doit pas dépasser ${REMARKS_MAX} caractères`
}

/** The contact's values as stored: phone in E.164, birthdate ISO, booleans. */
function contactValues(values: Record<string, string | undefined>): ContactValues {
  const text = (name: string) => (values[name] ?? '').trim()
  const country = text('country') || 'CH'
  return {
    title: text('title') || 'mr',
    firstName: text('firstName'),
    lastName: text('lastName'),
    street: text('street'),
    streetNumber: text('streetNumber'),
    complement: text('complement'),
    zip: text('zip'),
    city: text('city'),
    country,
    state: text('state'),
    phone: toE164(text('phone'), country) ?? text('phone'),
    birthdate: parseSwissDate(text('birthdate')),
    email: text('email').toLowerCase(),
    cg: isTicked(text('cg')),
    dataUse: isTicked(text('dataUse')),
  }
}

/**
 * PUT /cart/shipping-contact and PUT /contact/add (and the checkout's contact step): checks the contact
 * with the rules of SPEC §5 (the server's verdict) and stores it as the cart's own copy. A guest who
 * gives the e-mail of an existing account gets 409 user_already_exists (SPEC §8): they log in and the
 * cart follows them. That answer tells whether an address has an account, so it is given only to a
 * visitor who has a cart (otherwise 404 before anything is looked up) and under the sign-up limit of
 * their address (same counter: 10 in 15 minutes, whichever of the two calls probes).
 */
export async function setShippingContact(
  context: AppContext,
  request: Request,
  body: unknown,
  locale: string,
): Promise<CartOutcome> {
  const visitor = await visitorOf(context, request)
  if (!(await findVisitorCart(context.db, visitor))) return cartNotFound()
  const source = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  const values = readShippingContact(source)
  const errors = validate(shippingContactRules(values), values, locale)
  if (hasErrors(errors)) return fail(400, 'form_errors', cartMessage('formErrors', locale), { errors })
  const stored = contactValues(values)
  if (visitor.userId === null) {
    const address = clientAddress(request, { trustProxy: context.trustProxy })
    const limited = await countAttempt(context.db, attemptKeys('signup', address, null))
    if (limited.blocked) {
      return fail(429, 'TOO_MANY_ATTEMPTS', cartMessage('tooManyAttempts', locale), { retryAfterSeconds: limited.retryAfterSeconds })
    }
    if ((await findUserIdByUsername(context.db, stored.email)) !== null) {
      return fail(409, 'user_already_exists', cartMessage('userAlreadyExists', locale))
    }
  }
  return changeCart(context, request, locale, { create: false }, async (tx, cart) => {
    const own = cart.shippingContactId !== null && !(await isProfileContact(tx, cart.shippingContactId))
    if (own) {
      await updateContact(tx, cart.shippingContactId as number, stored)
    } else {
      const id = await insertContact(tx, stored)
      await updateCart(tx, cart.id, { shippingContactId: id })
    }
  })
}

function reductionFailure(problem: ReductionProblem, locale: string, code: string, rule?: Parameters<typeof reductionMessage>[3]): CartFailure {
  const message = reductionMessage(problem, locale, code, rule)
  return fail(problem === 'unknown' ? 404 : 400, REDUCTION_ERROR_CODES[problem], message, { errors: { code: message } })
}

/**
 * POST /cart/reduction {code}: attaches a reduction code to the visitor's cart. The code's dates,
 * minimum and usage limit (a use still left) are checked, but no use is taken: a cart is only a wish,
 * and throwaway carts must not use a code up. The use is taken when the order is paid
 * (reduction-uses.server.ts), atomically, never beyond the limit.
 */
export async function applyReduction(context: AppContext, request: Request, body: unknown, locale: string): Promise<CartOutcome> {
  const source = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const code = normalizeCode(source.code)
  if (code === '') return reductionFailure('required', locale, code)
  const address = hashAddress(clientAddress(request, { trustProxy: context.trustProxy }))
  const verdict = await hitRateLimit(context.db, `reduction:${address}`, REDUCTION_RATE_LIMIT)
  if (!verdict.allowed) return fail(429, 'TOO_MANY_ATTEMPTS', cartMessage('tooManyAttempts', locale), { retryAfterSeconds: verdict.retryAfterSeconds })
  return changeCart(context, request, locale, { create: false }, async (tx, cart, on) => {
    const rule = await findReductionCode(tx, code)
    if (!rule) throw new Refusal(reductionFailure('unknown', locale, code))
    if (cart.reductionCodeId === rule.id) return
    const items = await listItems(tx, cart.id)
    const amounts = items.map((item) => priceItem(item.product, item.context, on) ?? item)
    const subTotal = cartTotals(amounts).subTotal
    const problem = reductionProblem(rule, { subTotal, itemCount: items.length }, on)
    if (problem) throw new Refusal(reductionFailure(problem, locale, code, rule))
    await updateCart(tx, cart.id, { reductionCodeId: rule.id })
    cart.reductionCodeId = rule.id
  })
}

/** DELETE /cart/reduction: takes the code off the cart (a cart holds no use to give back). */
export function removeReduction(context: AppContext, request: Request, locale: string): Promise<CartOutcome> {
  return changeCart(context, request, locale, { create: false }, async (tx, cart) => {
    if (cart.reductionCodeId === null) return
    await updateCart(tx, cart.id, { reductionCodeId: null })
  })
}

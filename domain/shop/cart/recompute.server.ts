/**
 * A cart's amounts, computed again by the server after every change (docs/decisions/011 "Totals"):
 * nothing a browser sends about amounts is read.
 */
import type { DbOrTx, Tx } from '../../../db/types'
import { priceItem, priceOf } from '../pricing/price-item.server'
import { storedPrice } from './items.server'
import { MAX_CART_TOTAL } from './limits'
import { CartError, refusal } from './outcome'
import { reductionProblem } from './reduction'
import { type CartRow, findReductionCodeById, type ItemRow, listItems, updateCart, updateItem } from './repository.server'
import { cartTotals, reductionAmount } from './totals'

/** An item's price today, or null when it has none any more (it then keeps its last amounts). */
export async function priceCartItem(db: DbOrTx, item: ItemRow, on: string) {
  return priceOf(await pricingOfCartItem(db, item, on))
}

/** An item's pricing today, with the rules' refusal of a rental (its own hold does not count against it). */
export function pricingOfCartItem(db: DbOrTx, item: ItemRow, on: string) {
  return priceItem({ db }, { product: item.product, entries: item.context, on, itemId: item.id })
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
  const amounts: { total: number; vatRate: number; touristTax: number }[] = []
  for (const item of items) {
    const priced = await priceCartItem(tx, item, on)
    if (priced && (priced.total !== item.total || priced.vatRate !== item.vatRate || priced.startPeriod !== item.startPeriod || priced.stay !== null)) {
      await updateItem(tx, item.id, storedPrice(priced))
    }
    amounts.push(priced ?? { total: item.total, vatRate: item.vatRate, touristTax: item.touristTax })
  }
  let reduction = 0
  if (cart.reductionCodeId !== null) {
    const code = await findReductionCodeById(tx, cart.reductionCodeId)
    const { subTotal, reducible } = cartTotals(amounts)
    if (code && !reductionProblem(code, { subTotal, itemCount: items.length }, on)) {
      reduction = reductionAmount(code, reducible)
    }
  }
  const totals = cartTotals(amounts, reduction)
  if (changes.capFrom !== undefined && totals.subTotal > MAX_CART_TOTAL && totals.subTotal > changes.capFrom) {
    throw new CartError(refusal(400, 'cart_total_too_high', 'cartTotalTooHigh', changes.locale ?? 'fr', { amount: MAX_CART_TOTAL }))
  }
  await updateCart(tx, cart.id, {
    subTotal: totals.subTotal,
    reduction: totals.reduction,
    total: totals.total,
    ...(changes.locale ? { locale: changes.locale } : {}),
  })
}

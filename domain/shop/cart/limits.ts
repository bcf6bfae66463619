/**
 * The largest amounts an online order takes, in centimes (VAT included). Amounts are stored as
 * 32-bit integers (at most CHF 21'474'836.47), and a cart beyond that used to end in a 500. An item
 * above CHF 1'000'000 or a cart above CHF 5'000'000 is no online booking of this agency: the visitor
 * is asked to contact it instead. Two carts merged at sign-in (each at most the cap) still fit.
 */
export const MAX_ITEM_TOTAL = 100_000_000
export const MAX_CART_TOTAL = 500_000_000

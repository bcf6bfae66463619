/**
 * The largest amounts an online order takes, in centimes (VAT included): business limits, not the
 * database's. An item above CHF 1'000'000 or a cart above CHF 5'000'000 is no online booking of this
 * agency: the visitor is asked to contact it instead. Two carts merged at sign-in (each at most the
 * cap) still fit. Amounts are 64-bit in the database and worked out exactly far beyond these caps
 * (docs/decisions/037).
 */
export const MAX_ITEM_TOTAL = 100_000_000
export const MAX_CART_TOTAL = 500_000_000

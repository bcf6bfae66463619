import { hashAddress } from '../../requests/client-address.server'
import { hitRateLimit, type RateLimitRule } from '../../requests/rate-limit.server'
import type { CartDeps, CartVisitor } from './deps'
import { CartError, type CartFailure, type CartOutcome, cartFailure, refusal } from './outcome'
import { priceCartItem } from './recompute.server'
import { normalizeCode, REDUCTION_ERROR_CODES, type ReductionProblem, reductionMessage, reductionProblem } from './reduction'
import { findReductionCode, listItems, updateCart } from './repository.server'
import { cartTotals } from './totals'
import { changeVisitorCart } from './transaction.server'

/** Thirty code attempts per address in ten minutes: enough for typos, too few to guess codes. */
export const REDUCTION_RATE_LIMIT: RateLimitRule = { limit: 30, windowMs: 10 * 60_000 }

function reductionFailure(problem: ReductionProblem, locale: string, code: string, rule?: Parameters<typeof reductionMessage>[3]): CartFailure {
  const message = reductionMessage(problem, locale, code, rule)
  return cartFailure(problem === 'unknown' ? 404 : 400, REDUCTION_ERROR_CODES[problem], message, { errors: { code: message } })
}

/**
 * POST /cart/reduction {code} and the summary step's form: attaches a reduction code to the visitor's
 * cart. The code's dates, minimum and usage limit (a use still left) are checked, but no use is taken:
 * a cart is only a wish, and throwaway carts must not use a code up. The use is taken when the order
 * is paid (reduction-uses.server.ts), atomically, never beyond the limit.
 */
export async function applyReduction(deps: CartDeps, visitor: CartVisitor, input: { code: unknown; locale: string }): Promise<CartOutcome> {
  const { locale } = input
  const code = normalizeCode(input.code)
  if (code === '') return reductionFailure('required', locale, code)
  const verdict = await hitRateLimit(deps.db, `reduction:${hashAddress(visitor.clientAddress)}`, REDUCTION_RATE_LIMIT, deps.now())
  if (!verdict.allowed) {
    return refusal(429, 'TOO_MANY_ATTEMPTS', 'tooManyAttempts', locale, {}, { retryAfterSeconds: verdict.retryAfterSeconds })
  }
  return changeVisitorCart(deps, visitor, { locale, create: false }, async (tx, cart, on) => {
    const rule = await findReductionCode(tx, code)
    if (!rule) throw new CartError(reductionFailure('unknown', locale, code))
    if (cart.reductionCodeId === rule.id) return
    const items = await listItems(tx, cart.id)
    const amounts = []
    for (const item of items) amounts.push((await priceCartItem(tx, item, on)) ?? item)
    const problem = reductionProblem(rule, { subTotal: cartTotals(amounts).subTotal, itemCount: items.length }, on)
    if (problem) throw new CartError(reductionFailure(problem, locale, code, rule))
    await updateCart(tx, cart.id, { reductionCodeId: rule.id })
    cart.reductionCodeId = rule.id
  })
}

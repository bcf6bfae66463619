/**
 * Reduction codes (DESIGN §3): a percentage or a fixed amount, with validity dates, a usage limit and
 * a minimum total. These rules are pure; the server applies them (and takes uses atomically at
 * payment, see reduction-uses.server.ts). Every refusal has its own message: never a silent zero.
 */
import { type CartMessageKey, cartMessage } from './messages'
import type { ReductionKind } from './types'

export type ReductionCodeRule = {
  code: string
  kind: ReductionKind
  /** Basis points (1000 = 10 %) or centimes. */
  value: number
  /** Inclusive ISO dates; null: no bound. */
  validFrom: string | null
  validTo: string | null
  /** null: unlimited. */
  usageLimit: number | null
  usedCount: number
  /** Centimes, VAT included; null: none. */
  minimumTotal: number | null
}

export type ReductionProblem = 'required' | 'unknown' | 'emptyCart' | 'notYetValid' | 'expired' | 'exhausted' | 'minimum'

/** "  hiver-10 " → "HIVER-10": codes are stored upper-case, without surrounding spaces. */
export function normalizeCode(text: unknown): string {
  return typeof text === 'string' ? text.trim().toUpperCase().slice(0, 64) : ''
}

/**
 * Why a code cannot apply to a cart today, or null when it can: a cart needs a use still left for its
 * payment. `countUse: false` leaves the usage limit out (an order that already took its use).
 */
export function reductionProblem(
  rule: ReductionCodeRule,
  cart: { subTotal: number; itemCount: number },
  today: string,
  options: { countUse?: boolean } = {},
): ReductionProblem | null {
  if (cart.itemCount === 0) return 'emptyCart'
  if (rule.validFrom && today < rule.validFrom) return 'notYetValid'
  if (rule.validTo && today > rule.validTo) return 'expired'
  if ((options.countUse ?? true) && rule.usageLimit !== null && rule.usedCount >= rule.usageLimit) return 'exhausted'
  if (rule.minimumTotal !== null && cart.subTotal < rule.minimumTotal) return 'minimum'
  return null
}

const MESSAGE_OF: Record<ReductionProblem, CartMessageKey> = {
  required: 'reductionRequired',
  unknown: 'reductionUnknown',
  emptyCart: 'reductionEmptyCart',
  notYetValid: 'reductionNotYetValid',
  expired: 'reductionExpired',
  exhausted: 'reductionExhausted',
  minimum: 'reductionMinimum',
}

/** The visitor's message for a problem, naming the code, the date or the minimum amount. */
export function reductionMessage(
  problem: ReductionProblem,
  locale: string,
  code: string,
  rule?: Pick<ReductionCodeRule, 'validFrom' | 'validTo' | 'minimumTotal'>,
): string {
  const date = problem === 'notYetValid' ? rule?.validFrom : problem === 'expired' ? rule?.validTo : null
  return cartMessage(MESSAGE_OF[problem], locale, {
    code,
    date: date ?? undefined,
    amount: problem === 'minimum' ? (rule?.minimumTotal ?? 0) : undefined,
  })
}

/** Stable error codes of the API, one per problem. */
export const REDUCTION_ERROR_CODES: Record<ReductionProblem, string> = {
  required: 'reduction_required',
  unknown: 'reduction_unknown',
  emptyCart: 'reduction_empty_cart',
  notYetValid: 'reduction_not_yet_valid',
  expired: 'reduction_expired',
  exhausted: 'reduction_exhausted',
  minimum: 'reduction_minimum_not_reached',
}

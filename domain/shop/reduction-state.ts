import { reductionProblem, type ReductionCodeRule } from './cart/reduction'

export type ReductionState = 'active' | 'notYetValid' | 'expired' | 'exhausted'

/** Where a code stands today, by the checkout's rule (a cart above any minimum, one item). */
export function reductionState(rule: ReductionCodeRule, today: string): ReductionState {
  const problem = reductionProblem(rule, { subTotal: Number.MAX_SAFE_INTEGER, itemCount: 1 }, today)
  return problem === 'notYetValid' || problem === 'expired' || problem === 'exhausted' ? problem : 'active'
}

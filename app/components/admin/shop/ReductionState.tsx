import { useTranslation } from '../../../i18n/react'
import type { ReductionState } from '../../../../domain/shop/reduction-state'
import { formatMoney } from '../../../../domain/format/money'

const TONE: Record<ReductionState, string> = { active: 'success', notYetValid: 'warning', expired: 'danger', exhausted: 'danger' }

/** Where a reduction code stands today, by the checkout's rule. */
export function ReductionStateBadge({ state }: { state: ReductionState }) {
  const { t } = useTranslation('adminShop')
  return <span className={`admin-badge admin-badge--${TONE[state]}`}>{t(`codeState.${state}`)}</span>
}

/** "10 %" or "CHF 50.00". */
export function reductionValueText(code: { kind: string; value: number }): string {
  return code.kind === 'percent' ? `${(code.value / 100).toLocaleString('fr-CH', { maximumFractionDigits: 2 })} %` : formatMoney(code.value)
}

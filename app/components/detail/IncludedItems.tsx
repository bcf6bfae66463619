import { useTranslation } from '../../i18n/react'
import type { Included } from '../../../domain/catalogue/types'
import { formatMoney } from '../../../domain/format/money'

const ITEMS = ['finalCleaning', 'bedSheets', 'kitchenTowels', 'bathTowels', 'cancellationInsurance', 'touristTax'] as const

/** What the rent includes (SPEC §3), said in words as well as with a mark, and the deposit. */
export function IncludedItems({ included }: { included: Included }) {
  const { t } = useTranslation('detail')
  return (
    <dl className="included">
      {ITEMS.map((key) => {
        const yes = included[key]
        return (
          <div key={key} className={`included__row ${yes ? 'is-included' : 'is-excluded'}`}>
            <dt>{t(`included.${key}`)}</dt>
            <dd>
              <Mark included={yes} />
              {yes ? t('included.yes') : t('included.no')}
            </dd>
          </div>
        )
      })}
      <div className="included__row included__row--deposit">
        <dt>{t('included.deposit')}</dt>
        <dd>{included.deposit ? formatMoney(included.deposit) : t('included.noDeposit')}</dd>
      </div>
    </dl>
  )
}

function Mark({ included }: { included: boolean }) {
  return (
    <svg className="included__mark" aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none">
      <path
        d={included ? 'M4 12.5l5 5L20 6.5' : 'M6 6l12 12M18 6L6 18'}
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="square"
      />
    </svg>
  )
}

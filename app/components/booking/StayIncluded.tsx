import { useId } from 'react'
import { useTranslation } from '../../i18n/react'
import type { Included } from '../../../domain/catalogue/types'
import { formatMoney } from '../../../domain/format/money'

const ITEMS = ['finalCleaning', 'bedSheets', 'kitchenTowels', 'bathTowels', 'touristTax', 'cancellationInsurance'] as const

/**
 * What the price of the stay includes and what it does not, in a few words in the booking box
 * (the page's "Included" section says it item by item), with the deposit: known before "Book".
 */
export function StayIncluded({ included }: { included: Included }) {
  const { t } = useTranslation('booking')
  const { t: td } = useTranslation('detail')
  const headingId = useId()
  const names = (yes: boolean) => ITEMS.filter((key) => included[key] === yes).map((key) => td(`included.${key}`).toLowerCase())
  const yes = names(true)
  const no = names(false)
  return (
    <section className="stay-included" aria-labelledby={headingId}>
      <h3 id={headingId} className="stay-terms__heading">
        {t('included.heading')}
      </h3>
      <ul className="stay-included__list">
        {yes.length > 0 ? <li>{t('included.yes', { items: yes.join(', ') })}</li> : null}
        {no.length > 0 ? <li>{t('included.no', { items: no.join(', ') })}</li> : null}
        <li>{included.deposit ? t('included.deposit', { amount: formatMoney(included.deposit) }) : t('included.noDeposit')}</li>
      </ul>
    </section>
  )
}

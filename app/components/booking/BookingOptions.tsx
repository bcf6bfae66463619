import { useId } from 'react'
import { useTranslation } from '../../i18n/react'
import type { BoxOption } from '../../../domain/booking/box-options.server'
import { formatMoney } from '../../../domain/format/money'

/**
 * The options of the booking box: a checkbox each, with its price for this rental (the cart prices
 * them again). Sent with the stay as `option` = product id; the options the rental includes are
 * not offered.
 */
export function BookingOptions({ options }: { options: readonly BoxOption[] }) {
  const { t } = useTranslation('booking')
  const hintId = useId()
  if (options.length === 0) return null
  return (
    <fieldset className="booking-options" aria-describedby={hintId}>
      <legend>{t('box.options')}</legend>
      <p id={hintId} className="field-hint">
        {t('box.optionsHint')}
      </p>
      {options.map((option) => (
        <label key={option.id} className="checkbox">
          <input type="checkbox" name="option" value={option.id} />{' '}
          {option.price === null ? option.title : t('box.optionPrice', { title: option.title, price: formatMoney(option.price) })}
        </label>
      ))}
    </fieldset>
  )
}

import { useState } from 'react'
import { RadioGroupField, SelectField, TextField } from '../../fields'
import { useTranslation } from '../../../i18n/react'
import { PRICE_SEASONS } from '../../../../domain/booking/price-rules'
import { CalendarForm, refusalOf } from './CalendarForm'
import type { Refused } from './rental.server'

/** A season of weeks (Saturday to Saturday) set to a price, changed by a percentage, or given or cleared of a special offer. */
export function SeasonForm({ refused }: { refused?: Refused }) {
  const { t } = useTranslation('adminCalendar')
  const { mine, value, error } = refusalOf(refused, 'season')
  const [change, setChange] = useState(value('change', 'set'))
  return (
    <CalendarForm intent="season" title={t('season.title')} formError={mine?.errors.form} submit={t('season.submit')}>
      <div className="admin-form admin-form--columns">
        <TextField id="season-from" name="from" type="date" label={t('season.from')} hint={t('season.fromHint')} required defaultValue={value('from')} error={error('from')} />
        <TextField id="season-to" name="to" type="date" label={t('season.to')} hint={t('season.toHint')} required defaultValue={value('to')} error={error('to')} />
      </div>
      <RadioGroupField
        id="season-change"
        name="change"
        label={t('season.change')}
        required
        value={change}
        onChange={setChange}
        choices={(['set', 'percent', 'special', 'clear_special'] as const).map((c) => ({ value: c, label: t(`season.changes.${c}`) }))}
      />
      <div className="admin-form admin-form--columns">
        <TextField id="season-price" name="price" inputMode="decimal" label={t('season.price')} hint={t('season.priceHint')} defaultValue={value('price')} error={error('price')} />
        <SelectField id="season-season" name="season" label={t('season.season')} defaultValue={value('season', 'mid')} error={error('season')} choices={PRICE_SEASONS.map((s) => ({ value: s, label: t(`seasons.${s}`) }))} />
        <TextField id="season-percent" name="percent" inputMode="decimal" label={t('season.percent')} hint={t('season.percentHint')} defaultValue={value('percent')} error={error('percent')} />
        <TextField id="season-special" name="special" inputMode="decimal" label={t('season.special')} hint={t('season.specialHint')} defaultValue={value('special')} error={error('special')} />
      </div>
    </CalendarForm>
  )
}

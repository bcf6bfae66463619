import { SelectField, TextAreaField, TextField } from '../../fields'
import { useTranslation } from '../../../i18n/react'
import { BLOCK_REASONS } from '../../../../domain/booking/block-rules'
import { CalendarForm, refusalOf } from './CalendarForm'
import type { Refused } from './rental.server'

/** Blocks whole weeks, Saturday to Saturday, for the owner's stay or for works. */
export function BlockForm({ refused }: { refused?: Refused }) {
  const { t } = useTranslation('adminCalendar')
  const { mine, value, error } = refusalOf(refused, 'block')
  return (
    <CalendarForm intent="block" title={t('block.title')} formError={mine?.errors.form} submit={t('block.submit')}>
      <div className="admin-form admin-form--columns">
        <TextField id="block-from" name="from" type="date" label={t('block.from')} hint={t('block.fromHint')} required defaultValue={value('from')} error={error('from')} />
        <TextField id="block-to" name="to" type="date" label={t('block.to')} hint={t('block.toHint')} required defaultValue={value('to')} error={error('to')} />
        <SelectField id="block-reason" name="reason" label={t('block.reason')} required defaultValue={value('reason', 'owner')} error={error('reason')} choices={BLOCK_REASONS.map((r) => ({ value: r, label: t(`calendar.reasons.${r === 'owner' ? 'owner' : 'agency'}`) }))} />
      </div>
      <TextAreaField id="block-note" name="note" label={t('block.note')} hint={t('block.noteHint')} rows={2} maxLength={500} defaultValue={value('note')} error={error('note')} />
    </CalendarForm>
  )
}

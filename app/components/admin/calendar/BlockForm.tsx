import { Form } from 'react-router'
import { SelectField, TextAreaField, TextField } from '../../fields'
import { useTranslation } from '../../../i18n/react'
import { BLOCK_REASONS } from '../../../../domain/booking/block-rules'
import type { Refused } from './rental.server'

/** Blocks whole weeks, Saturday to Saturday, for the owner's stay or for works. */
export function BlockForm({ refused }: { refused?: Refused }) {
  const { t } = useTranslation('adminCalendar')
  const mine = refused?.intent === 'block' ? refused : undefined
  const value = (name: string, fallback = '') => mine?.values[name] ?? fallback
  const error = (name: string) => mine?.errors[name]
  return (
    <Form method="post" noValidate className="admin-form" aria-labelledby="block-title">
      <fieldset>
        <legend id="block-title">{t('block.title')}</legend>
        <input type="hidden" name="intent" value="block" />
        {mine?.errors.form ? (
          <p className="field-error" role="alert">
            {mine.errors.form}
          </p>
        ) : null}
        <div className="admin-form admin-form--columns">
          <TextField id="block-from" name="from" type="date" label={t('block.from')} hint={t('block.fromHint')} required defaultValue={value('from')} error={error('from')} />
          <TextField id="block-to" name="to" type="date" label={t('block.to')} hint={t('block.toHint')} required defaultValue={value('to')} error={error('to')} />
          <SelectField id="block-reason" name="reason" label={t('block.reason')} required defaultValue={value('reason', 'owner')} error={error('reason')} choices={BLOCK_REASONS.map((r) => ({ value: r, label: t(`calendar.reasons.${r === 'owner' ? 'owner' : 'agency'}`) }))} />
        </div>
        <TextAreaField id="block-note" name="note" label={t('block.note')} hint={t('block.noteHint')} rows={2} maxLength={500} defaultValue={value('note')} error={error('note')} />
        <button type="submit" className="btn btn-primary">
          {t('block.submit')}
        </button>
      </fieldset>
    </Form>
  )
}

import { Form } from 'react-router'
import { useTranslation } from '../../../i18n/react'
import { AdminTable } from '../AdminTable'
import { formatDate } from '../../../../domain/format/date'
import { francsInput } from '../../../../domain/format/francs'
import type { Refused } from './rental.server'

export type PriceGridRow = { start: string; end: string; price: number; specialPrice: number | null; season: string }

/**
 * The weeks as a table, each row its own small form (the form sits in the row's last cell, the
 * inputs of the other cells join it by their `form` attribute): a week is saved alone.
 */
export function PriceGrid({ weeks, refused }: { weeks: readonly PriceGridRow[]; refused?: Refused }) {
  const { t } = useTranslation('adminCalendar')
  return (
    <AdminTable caption={t('prices.gridCaption')} columns={[t('prices.week'), t('prices.season'), t('prices.price'), t('prices.special'), t('prices.save')]} rows={weeks} empty={t('prices.noWeeks')}>
      {(week) => <WeekRow key={week.start} week={week} refused={refused?.intent === 'week' && refused.values.start === week.start ? refused : undefined} />}
    </AdminTable>
  )
}

/** A price of the week, in francs, joined to the row's form; what was typed again when the row was refused. */
function PriceCell({ formId, name, label, price, refused, errorId }: { formId: string; name: string; label: string; price: string; refused?: Refused; errorId?: string }) {
  return (
    <td>
      <input form={formId} name={name} inputMode="decimal" size={8} aria-label={label} defaultValue={refused?.values[name] ?? price} aria-invalid={refused?.errors[name] ? true : undefined} aria-describedby={errorId} />
    </td>
  )
}

function WeekRow({ week, refused }: { week: PriceGridRow; refused?: Refused }) {
  const { t } = useTranslation('adminCalendar')
  const formId = `week-${week.start}`
  const dates = t('prices.weekOf', { from: formatDate(week.start), to: formatDate(week.end) })
  const errorId = `${formId}-error`
  const error = refused ? Object.values(refused.errors).join(' ') : null
  return (
    <tr>
      <th scope="row">{dates}</th>
      <td>{t(`seasons.${week.season}`)}</td>
      <PriceCell formId={formId} name="price" label={t('prices.priceOf', { week: dates })} price={francsInput(week.price)} refused={refused} errorId={error ? errorId : undefined} />
      <PriceCell formId={formId} name="special" label={t('prices.specialOf', { week: dates })} price={week.specialPrice === null ? '' : francsInput(week.specialPrice)} refused={refused} errorId={error ? errorId : undefined} />
      <td>
        <Form method="post" id={formId} noValidate preventScrollReset>
          <input type="hidden" name="intent" value="week" />
          <input type="hidden" name="start" value={week.start} />
          <button type="submit" className="btn btn-secondary btn-small" aria-label={t('prices.saveWeek', { week: dates })}>
            {t('prices.save')}
          </button>
        </Form>
        {error ? (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </td>
    </tr>
  )
}

import { Form } from 'react-router'
import { useTranslation } from '../../../i18n/react'
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
  if (weeks.length === 0) return <p className="admin-empty">{t('prices.noWeeks')}</p>
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{t('prices.gridCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('prices.week')}</th>
            <th scope="col">{t('prices.season')}</th>
            <th scope="col">{t('prices.price')}</th>
            <th scope="col">{t('prices.special')}</th>
            <th scope="col">{t('prices.save')}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <WeekRow key={week.start} week={week} refused={refused?.intent === 'week' && refused.values.start === week.start ? refused : undefined} />
          ))}
        </tbody>
      </table>
    </div>
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
      <td>
        <input
          form={formId}
          name="price"
          inputMode="decimal"
          size={8}
          aria-label={t('prices.priceOf', { week: dates })}
          defaultValue={refused?.values.price ?? francsInput(week.price)}
          aria-invalid={refused?.errors.price ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </td>
      <td>
        <input
          form={formId}
          name="special"
          inputMode="decimal"
          size={8}
          aria-label={t('prices.specialOf', { week: dates })}
          defaultValue={refused?.values.special ?? (week.specialPrice === null ? '' : francsInput(week.specialPrice))}
          aria-invalid={refused?.errors.special ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </td>
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

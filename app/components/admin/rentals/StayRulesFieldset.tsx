import { DEFAULT_STAY_RULES } from '../../../../domain/booking/rules/stay-rules'
import { stayRulesFields, WEEKDAYS_MONDAY_FIRST, weekdayField } from '../../../../domain/catalogue/stay-rules-input'
import { useTranslation } from '../../../i18n/react'
import { CheckboxField, TextField } from '../../fields'

type Group = 'arrivalWeekdays' | 'departureWeekdays'

/** The id of a group's first box (Monday): where the error summary's link leads. */
export const weekdayGroupTarget = (group: Group) => `rental-${group}-${WEEKDAYS_MONDAY_FIRST[0]}`

function WeekdayGroup({ group, values, error }: { group: Group; values: Readonly<Record<string, string>>; error?: string }) {
  const { t } = useTranslation('adminCatalogue')
  const errorId = `rental-${group}-error`
  return (
    <fieldset className="admin-form--columns admin-form" aria-describedby={error ? errorId : undefined}>
      <legend>{t(`stayRules.${group}`)}</legend>
      {WEEKDAYS_MONDAY_FIRST.map((day) => (
        <CheckboxField key={day} id={`rental-${group}-${day}`} name={weekdayField(group, day)} label={t(`stayRules.weekday.${day}`)} defaultChecked={values[weekdayField(group, day)] === 'true'} />
      ))}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/**
 * A weekly rental's stay rules: fewest and most nights, arrival and departure weekdays. The
 * defaults are named, so staff see when a rental follows them (saving them stores none).
 */
export function StayRulesFieldset({ values: given, errors }: { values: Readonly<Record<string, string>>; errors: Record<string, string | undefined> }) {
  const { t } = useTranslation('adminCatalogue')
  const d = DEFAULT_STAY_RULES
  // A new rental's form starts on the defaults; a form sent back keeps what was typed.
  const values = given.minNights === undefined ? { ...stayRulesFields(null), ...given } : given
  return (
    <fieldset className="admin-form">
      <legend>{t('stayRules.title')}</legend>
      <p id="rental-stay-rules-defaults">{t('stayRules.defaults', { min: d.minNights, max: d.maxNights })}</p>
      <div className="admin-form--columns admin-form">
        <TextField id="rental-minNights" name="minNights" type="number" label={t('form.minNights')} required defaultValue={values.minNights ?? ''} error={errors.minNights} />
        <TextField id="rental-maxNights" name="maxNights" type="number" label={t('form.maxNights')} required defaultValue={values.maxNights ?? ''} error={errors.maxNights} />
      </div>
      <WeekdayGroup group="arrivalWeekdays" values={values} error={errors.arrivalWeekdays} />
      <WeekdayGroup group="departureWeekdays" values={values} error={errors.departureWeekdays} />
    </fieldset>
  )
}

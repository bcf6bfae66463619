import { useId } from 'react'
import { useTranslation } from '../../i18n/react'
import type { StayField, StayFields } from '../../../domain/booking/stay-request'
import { BOOKING_GUESTS_ANCHOR, childAgeField } from './booking-state'
import { FieldError } from './FieldError'
import { adultChoices, ageValues, childCountChoices, shownAges, withAsked } from './guest-choices'

type GuestFieldsProps = {
  /** How many persons the rental sleeps: the lists offer no more. */
  persons: number
  fields: StayFields
  errors: Partial<Record<StayField, string>>
  enhanced: boolean
  onChange: (change: Partial<StayFields>) => void
  /** A field was left (a child's age: `childAgeField(index)`). */
  onLeave?: (field: string) => void
}

/**
 * Adults, the number of children and each child's age (a select per child, as on the arrival day):
 * the tourist tax and the capacity depend on them. Without JavaScript a new number of children shows
 * its age lists once the form is sent ("Show the price"); with it, at once.
 */
export function GuestFields({ persons, fields, errors, enhanced, onChange, onLeave }: GuestFieldsProps) {
  const { t } = useTranslation('booking')
  const id = useId()
  const ages = fields.children
  const adults = fields.adults || '1'
  const setCount = (count: number) => onChange({ children: Array.from({ length: count }, (_, i) => ages[i] ?? '') })
  const ageLabel = (value: string) => (value === '0' ? t('box.ageBaby') : t('box.age', { count: Number(value) }))
  const setAge = (index: number, age: string) => onChange({ children: ages.map((old, i) => (i === index ? age : old)) })
  return (
    <fieldset className="booking-guests" id={BOOKING_GUESTS_ANCHOR}>
      <legend>{t('box.guests')}</legend>
      <div className="booking-guests__counts">
        <div className="field">
          <label htmlFor={`${id}-adults`}>{t('box.adults')}</label>
          <select
            id={`${id}-adults`}
            name="adults"
            value={adults}
            aria-describedby={`${id}-adults-hint${errors.adults ? ` ${id}-adults-error` : ''}`}
            aria-invalid={errors.adults ? true : undefined}
            onChange={(e) => onChange({ adults: e.target.value })}
          >
            {adultChoices(persons, adults).map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          <p className="field-hint" id={`${id}-adults-hint`}>
            {t('box.adultsHint')}
          </p>
          <FieldError id={`${id}-adults-error`} message={errors.adults} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-count`}>{t('box.children')}</label>
          <select
            id={`${id}-count`}
            name="childCount"
            value={String(ages.length)}
            aria-describedby={`${id}-count-hint`}
            onChange={(e) => setCount(Number(e.target.value))}
          >
            {childCountChoices(persons, ages.length).map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          <p className="field-hint" id={`${id}-count-hint`}>
            {enhanced ? t('box.childrenHint') : t('box.childrenHintNoScript')}
          </p>
        </div>
      </div>
      {ages.length > 0 ? (
        <div className="booking-guests__ages">
          {shownAges(ages, persons).map((age, index) => (
            <div className="field" key={index}>
              <label htmlFor={`${id}-age-${index}`}>{t('box.childAge', { number: index + 1 })}</label>
              <select
                id={`${id}-age-${index}`}
                name="children"
                value={age}
                required
                aria-invalid={errors.children && age === '' ? true : undefined}
                aria-describedby={errors.children ? `${id}-children-error` : undefined}
                onChange={(e) => setAge(index, e.target.value)}
                onBlur={() => onLeave?.(childAgeField(index))}
              >
                <option value="">{t('box.ageChoose')}</option>
                {withAsked(ageValues(), age, ageLabel).map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <FieldError id={`${id}-children-error`} message={errors.children} />
        </div>
      ) : null}
    </fieldset>
  )
}

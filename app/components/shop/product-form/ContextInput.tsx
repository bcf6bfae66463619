import type { ChangeEvent } from 'react'
import { useTranslation } from '../../../i18n/react'
import { textIn } from '../../../../domain/i18n/bilingual'
import { type ContextField, isNumberSelect, numberChoices } from '../../../../domain/shop/context'
import { CheckboxField, Field, RadioGroupField, SelectField, TextField } from '../../fields'
import { AddressCombobox } from '../AddressCombobox'
import { cantonOptions, useCountryChoices } from '../countries'
import type { Line, Value } from './lines'

export type ContextInputProps = {
  field: ContextField
  id: string
  name: string
  line: Line
  locale: string
  error?: string
  onChange: (value: Value) => void
  onLeave: () => void
  onSuggestions: (query: string, suggestions: string[]) => void
}

const places = (list: readonly { code: string; label: string }[]) => list.map((place) => ({ value: place.code, label: place.label }))

/** One field of the model, drawn by its input type. */
export function ContextInput({ field, id, name, line, locale, error, onChange, onLeave, onSuggestions }: ContextInputProps) {
  const { t } = useTranslation('shop')
  const countries = useCountryChoices(locale)
  const value = line.values[field.name]
  const text = typeof value === 'string' ? value : ''
  const base = {
    id,
    name,
    label: textIn(field.label, locale),
    hint: field.hint ? textIn(field.hint, locale) : undefined,
    required: field.rules.some((r) => r.kind === 'required' || r.kind === 'requiredIf' || r.kind === 'checked'),
    error,
    onBlur: onLeave,
  }
  const typed = { ...base, value: text, onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(e.target.value) }
  // A select shows "Choose" while nothing is chosen.
  const choose = text === '' ? t('product.form.choose') : undefined

  switch (field.type) {
    case 'checkbox':
      return <CheckboxField {...base} checked={value === true} onChange={(e) => onChange(e.target.checked)} />
    case 'radio':
      return (
        <RadioGroupField
          {...base}
          className="product-form__radios"
          value={text}
          onChange={onChange}
          choices={(field.options ?? []).map((option) => ({ value: option.value, label: textIn(option.label, locale) }))}
        />
      )
    case 'fullAddress':
      return (
        <Field {...base}>
          {(control) => (
            <AddressCombobox
              id={id}
              name={name}
              value={text}
              locale={locale}
              required={control.required}
              invalid={Boolean(control['aria-invalid'])}
              describedBy={control['aria-describedby']}
              onChange={onChange}
              onLeave={onLeave}
              onSuggestions={onSuggestions}
            />
          )}
        </Field>
      )
    case 'select': {
      const choices = isNumberSelect(field)
        ? numberChoices(field).map((n) => ({ value: String(n), label: String(n) }))
        : (field.options ?? []).map((o) => ({ value: o.value, label: textIn(o.label, locale) }))
      return <SelectField {...typed} placeholder={choose} choices={choices} />
    }
    case 'country':
      // The empty first choice always: a required list must start with one (HTML), and it says what to do.
      return <SelectField {...typed} autoComplete="country" placeholder={t('product.form.chooseCountry')} choices={places(countries)} />
    case 'state': {
      const country = String(line.values[field.countryField ?? 'country'] ?? '') || 'CH'
      if (country !== 'CH') return <TextField {...typed} maxLength={100} placeholder={t('product.form.stateOther')} />
      return <SelectField {...typed} placeholder={choose} choices={places(cantonOptions(locale))} />
    }
    case 'date':
      return <TextField {...typed} inputMode="numeric" autoComplete="off" maxLength={10} placeholder={t('product.form.datePlaceholder')} />
    default: {
      const phone = field.rules.some((r) => r.kind === 'phone')
      const type = phone ? 'tel' : field.type === 'email' || field.type === 'password' ? field.type : 'text'
      const autoComplete = type === 'email' ? 'email' : type === 'tel' ? 'tel' : type === 'password' ? 'new-password' : 'off'
      return <TextField {...typed} type={type} maxLength={500} autoComplete={autoComplete} />
    }
  }
}

import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import { Field, type FieldBase, FieldNotes, LabelText, wiring } from './Field'

/** The attributes a field decides itself; everything else goes to the control. */
type Owned = 'id' | 'required' | 'lang' | 'aria-invalid' | 'aria-describedby'

export type TextFieldProps = FieldBase & {
  name: string
  type?: 'text' | 'email' | 'tel' | 'number' | 'date' | 'password' | 'datetime-local'
  className?: string
} & Omit<InputHTMLAttributes<HTMLInputElement>, Owned | 'name' | 'type' | 'className'>

/** A one-line input: text, e-mail, phone, number, date or password. */
export function TextField({ id, label, required, hint, error, lang, className, type = 'text', ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} lang={lang} className={className}>
      {(control) => <input type={type} {...input} {...control} />}
    </Field>
  )
}

export type TextAreaFieldProps = FieldBase & { name: string; className?: string } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    Owned | 'name' | 'className'
  >

export function TextAreaField({ id, label, required, hint, error, lang, className, ...textarea }: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} lang={lang} className={className}>
      {(control) => <textarea {...textarea} {...control} />}
    </Field>
  )
}

export type Choice = { value: string; label: ReactNode }

export type SelectFieldProps = FieldBase & {
  name: string
  choices: readonly Choice[]
  /** A first, empty choice ("Choose") shown while nothing is chosen. */
  placeholder?: string
  className?: string
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, Owned | 'name' | 'className'>

export function SelectField({ id, label, required, hint, error, lang, className, choices, placeholder, ...select }: SelectFieldProps) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} lang={lang} className={className}>
      {(control) => (
        <select {...select} {...control}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {choices.map((choice) => (
            // Country names come from Intl, whose data may differ between server and browser.
            <option key={choice.value} value={choice.value} suppressHydrationWarning>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

export type CheckboxFieldProps = FieldBase & { name: string } & Omit<InputHTMLAttributes<HTMLInputElement>, Owned | 'name' | 'type'>

/** A checkbox with its label after it (the posted value is "true" unless told otherwise). */
export function CheckboxField({ id, label, required, hint, error, lang, value = 'true', ...input }: CheckboxFieldProps) {
  return (
    <div className="field">
      <div className="field-check">
        <input type="checkbox" value={value} {...input} {...wiring({ id, label, required, hint, error, lang })} />
        <label htmlFor={id}>
          <LabelText label={label} required={required} lang={lang} />
        </label>
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  )
}

export type RadioGroupFieldProps = FieldBase & {
  name: string
  choices: readonly Choice[]
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  className?: string
}

/** The id of one choice of a radio group: what the first-invalid focus and error links aim at. */
export const choiceId = (id: string, value: string) => `${id}-${value}`

/**
 * A group of radio buttons in a fieldset: the legend names the group, each choice has its label, and
 * the group is described by its hint and error.
 */
export function RadioGroupField({ id, label, required, hint, error, lang, name, choices, value, onChange, onBlur, className }: RadioGroupFieldProps) {
  const { 'aria-describedby': description, 'aria-invalid': invalid } = wiring({ id, label, hint, error })
  return (
    <fieldset className={className ? `field field-group ${className}` : 'field field-group'} aria-describedby={description} lang={lang}>
      <legend className="label">
        <LabelText label={label} required={required} lang={lang} />
      </legend>
      <div className="field-choices">
        {choices.map((choice) => (
          <div className="field-check" key={choice.value}>
            <input
              type="radio"
              id={choiceId(id, choice.value)}
              name={name}
              value={choice.value}
              checked={value === choice.value}
              required={required}
              aria-invalid={invalid}
              onChange={() => onChange(choice.value)}
              onBlur={onBlur}
            />
            <label htmlFor={choiceId(id, choice.value)}>{choice.label}</label>
          </div>
        ))}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  )
}

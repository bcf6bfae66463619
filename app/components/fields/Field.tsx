import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/react'

/** A language a field's value is written in (the back office edits French and English side by side). */
export type FieldLang = 'fr' | 'en'

/** What every field takes besides its control's own attributes. */
export type FieldBase = {
  /** The control's id; its hint and error are `${id}-hint` and `${id}-error`. */
  id: string
  label: ReactNode
  required?: boolean
  hint?: ReactNode
  /** The message of a failed check (the browser's or the server's `errors` map). */
  error?: string
  /** The language of the value: the control gets `lang` and the label says which language it is. */
  lang?: FieldLang
}

/** What a control needs to be tied to its label, hint and error. */
export type ControlWiring = {
  id: string
  required: boolean
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  lang: FieldLang | undefined
}

export const hintId = (id: string) => `${id}-hint`
export const errorId = (id: string) => `${id}-error`

/** The ids a control's aria-describedby lists: its hint, then its error. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined
}

export function wiring({ id, required = false, hint, error, lang }: FieldBase): ControlWiring {
  return { id, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error), lang }
}

/**
 * The asterisk the note above each form explains. It is hidden from assistive technology, which
 * announces the control's own required state; its title gives the wording to pointer users.
 */
export function RequiredMark() {
  const { t } = useTranslation('forms')
  return (
    <>
      {' '}
      <span className="required" aria-hidden="true" title={t('field.required')}>
        *
      </span>
    </>
  )
}

/** The label's text, its language when the field has one, and the required mark. */
export function LabelText({ label, required, lang }: Pick<FieldBase, 'label' | 'required' | 'lang'>) {
  const { t } = useTranslation('forms')
  return (
    <>
      {label}
      {lang ? <span className="field-lang"> ({t(`field.lang.${lang}`)})</span> : null}
      {required ? <RequiredMark /> : null}
    </>
  )
}

/** The hint and the error under a control, with the ids its aria-describedby points to. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p className="field-hint" id={hintId(id)}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={errorId(id)}>
          {error}
        </p>
      ) : null}
    </>
  )
}

/**
 * A labelled field around any control (the render prop gets the wiring): label, control, hint and
 * error. The ready-made fields of ./inputs are built on it; a custom control (an address combobox)
 * uses it directly.
 */
export function Field({ children, className, ...base }: FieldBase & { className?: string; children: (control: ControlWiring) => ReactNode }) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={base.id}>
        <LabelText label={base.label} required={base.required} lang={base.lang} />
      </label>
      {children(wiring(base))}
      <FieldNotes id={base.id} hint={base.hint} error={base.error} />
    </div>
  )
}

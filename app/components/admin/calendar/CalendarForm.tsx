import type { ReactNode } from 'react'
import { Form } from 'react-router'
import type { Refused } from './rental.server'

/** What a refused form typed and what was wrong with it, when the refusal answers this form's `intent`. */
export function refusalOf(refused: Refused | undefined, intent: string) {
  const mine = refused?.intent === intent ? refused : undefined
  return { mine, value: (name: string, fallback = '') => mine?.values[name] ?? fallback, error: (name: string) => mine?.errors[name] }
}

/**
 * A form of a rental's calendar or prices, in its fieldset titled `title` (its legend's id is
 * `${intent}-title`): the intent, the refusal of the whole form, the fields, the button.
 */
export function CalendarForm({ intent, title, formError, submit, children }: { intent: string; title: string; formError?: string; submit: string; children: ReactNode }) {
  return (
    <Form method="post" noValidate className="admin-form" aria-labelledby={`${intent}-title`}>
      <fieldset>
        <legend id={`${intent}-title`}>{title}</legend>
        <input type="hidden" name="intent" value={intent} />
        {formError ? (
          <p className="field-error" role="alert">
            {formError}
          </p>
        ) : null}
        {children}
        <button type="submit" className="btn btn-primary">
          {submit}
        </button>
      </fieldset>
    </Form>
  )
}

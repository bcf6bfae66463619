import { AMENITIES, type RentalForm as PropertyFormValues, TEXT_LOCALES } from '../../../../domain/catalogue/rental-input'
import { useTranslation } from '../../../i18n/react'
import { useLocale } from '../../../lib/locale'
import type { ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import { CheckboxField, ErrorSummary, TextAreaField, TextField } from '../../fields'
import { weekdayGroupTarget } from '../rentals/StayRulesFieldset'

/** The form sections a rental and a property for sale share, and the summary of a refused form. */

/** Each field's message, in the page's language. */
export type PropertyFormErrors = Record<string, string | undefined>

function fieldLabel(t: (key: string) => string, name: string): string {
  const [base, locale] = name.split('_') as [string, string | undefined]
  const label = t(`form.${base}`)
  return locale ? `${label} (${locale.toUpperCase()})` : label
}

/** The amenities to tick (the codes the public sheet names). */
export function AmenitiesFieldset({ chosen, error, idPrefix = 'rental' }: { chosen: readonly string[]; error?: string; idPrefix?: string }) {
  const { t } = useTranslation('adminCatalogue')
  return (
    <fieldset className="admin-form--columns admin-form" aria-describedby={error ? `${idPrefix}-amenities-error` : undefined}>
      <legend>{t('form.amenities')}</legend>
      {AMENITIES.map((code) => (
        <CheckboxField key={code} id={`${idPrefix}-amenities-${code}`} name="amenities" value={code} label={t(`amenity.${code}`)} defaultChecked={chosen.includes(code)} />
      ))}
      {error ? (
        <p className="field-error" id={`${idPrefix}-amenities-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/** Title, summary and description in French and English, side by side. */
export function TextsFieldset({ values, errors, idPrefix }: { values: PropertyFormValues; errors: PropertyFormErrors; idPrefix: string }) {
  const { t } = useTranslation('adminCatalogue')
  const v = (name: string) => values.fields[name] ?? ''
  return (
    <fieldset>
      <legend>{t('form.texts')}</legend>
      {(['title', 'summary', 'description'] as const).map((name) => (
        <div className="admin-side-by-side" key={name}>
          {TEXT_LOCALES.map((locale) => {
            const field = `${name}_${locale}`
            return name === 'title' ? (
              <TextField key={locale} id={`${idPrefix}-${field}`} name={field} lang={locale} label={t(`form.${name}`)} required defaultValue={v(field)} error={errors[field]} maxLength={150} />
            ) : (
              <TextAreaField key={locale} id={`${idPrefix}-${field}`} name={field} lang={locale} label={t(`form.${name}`)} rows={name === 'summary' ? 3 : 8} defaultValue={v(field)} error={errors[field]} />
            )
          })}
        </div>
      ))}
    </fieldset>
  )
}

function targetOf(idPrefix: string, name: string): string {
  if (name === 'amenities') return `${idPrefix}-amenities-wifi`
  if (name === 'arrivalWeekdays' || name === 'departureWeekdays') return weekdayGroupTarget(name)
  return `${idPrefix}-${name}`
}

/** The summary of a refused form: each message after its field's label, a link to the field. */
export function useErrorSummary(errors: PropertyFormErrors, order: readonly string[], idPrefix: string) {
  const { t } = useTranslation('adminCatalogue')
  const locale = useLocale()
  return order
    .filter((name) => errors[name])
    .map((name) => ({ target: targetOf(idPrefix, name), message: `${fieldLabel(t, name)}${locale === 'fr' ? ' : ' : ': '}${errors[name]}` }))
}

/**
 * A rental's or sale's form around its fieldsets: posted with its intent, the summary of a refused
 * form first (fields in `order`), the button last, off while the form is being sent.
 */
export function PropertyFormFrame(props: { intent: string; errors: PropertyFormErrors; order: readonly string[]; idPrefix: string; errorsTitle: string; submitLabel: string; children: ReactNode }) {
  const busy = useNavigation().state === 'submitting'
  const summary = useErrorSummary(props.errors, props.order, props.idPrefix)
  return (
    <Form method="post" className="admin-form" noValidate>
      <input type="hidden" name="intent" value={props.intent} />
      <ErrorSummary title={props.errorsTitle} items={summary} />
      {props.children}
      <p>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {props.submitLabel}
        </button>
      </p>
    </Form>
  )
}

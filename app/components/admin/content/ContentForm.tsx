import { Form } from 'react-router'
import { ErrorSummary, SelectField, TextAreaField, TextField } from '../../fields'
import { Markdown } from '../../Markdown'
import { useTranslation } from '../../../i18n/react'
import { CONTENT_LIMITS, CONTENT_LOCALES, CONTENT_STATUSES } from '../../../../domain/content/content-rules'

/** The fields a content's form sends: status, publish date, then each language's texts. */
export const CONTENT_FIELDS = ['status', 'publishedAt', ...CONTENT_LOCALES.flatMap((l) => ['title', 'slug', 'summary', 'body'].map((f) => `${f}_${l}`))]

/** The typed values of a posted content form, field by field (absent ones empty). */
export function contentValuesOf(form: FormData): Record<string, string> {
  return Object.fromEntries(CONTENT_FIELDS.map((field) => [field, String(form.get(field) ?? '')]))
}

/**
 * A content's form, the same for a new content and an edited one: status and date, the French and
 * English texts side by side, each body's preview drawn as the public page draws it.
 */
export function ContentForm({ values, errors, submitLabel, hidden }: { values: Record<string, string>; errors: Record<string, string>; submitLabel: string; hidden?: Record<string, string> }) {
  const { t } = useTranslation('adminContent')
  const summary = Object.entries(errors).map(([field, message]) => ({
    target: `content-${field}`,
    message: `${t(`contents.fields.${field.split('_')[0]}`)}${field.includes('_') ? ` (${field.split('_')[1]})` : ''} : ${message}`,
  }))
  return (
    <Form method="post" noValidate className="admin-form">
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ErrorSummary title={t('contents.errorSummary')} items={summary} />
      <div className="admin-form--columns">
        <SelectField id="content-status" name="status" label={t('contents.fields.status')} required defaultValue={values.status} error={errors.status} choices={CONTENT_STATUSES.map((s) => ({ value: s, label: t(`contents.status.${s}`) }))} />
        <TextField id="content-publishedAt" name="publishedAt" type="date" label={t('contents.fields.publishedAt')} required defaultValue={values.publishedAt} error={errors.publishedAt} />
      </div>
      <div className="admin-side-by-side">
        {CONTENT_LOCALES.map((lang) => (
          <fieldset key={lang}>
            <legend>{t(`contents.language.${lang}`)}</legend>
            <TextField id={`content-title_${lang}`} name={`title_${lang}`} lang={lang} label={t('contents.fields.title')} required maxLength={CONTENT_LIMITS.title} defaultValue={values[`title_${lang}`]} error={errors[`title_${lang}`]} />
            <TextField id={`content-slug_${lang}`} name={`slug_${lang}`} lang={lang} label={t('contents.fields.slug')} hint={t('contents.slugHint')} maxLength={CONTENT_LIMITS.slug} defaultValue={values[`slug_${lang}`]} error={errors[`slug_${lang}`]} />
            <TextAreaField id={`content-summary_${lang}`} name={`summary_${lang}`} lang={lang} label={t('contents.fields.summary')} rows={3} maxLength={CONTENT_LIMITS.summary} defaultValue={values[`summary_${lang}`]} error={errors[`summary_${lang}`]} />
            <TextAreaField id={`content-body_${lang}`} name={`body_${lang}`} lang={lang} label={t('contents.fields.body')} hint={t('contents.bodyHint')} rows={14} maxLength={CONTENT_LIMITS.body} defaultValue={values[`body_${lang}`]} error={errors[`body_${lang}`]} />
            <section className="admin-preview" aria-label={t('contents.preview', { language: t(`contents.language.${lang}`) })} lang={lang}>
              <h2>{t('contents.preview', { language: t(`contents.language.${lang}`) })}</h2>
              <Markdown text={values[`body_${lang}`] ?? ''} />
            </section>
          </fieldset>
        ))}
      </div>
      <button type="submit" className="btn btn-primary">
        {submitLabel}
      </button>
    </Form>
  )
}

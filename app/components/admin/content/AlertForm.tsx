import { Form } from 'react-router'
import { ErrorSummary, SelectField, TextAreaField, TextField } from '../../fields'
import { useTranslation } from '../../../i18n/react'
import { ALERT_LEVELS, ALERT_MESSAGE_MAX, ALERT_STATUSES } from '../../../../domain/content/alert-rules'

/** An alert's form: a new one (no id) or the one being edited; French and English messages side by side. */
export function AlertForm({ id, values, errors }: { id: number | null; values: Record<string, string>; errors: Record<string, string> }) {
  const { t } = useTranslation('adminContent')
  const summary = Object.entries(errors).map(([field, message]) => ({ target: `alert-${field}`, message: `${t(`alerts.fields.${field}`)} : ${message}` }))
  return (
    <Form method="post" noValidate className="admin-form" aria-labelledby="alert-form-title">
      <h2 id="alert-form-title">{id ? t('alerts.editTitle', { id }) : t('alerts.newTitle')}</h2>
      <input type="hidden" name="intent" value="save-alert" />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <ErrorSummary title={t('alerts.errorSummary')} items={summary} />
      <div className="admin-form--columns">
        <SelectField id="alert-level" name="level" label={t('alerts.fields.level')} required defaultValue={values.level} error={errors.level} choices={ALERT_LEVELS.map((l) => ({ value: l, label: t(`alerts.level.${l}`) }))} />
        <SelectField id="alert-status" name="status" label={t('alerts.fields.status')} required defaultValue={values.status} error={errors.status} choices={ALERT_STATUSES.map((s) => ({ value: s, label: t(`contents.status.${s}`) }))} />
        <TextField id="alert-startsAt" name="startsAt" type="datetime-local" label={t('alerts.fields.startsAt')} hint={t('alerts.periodHint')} defaultValue={values.startsAt} error={errors.startsAt} />
        <TextField id="alert-endsAt" name="endsAt" type="datetime-local" label={t('alerts.fields.endsAt')} hint={t('alerts.periodHint')} defaultValue={values.endsAt} error={errors.endsAt} />
      </div>
      <div className="admin-side-by-side">
        <TextAreaField id="alert-message_fr" name="message_fr" lang="fr" label={t('alerts.fields.message')} required rows={3} maxLength={ALERT_MESSAGE_MAX} defaultValue={values.message_fr} error={errors.message_fr} />
        <TextAreaField id="alert-message_en" name="message_en" lang="en" label={t('alerts.fields.message')} hint={t('alerts.englishHint')} rows={3} maxLength={ALERT_MESSAGE_MAX} defaultValue={values.message_en} error={errors.message_en} />
      </div>
      <button type="submit" className="btn btn-primary">
        {id ? t('alerts.save') : t('alerts.create')}
      </button>
    </Form>
  )
}

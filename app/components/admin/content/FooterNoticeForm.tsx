import { Form } from 'react-router'
import { ErrorSummary, TextAreaField } from '../../fields'
import { useTranslation } from '../../../i18n/react'
import { SITE_TEXT_MAX } from '../../../../domain/content/site-text-rules'

/** The footer notice in French and English; both empty gives the built-in words back. */
export function FooterNoticeForm({ values, errors, builtIn }: { values: { fr: string; en: string }; errors: Record<string, string>; builtIn: { fr: string; en: string } }) {
  const { t } = useTranslation('adminContent')
  const summary = Object.entries(errors).map(([field, message]) => ({ target: `footer-${field}`, message: `${t(`footer.fields.${field}`)} : ${message}` }))
  return (
    <Form method="post" noValidate className="admin-form" aria-labelledby="footer-form-title">
      <h2 id="footer-form-title">{t('footer.title')}</h2>
      <p>{t('footer.intro')}</p>
      <input type="hidden" name="intent" value="footer" />
      <ErrorSummary title={t('footer.errorSummary')} items={summary} />
      <div className="admin-side-by-side">
        <TextAreaField id="footer-fr" name="fr" lang="fr" label={t('footer.fields.notice')} hint={t('footer.builtIn', { words: builtIn.fr })} rows={3} maxLength={SITE_TEXT_MAX} defaultValue={values.fr} error={errors.fr} />
        <TextAreaField id="footer-en" name="en" lang="en" label={t('footer.fields.notice')} hint={t('footer.builtIn', { words: builtIn.en })} rows={3} maxLength={SITE_TEXT_MAX} defaultValue={values.en} error={errors.en} />
      </div>
      <button type="submit" className="btn btn-primary">
        {t('footer.save')}
      </button>
    </Form>
  )
}

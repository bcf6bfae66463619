import { data, Form, redirect, useSearchParams } from 'react-router'
import type { Route } from './+types/contents.$id'
import { AdminPage } from '../../components/admin/AdminShell'
import { ErrorSummary, SelectField, TextAreaField, TextField } from '../../components/fields'
import { Markdown } from '../../components/Markdown'
import { StatusAlert } from '../../components/StatusAlert'
import { useTranslation } from '../../i18n/react'
import { LocalizedLink } from '../../lib/locale'
import { localized, requestLocale } from '../../components/account/session.server'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { editContent, findContentForEdit, formValuesOf } from '../../../domain/back-office/content/edit-content.server'
import { CONTENT_LIMITS, CONTENT_LOCALES, CONTENT_STATUSES } from '../../../domain/back-office/content/content-rules'

const FIELDS = ['status', 'publishedAt', ...CONTENT_LOCALES.flatMap((l) => ['title', 'slug', 'summary', 'body'].map((f) => `${f}_${l}`))]

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaffMember(context)
  const found = await findContentForEdit(context.db, Number(params.id))
  if (!found) throw new Response('Not Found', { status: 404, headers: BACK_OFFICE_HEADERS })
  return data({ id: found.content.id, type: found.content.type, values: formValuesOf(found) }, { headers: BACK_OFFICE_HEADERS })
}

type Answer = { values: Record<string, string>; errors: Record<string, string> }

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requireStaffMember(context)
  const locale = requestLocale(request)
  const form = await request.formData()
  const values = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? '')]))
  const result = await editContent({ db: context.db }, staff, { id: Number(params.id), values, locale })
  if (result.status === 'not_found') throw new Response('Not Found', { status: 404, headers: BACK_OFFICE_HEADERS })
  if (result.status === 'invalid') {
    const errors = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error.message]))
    return data<Answer>({ values, errors }, { status: 400, headers: BACK_OFFICE_HEADERS })
  }
  return redirect(`${localized(`/admin/contenus/${params.id}`, request)}?ok=saved`, { status: 303, headers: BACK_OFFICE_HEADERS })
}

export default function ContentEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('adminContent')
  const answer = actionData as Answer | undefined
  const values = answer?.values ?? loaderData.values
  const errors = answer?.errors ?? {}
  const [params] = useSearchParams()
  const summary = Object.entries(errors).map(([field, message]) => ({ target: `content-${field}`, message: `${t(`contents.fields.${field.split('_')[0]}`)}${field.includes('_') ? ` (${field.split('_')[1]})` : ''} : ${message}` }))
  return (
    <AdminPage title={t('contents.editTitle', { title: loaderData.values.title_fr, type: t(`contents.types.${loaderData.type}`) })}>
      <p>
        <LocalizedLink to="/admin/contenus">{t('contents.back')}</LocalizedLink>
      </p>
      {params.get('ok') === 'saved' && !answer ? <StatusAlert status="success" message={t('contents.saved')} /> : null}
      <Form method="post" noValidate className="admin-form">
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
              <TextField id={`content-slug_${lang}`} name={`slug_${lang}`} lang={lang} label={t('contents.fields.slug')} hint={t('contents.slugHint')} required maxLength={CONTENT_LIMITS.slug} defaultValue={values[`slug_${lang}`]} error={errors[`slug_${lang}`]} />
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
          {t('contents.save')}
        </button>
      </Form>
    </AdminPage>
  )
}

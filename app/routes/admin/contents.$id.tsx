import { data, redirect, useSearchParams } from 'react-router'
import type { Route } from './+types/contents.$id'
import { AdminPage } from '../../components/admin/AdminShell'
import { ContentForm, contentValuesOf } from '../../components/admin/content/ContentForm'
import { StatusAlert } from '../../components/StatusAlert'
import { useTranslation } from '../../i18n/react'
import { LocalizedLink } from '../../lib/locale'
import { localized, requestLocale } from '../../lib/request-locale.server'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { editContent, findContentForEdit, formValuesOf } from '../../../domain/content/edit-content.server'

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
  const values = contentValuesOf(await request.formData())
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
  return (
    <AdminPage title={t('contents.editTitle', { title: loaderData.values.title_fr, type: t(`contents.types.${loaderData.type}`) })}>
      <p>
        <LocalizedLink to="/admin/contenus">{t('contents.back')}</LocalizedLink>
      </p>
      {params.get('ok') && !answer ? <StatusAlert status="success" message={t(params.get('ok') === 'created' ? 'contents.created' : 'contents.saved')} /> : null}
      <ContentForm values={values} errors={errors} submitLabel={t('contents.save')} />
    </AdminPage>
  )
}

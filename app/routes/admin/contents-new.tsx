import { data, redirect } from 'react-router'
import type { Route } from './+types/contents-new'
import { AdminPage } from '../../components/admin/AdminShell'
import { ContentForm, contentValuesOf } from '../../components/admin/content/ContentForm'
import { NewContentChoice } from '../../components/admin/content/NewContentChoice'
import { StatusAlert } from '../../components/StatusAlert'
import { useTranslation } from '../../i18n/react'
import { LocalizedLink } from '../../lib/locale'
import { localized, requestLocale } from '../../lib/request-locale.server'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { createContent, newContentValues } from '../../../domain/content/create-content.server'
import { isEditableType } from '../../../domain/content/content-rules'
import { todayInResort } from '../../../domain/booking/rules/calendar'

/** A new content of the type asked (?type=actualites…); without a known type, the choice of one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffMember(context)
  const type = new URL(request.url).searchParams.get('type') ?? ''
  return data({ type: isEditableType(type) ? type : null, values: newContentValues(todayInResort()) }, { headers: BACK_OFFICE_HEADERS })
}

type Answer = { type: string | null; values: Record<string, string>; errors: Record<string, string> }

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaffMember(context)
  const locale = requestLocale(request)
  const form = await request.formData()
  const values = contentValuesOf(form)
  const type = String(form.get('type') ?? '')
  const result = await createContent({ db: context.db }, staff, { type, values, locale })
  if (result.status === 'invalid') {
    const errors = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error.message]))
    return data<Answer>({ type: isEditableType(type) ? type : null, values, errors }, { status: 400, headers: BACK_OFFICE_HEADERS })
  }
  return redirect(`${localized(`/admin/contenus/${result.id}`, request)}?ok=created`, { status: 303, headers: BACK_OFFICE_HEADERS })
}

export default function ContentNew({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('adminContent')
  const answer = actionData as Answer | undefined
  // The type posted wins over the address's: a form sent from a page without ?type= shows its errors.
  const type = answer?.type ?? loaderData.type
  return (
    <AdminPage title={type ? t('contents.newTitle', { type: t(`contents.types.${type}`) }) : t('contents.new')}>
      <p>
        <LocalizedLink to="/admin/contenus">{t('contents.back')}</LocalizedLink>
      </p>
      {type ? (
        <ContentForm values={answer?.values ?? loaderData.values} errors={answer?.errors ?? {}} submitLabel={t('contents.create')} hidden={{ type }} />
      ) : (
        <>
          {answer ? <StatusAlert status="error" message={t('contents.chooseType')} /> : null}
          <NewContentChoice />
        </>
      )}
    </AdminPage>
  )
}

import { data, redirect } from 'react-router'
import type { Route } from './+types/rentals-new'
import { AdminPage } from '../../components/admin/AdminShell'
import { messagesOf } from '../../../domain/validation'
import { readPostedForm } from '../../components/admin/property/form-data.server'
import { RentalForm } from '../../components/admin/rentals/RentalForm'
import { localized } from '../../lib/request-locale.server'
import { useTranslation } from '../../i18n/react'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { LocalizedLink } from '../../lib/locale'
import { createRental } from '../../../domain/catalogue/rentals.server'

/** A new rental starts as a weekly rental in the middle of the resort, unpublished until staff publish it. */
const BLANK = { fields: { kind: 'weekly', type: 'apartment', comfortClass: '3', latitude: '46.3115', longitude: '7.4847' }, amenities: [] }

export async function loader({ context }: Route.LoaderArgs) {
  requireStaffMember(context)
  return data({ values: BLANK }, { headers: BACK_OFFICE_HEADERS })
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaffMember(context)
  const posted = await readPostedForm(request)
  const saved = await createRental({ db: context.db }, staff, posted)
  if (!saved.ok) return data({ values: { fields: posted.fields, amenities: posted.amenities }, errors: saved.errors }, { status: saved.status, headers: BACK_OFFICE_HEADERS })
  return redirect(localized(`/admin/locations/${saved.id}?done=created`, request), { status: 303, headers: BACK_OFFICE_HEADERS })
}

export default function NewRental({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('adminCatalogue')
  const values = actionData?.values ?? loaderData.values
  return (
    <AdminPage title={t('form.newTitle')} actions={<LocalizedLink to="/admin/locations">{t('form.back')}</LocalizedLink>}>
      <RentalForm values={values} errors={messagesOf(actionData?.errors)} intent="create" submitLabel={t('form.create')} />
    </AdminPage>
  )
}

import { data } from 'react-router'
import type { Route } from './+types/rentals-new'
import { AdminPage } from '../../components/admin/AdminShell'
import { messagesOf } from '../../../domain/validation'
import { createAction } from '../../components/admin/property/sheet-action.server'
import { RentalForm } from '../../components/admin/rentals/RentalForm'
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

export function action(args: Route.ActionArgs) {
  return createAction(args, createRental, '/admin/locations')
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

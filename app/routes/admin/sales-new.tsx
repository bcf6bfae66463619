import { data, redirect } from 'react-router'
import type { Route } from './+types/sales-new'
import { AdminPage } from '../../components/admin/AdminShell'
import { messagesOf } from '../../../domain/validation'
import { readPostedForm } from '../../components/admin/property/form-data.server'
import { SaleForm } from '../../components/admin/sales/SaleForm'
import { localized } from '../../lib/request-locale.server'
import { useTranslation } from '../../i18n/react'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { LocalizedLink } from '../../lib/locale'
import { createSale } from '../../../domain/catalogue/sales.server'

/** A new property for sale starts unpublished, in the middle of the resort. */
const BLANK = { fields: { type: 'apartment', category: 'residential', latitude: '46.3115', longitude: '7.4847' }, amenities: [] }

export async function loader({ context }: Route.LoaderArgs) {
  requireStaffMember(context)
  return data({ values: BLANK }, { headers: BACK_OFFICE_HEADERS })
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaffMember(context)
  const posted = await readPostedForm(request)
  const saved = await createSale({ db: context.db }, staff, posted)
  if (!saved.ok) return data({ values: { fields: posted.fields, amenities: posted.amenities }, errors: saved.errors }, { status: saved.status, headers: BACK_OFFICE_HEADERS })
  return redirect(localized(`/admin/ventes/${saved.id}?done=created`, request), { status: 303, headers: BACK_OFFICE_HEADERS })
}

export default function NewSale({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('adminCatalogue')
  return (
    <AdminPage title={t('sales.newTitle')} actions={<LocalizedLink to="/admin/ventes">{t('form.back')}</LocalizedLink>}>
      <SaleForm values={actionData?.values ?? loaderData.values} errors={messagesOf(actionData?.errors)} intent="create" submitLabel={t('sales.create')} />
    </AdminPage>
  )
}

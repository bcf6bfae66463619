import { data } from 'react-router'
import type { Route } from './+types/sales-new'
import { AdminPage } from '../../components/admin/AdminShell'
import { messagesOf } from '../../../domain/validation'
import { createAction } from '../../components/admin/property/sheet-action.server'
import { SaleForm } from '../../components/admin/sales/SaleForm'
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

export function action(args: Route.ActionArgs) {
  return createAction(args, createSale, '/admin/ventes')
}

export default function NewSale({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('adminCatalogue')
  return (
    <AdminPage title={t('sales.newTitle')} actions={<LocalizedLink to="/admin/ventes">{t('form.back')}</LocalizedLink>}>
      <SaleForm values={actionData?.values ?? loaderData.values} errors={messagesOf(actionData?.errors)} intent="create" submitLabel={t('sales.create')} />
    </AdminPage>
  )
}

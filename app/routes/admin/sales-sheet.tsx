import { data } from 'react-router'
import type { Route } from './+types/sales-sheet'
import { PropertySheet } from '../../components/admin/property/PropertySheet'
import { idOf } from '../../components/admin/property/form-data.server'
import { sheetAction, sheetNotFound } from '../../components/admin/property/sheet-action.server'
import { SaleForm } from '../../components/admin/sales/SaleForm'
import { useTranslation } from '../../i18n/react'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { photosOf } from '../../../domain/catalogue/photos.server'
import { saleFormOf } from '../../../domain/catalogue/sale-input'
import { saleSheet, setSalePublished, updateSale } from '../../../domain/catalogue/sales.server'

const notFound = sheetNotFound

/** One property for sale: every field, its publication, its photos. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaffMember(context)
  const id = idOf(params.id)
  const sheet = id === null ? null : await saleSheet(context.db, id)
  if (!sheet || id === null) throw notFound()
  const photos = await photosOf(context.db, { zone: 'sale', id })
  return data({ id, reference: sheet.reference, published: sheet.published, values: saleFormOf(sheet), photos }, { headers: BACK_OFFICE_HEADERS })
}

export function action(args: Route.ActionArgs) {
  return sheetAction(args, { zone: 'sale', path: '/admin/ventes', update: updateSale, setPublished: setSalePublished })
}

export default function SaleSheet({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('adminCatalogue')
  const { id, reference, published, photos } = loaderData
  return (
    <PropertySheet
      idPrefix="sale"
      id={id}
      title={t('sales.editTitle', { reference })}
      backTo="/admin/ventes"
      notices={{ created: t('sales.created'), saved: t('form.saved'), published: t('sales.didPublish'), unpublished: t('sales.didUnpublish'), photo: t('photos.added'), photos: t('photos.changed') }}
      published={published}
      statusLabel={t(published ? 'sales.published' : 'sales.unpublished')}
      values={loaderData.values}
      photos={photos}
      refusal={actionData}
      form={(form) => <SaleForm {...form} intent="update" submitLabel={t('form.save')} />}
    />
  )
}

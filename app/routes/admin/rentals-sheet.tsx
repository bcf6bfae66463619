import { data } from 'react-router'
import type { Route } from './+types/rentals-sheet'
import { RentalTabs } from '../../components/admin/RentalTabs'
import { PropertySheet } from '../../components/admin/property/PropertySheet'
import { idOf } from '../../components/admin/property/form-data.server'
import { sheetAction, sheetNotFound } from '../../components/admin/property/sheet-action.server'
import { RentalForm } from '../../components/admin/rentals/RentalForm'
import { useTranslation } from '../../i18n/react'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { photosOf } from '../../../domain/catalogue/photos.server'
import { rentalFormOf } from '../../../domain/catalogue/rental-input'
import { rentalSheet, setRentalPublished, updateRental } from '../../../domain/catalogue/rentals.server'

const notFound = sheetNotFound

/** One rental's sheet: every field, its publication, its photos. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaffMember(context)
  const id = idOf(params.id)
  const sheet = id === null ? null : await rentalSheet(context.db, id)
  if (!sheet || id === null) throw notFound()
  const photos = await photosOf(context.db, { zone: 'location', id })
  return data({ id, reference: sheet.reference, kind: sheet.kind, published: sheet.published, values: rentalFormOf(sheet), photos }, { headers: BACK_OFFICE_HEADERS })
}

export function action(args: Route.ActionArgs) {
  return sheetAction(args, { zone: 'location', path: '/admin/locations', update: updateRental, setPublished: setRentalPublished })
}

export default function RentalSheet({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('adminCatalogue')
  const { id, reference, kind, published, photos } = loaderData
  return (
    <PropertySheet
      idPrefix="rental"
      id={id}
      title={t('form.editTitle', { reference })}
      backTo="/admin/locations"
      tabs={<RentalTabs locationId={id} weekly={kind === 'weekly'} />}
      notices={{ created: t('form.created'), saved: t('form.saved'), published: t('publication.didPublish'), unpublished: t('publication.didUnpublish'), photo: t('photos.added'), photos: t('photos.changed') }}
      published={published}
      statusLabel={t(published ? 'publication.published' : 'publication.unpublished')}
      values={loaderData.values}
      photos={photos}
      refusal={actionData}
      form={(form) => <RentalForm {...form} intent="update" submitLabel={t('form.save')} />}
    />
  )
}

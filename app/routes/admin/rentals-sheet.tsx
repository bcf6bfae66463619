import { data, Form, useSearchParams } from 'react-router'
import type { Route } from './+types/rentals-sheet'
import { AdminPage } from '../../components/admin/AdminShell'
import { RentalTabs } from '../../components/admin/RentalTabs'
import { messagesOf } from '../../components/admin/rentals/errors'
import { idOf } from '../../components/admin/rentals/form-data.server'
import { sheetAction, sheetNotFound } from '../../components/admin/rentals/sheet-action.server'
import { RentalForm } from '../../components/admin/rentals/RentalForm'
import { RentalPhotos } from '../../components/admin/rentals/RentalPhotos'
import { StatusAlert } from '../../components/StatusAlert'
import { useTranslation } from '../../i18n/react'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { LocalizedLink } from '../../lib/locale'
import { photosOf } from '../../../domain/back-office/rentals/photos.server'
import { rentalFormOf } from '../../../domain/back-office/rentals/rental-input'
import { rentalSheet, setRentalPublished, updateRental } from '../../../domain/back-office/rentals/rentals.server'

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
  const [params] = useSearchParams()
  const { id, reference, kind, published, photos } = loaderData
  const done = actionData ? null : params.get('done')
  const notices: Record<string, string> = { created: t('form.created'), saved: t('form.saved'), published: t('publication.didPublish'), unpublished: t('publication.didUnpublish'), photo: t('photos.added'), photos: t('photos.changed') }
  const photoIntent = actionData && actionData.intent !== 'update' && actionData.intent !== 'publish' && actionData.intent !== 'unpublish'
  return (
    <AdminPage title={t('form.editTitle', { reference })} actions={<LocalizedLink to="/admin/locations">{t('form.back')}</LocalizedLink>}>
      <RentalTabs locationId={id} weekly={kind === 'weekly'} />
      {done && notices[done] ? <StatusAlert status="success" message={notices[done]} /> : null}
      {actionData?.errors.form ? <StatusAlert status="error" message={messagesOf(actionData.errors).form ?? ''} /> : null}
      <section aria-labelledby="rental-publication" className="admin-card">
        <h2 id="rental-publication">{t('publication.title')}</h2>
        <p>
          <span className={published ? 'admin-badge admin-badge--success' : 'admin-badge admin-badge--warning'}>{t(published ? 'publication.published' : 'publication.unpublished')}</span>
        </p>
        <Form method="post">
          <button type="submit" name="intent" value={published ? 'unpublish' : 'publish'} className="btn btn-primary btn-small">
            {t(published ? 'publication.unpublish' : 'publication.publish')}
          </button>
        </Form>
      </section>
      <RentalForm
        key={`${id}-${loaderData.values.fields.reference}-${done ?? ''}`}
        values={actionData?.intent === 'update' && actionData.values ? actionData.values : loaderData.values}
        errors={actionData?.intent === 'update' ? messagesOf(actionData.errors) : {}}
        intent="update"
        submitLabel={t('form.save')}
      />
      <RentalPhotos photos={photos} failed={photoIntent && actionData ? { photoId: actionData.photoId, errors: messagesOf(actionData.errors) } : null} />
    </AdminPage>
  )
}

import { data, Form, useSearchParams } from 'react-router'
import type { Route } from './+types/sales-sheet'
import { AdminPage } from '../../components/admin/AdminShell'
import { messagesOf } from '../../components/admin/rentals/errors'
import { idOf } from '../../components/admin/rentals/form-data.server'
import { sheetAction, sheetNotFound } from '../../components/admin/rentals/sheet-action.server'
import { RentalPhotos } from '../../components/admin/rentals/RentalPhotos'
import { SaleForm } from '../../components/admin/sales/SaleForm'
import { StatusAlert } from '../../components/StatusAlert'
import { useTranslation } from '../../i18n/react'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { LocalizedLink } from '../../lib/locale'
import { photosOf } from '../../../domain/back-office/rentals/photos.server'
import { saleFormOf } from '../../../domain/back-office/sales/sale-input'
import { saleSheet, setSalePublished, updateSale } from '../../../domain/back-office/sales/sales.server'

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
  const [params] = useSearchParams()
  const { id, reference, published, photos } = loaderData
  const done = actionData ? null : params.get('done')
  const notices: Record<string, string> = { created: t('sales.created'), saved: t('form.saved'), published: t('sales.didPublish'), unpublished: t('sales.didUnpublish'), photo: t('photos.added'), photos: t('photos.changed') }
  const photoIntentFailed = actionData && actionData.intent !== 'update' && actionData.intent !== 'publish' && actionData.intent !== 'unpublish'
  return (
    <AdminPage title={t('sales.editTitle', { reference })} actions={<LocalizedLink to="/admin/ventes">{t('form.back')}</LocalizedLink>}>
      {done && notices[done] ? <StatusAlert status="success" message={notices[done]} /> : null}
      {actionData?.errors.form ? <StatusAlert status="error" message={messagesOf(actionData.errors).form ?? ''} /> : null}
      <section aria-labelledby="sale-publication" className="admin-card">
        <h2 id="sale-publication">{t('publication.title')}</h2>
        <p>
          <span className={published ? 'admin-badge admin-badge--success' : 'admin-badge admin-badge--warning'}>{t(published ? 'sales.published' : 'sales.unpublished')}</span>
        </p>
        <Form method="post">
          <button type="submit" name="intent" value={published ? 'unpublish' : 'publish'} className="btn btn-primary btn-small">
            {t(published ? 'publication.unpublish' : 'publication.publish')}
          </button>
        </Form>
      </section>
      <SaleForm
        key={`${id}-${loaderData.values.fields.reference}-${done ?? ''}`}
        values={actionData?.intent === 'update' && actionData.values ? actionData.values : loaderData.values}
        errors={actionData?.intent === 'update' ? messagesOf(actionData.errors) : {}}
        intent="update"
        submitLabel={t('form.save')}
      />
      <RentalPhotos photos={photos} failed={photoIntentFailed && actionData ? { photoId: actionData.photoId, errors: messagesOf(actionData.errors) } : null} />
    </AdminPage>
  )
}

import { Fragment, type ReactNode } from 'react'
import { Form, useSearchParams } from 'react-router'
import type { RentalPhoto } from '../../../../domain/catalogue/photos.server'
import type { RentalForm as PropertyFormValues } from '../../../../domain/catalogue/rental-input'
import type { FieldErrors } from '../../../../domain/validation'
import { useTranslation } from '../../../i18n/react'
import { LocalizedLink } from '../../../lib/locale'
import { StatusAlert } from '../../StatusAlert'
import { AdminPage } from '../AdminShell'
import { messagesOf } from '../../../../domain/validation'
import { RentalPhotos } from './RentalPhotos'

/** What a sheet's action answers when it refuses (sheet-action.server.ts). */
export type SheetRefusal = { intent: string; values: PropertyFormValues | null; photoId: number | null; errors: FieldErrors }

type FormSlot = (form: { values: PropertyFormValues; errors: Record<string, string | undefined> }) => ReactNode

/**
 * The sheet of a rental or a property for sale: notices, its publication, its form and its photos.
 * What differs (words, tabs, the form itself) is given by the route.
 */
export function PropertySheet(props: {
  /** The ids' prefix: "rental" or "sale". */
  idPrefix: string
  /** The rental's or the sale's id: another sheet starts a fresh form. */
  id: number
  title: string
  backTo: string
  tabs?: ReactNode
  /** The notice of each `?done=` code. */
  notices: Record<string, string>
  published: boolean
  statusLabel: string
  values: PropertyFormValues
  photos: RentalPhoto[]
  refusal: SheetRefusal | undefined
  form: FormSlot
}) {
  const { t } = useTranslation('adminCatalogue')
  const [params] = useSearchParams()
  const { refusal, published } = props
  const done = refusal ? null : params.get('done')
  const photoIntent = refusal && refusal.intent !== 'update' && refusal.intent !== 'publish' && refusal.intent !== 'unpublish'
  return (
    <AdminPage title={props.title} actions={<LocalizedLink to={props.backTo}>{t('form.back')}</LocalizedLink>}>
      {props.tabs}
      {done && props.notices[done] ? <StatusAlert status="success" message={props.notices[done]} /> : null}
      {refusal?.errors.form ? <StatusAlert status="error" message={messagesOf(refusal.errors).form ?? ''} /> : null}
      <section aria-labelledby={`${props.idPrefix}-publication`} className="admin-card">
        <h2 id={`${props.idPrefix}-publication`}>{t('publication.title')}</h2>
        <p>
          <span className={published ? 'admin-badge admin-badge--success' : 'admin-badge admin-badge--warning'}>{props.statusLabel}</span>
        </p>
        <Form method="post">
          <button type="submit" name="intent" value={published ? 'unpublish' : 'publish'} className="btn btn-primary btn-small">
            {t(published ? 'publication.unpublish' : 'publication.publish')}
          </button>
        </Form>
      </section>
      <Fragment key={`${props.id}-${props.values.fields.reference}-${done ?? ''}`}>
        {props.form({
          values: refusal?.intent === 'update' && refusal.values ? refusal.values : props.values,
          errors: refusal?.intent === 'update' ? messagesOf(refusal.errors) : {},
        })}
      </Fragment>
      <RentalPhotos photos={props.photos} failed={photoIntent && refusal ? { photoId: refusal.photoId, errors: messagesOf(refusal.errors) } : null} />
    </AdminPage>
  )
}

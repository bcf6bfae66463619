import { Form } from 'react-router'
import type { RentalPhoto } from '../../../../domain/catalogue/photos.server'
import { mediaUrl } from '../../../../domain/media/url'
import { useTranslation } from '../../../i18n/react'
import { useRootData } from '../../../lib/root-data'
import { ErrorSummary, Field, TextField } from '../../fields'

export type PhotoErrors = { photoId: number | null; errors: Record<string, string | undefined> }

/**
 * A rental's photos: the first is the one the lists show. Each is captioned in French and English,
 * moved one place, or removed; a new one is sent as a file (multipart) with its captions.
 */
export function RentalPhotos({ photos, failed }: { photos: RentalPhoto[]; failed: PhotoErrors | null }) {
  const { t } = useTranslation('adminCatalogue')
  const mediaBaseUrl = useRootData()?.mediaBaseUrl
  const errorsOf = (photoId: number | null) => (failed && failed.photoId === photoId ? failed.errors : {})
  const added = errorsOf(null)
  return (
    <section aria-labelledby="rental-photos">
      <h2 id="rental-photos">{t('photos.title')}</h2>
      {photos.length === 0 ? <p className="admin-empty">{t('photos.empty')}</p> : null}
      <ol className="admin-photos">
        {photos.map((photo, index) => {
          const errors = errorsOf(photo.id)
          const name = t('photos.photo', { position: index + 1 })
          return (
            <li key={photo.id} className="admin-photo" aria-label={name}>
              <img src={mediaUrl(photo.url, mediaBaseUrl)} alt={photo.caption.fr || name} width={200} height={133} loading="lazy" />
              <Form method="post" className="admin-form">
                <input type="hidden" name="photoId" value={photo.id} />
                <TextField id={`photo-${photo.id}-caption_fr`} name="caption_fr" lang="fr" label={t('photos.caption')} defaultValue={photo.caption.fr} error={errors.caption_fr} maxLength={200} />
                <TextField id={`photo-${photo.id}-caption_en`} name="caption_en" lang="en" label={t('photos.caption')} defaultValue={photo.caption.en} error={errors.caption_en} maxLength={200} />
                <div className="admin-page__actions">
                  <button type="submit" name="intent" value="captionPhoto" className="btn btn-secondary btn-small">
                    {t('photos.saveCaption')}
                  </button>
                  {index > 0 ? (
                    <button type="submit" name="intent" value="photoUp" className="btn btn-secondary btn-small" aria-label={`${t('photos.up')} : ${name}`}>
                      {t('photos.up')}
                    </button>
                  ) : null}
                  {index < photos.length - 1 ? (
                    <button type="submit" name="intent" value="photoDown" className="btn btn-secondary btn-small" aria-label={`${t('photos.down')} : ${name}`}>
                      {t('photos.down')}
                    </button>
                  ) : null}
                  <button type="submit" name="intent" value="removePhoto" className="btn btn-secondary btn-small" aria-label={`${t('photos.remove')} : ${name}`}>
                    {t('photos.remove')}
                  </button>
                </div>
              </Form>
            </li>
          )
        })}
      </ol>
      <Form method="post" encType="multipart/form-data" className="admin-form admin-form--narrow" aria-labelledby="rental-photo-add">
        <h3 id="rental-photo-add">{t('photos.add')}</h3>
        <ErrorSummary title={t('photos.errorsTitle')} items={Object.entries(added).flatMap(([field, message]) => (message ? [{ target: `rental-photo-${field}`, message }] : []))} />
        <input type="hidden" name="intent" value="addPhoto" />
        <Field id="rental-photo-photo" label={t('photos.file')} required hint={t('photos.fileHint')} error={added.photo}>
          {(control) => <input type="file" name="photo" accept="image/jpeg,image/png,image/webp" {...control} />}
        </Field>
        <TextField id="rental-photo-caption_fr" name="caption_fr" lang="fr" label={t('photos.caption')} error={added.caption_fr} maxLength={200} />
        <TextField id="rental-photo-caption_en" name="caption_en" lang="en" label={t('photos.caption')} error={added.caption_en} maxLength={200} />
        <p>
          <button type="submit" className="btn btn-primary">
            {t('photos.upload')}
          </button>
        </p>
      </Form>
    </section>
  )
}

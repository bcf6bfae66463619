import type { StaffMember } from '../../../../server/auth/staff.server'
import type { AppContext } from '../../../../server/context'
import { addPhoto, captionPhoto, movePhoto, type PhotoOwner, type PhotoResult, removePhoto } from '../../../../domain/catalogue/photos.server'
import { idOf, type PostedForm } from './form-data.server'

export const PHOTO_INTENTS = ['addPhoto', 'captionPhoto', 'photoUp', 'photoDown', 'removePhoto'] as const

/** The photo forms of a rental's or a sale's sheet; null for another intent or a missing photo id. */
export async function photoIntent(context: AppContext, staff: StaffMember, owner: PhotoOwner, posted: PostedForm): Promise<{ result: PhotoResult; photoId: number | null } | null> {
  if (posted.intent === 'addPhoto') {
    return { result: await addPhoto({ db: context.db, media: context.media, log: context.log }, staff, owner, posted.upload, posted.fields, posted.locale), photoId: null }
  }
  const photoId = idOf(posted.fields.photoId)
  if (photoId === null) return null
  const deps = { db: context.db }
  switch (posted.intent) {
    case 'captionPhoto':
      return { result: await captionPhoto(deps, staff, owner, photoId, posted.fields, posted.locale), photoId }
    case 'photoUp':
    case 'photoDown':
      return { result: await movePhoto(deps, staff, owner, photoId, posted.intent === 'photoUp' ? 'up' : 'down', posted.locale), photoId }
    case 'removePhoto':
      return { result: await removePhoto(deps, staff, owner, photoId, posted.locale), photoId }
  }
  return null
}

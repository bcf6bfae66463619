import { data, redirect } from 'react-router'
import type { StaffMember } from '../../../../server/auth/staff.server'
import type { AppContext } from '../../../../server/context'
import type { PhotoOwner } from '../../../../domain/catalogue/photos.server'
import type { SaveResult } from '../../../../domain/catalogue/rentals.server'
import { fieldError } from '../../../../domain/validation'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../../lib/admin.server'
import { localized } from '../../../lib/request-locale.server'
import { idOf, type PostedForm, readPostedForm } from './form-data.server'
import { photoIntent } from './photo-actions.server'

type Deps = { db: AppContext['db'] }

/** What a sheet (a rental's or a sale's) saves and publishes; its photos are the same for both. */
export type SheetCommands = {
  zone: PhotoOwner['zone']
  /** The sheet's app path, without its id ("/admin/locations"). */
  path: string
  update: (deps: Deps, staff: StaffMember, id: number, posted: PostedForm) => Promise<SaveResult>
  setPublished: (deps: Deps, staff: StaffMember, id: number, published: boolean, locale: string) => Promise<SaveResult>
}

export const sheetNotFound = () => new Response('Not Found', { status: 404, headers: BACK_OFFICE_HEADERS })

/** Which notice the sheet shows after each intent. */
type Done = 'saved' | 'published' | 'unpublished' | 'photo' | 'photos'

async function perform(context: AppContext, staff: StaffMember, id: number, posted: PostedForm, commands: SheetCommands) {
  const deps = { db: context.db }
  switch (posted.intent) {
    case 'update':
      return { result: await commands.update(deps, staff, id, posted), done: 'saved' as Done, photoId: null }
    case 'publish':
    case 'unpublish':
      return { result: await commands.setPublished(deps, staff, id, posted.intent === 'publish', posted.locale), done: (posted.intent === 'publish' ? 'published' : 'unpublished') as Done, photoId: null }
  }
  const photo = await photoIntent(context, staff, { zone: commands.zone, id }, posted)
  return photo && { ...photo, done: (posted.intent === 'addPhoto' ? 'photo' : 'photos') as Done }
}

/**
 * The action of a sheet: intent `update`, `publish`, `unpublish` or a photo's. Done: 303 back to the
 * sheet with its notice; refused: the sheet with the errors (and the typed values of an update).
 */
export async function sheetAction(args: { request: Request; params: { id?: string }; context: AppContext }, commands: SheetCommands) {
  const staff = requireStaffMember(args.context)
  const id = idOf(args.params.id)
  if (id === null) throw sheetNotFound()
  const posted = await readPostedForm(args.request)
  const outcome = await perform(args.context, staff, id, posted, commands)
  if (!outcome) return data({ intent: posted.intent, values: null, photoId: null, errors: { form: fieldError({ code: 'unknownAction', messageKey: 'backOffice.unknownAction' }, posted.locale) } }, { status: 400, headers: BACK_OFFICE_HEADERS })
  const { result, done, photoId } = outcome
  if (!result.ok) {
    if (result.status === 404) throw sheetNotFound()
    const values = posted.intent === 'update' ? { fields: posted.fields, amenities: posted.amenities } : null
    return data({ intent: posted.intent, values, photoId, errors: result.errors }, { status: result.status === 503 ? 503 : 400, headers: BACK_OFFICE_HEADERS })
  }
  return redirect(localized(`${commands.path}/${id}?done=${done}`, args.request), { status: 303, headers: BACK_OFFICE_HEADERS })
}

/**
 * The action of a new rental's or sale's page: created, 303 to its sheet with the notice; refused,
 * the form again with what was typed and the errors.
 */
export async function createAction(args: { request: Request; context: AppContext }, create: (deps: Deps, staff: StaffMember, posted: PostedForm) => Promise<SaveResult>, path: string) {
  const staff = requireStaffMember(args.context)
  const posted = await readPostedForm(args.request)
  const saved = await create({ db: args.context.db }, staff, posted)
  if (!saved.ok) return data({ values: { fields: posted.fields, amenities: posted.amenities }, errors: saved.errors }, { status: saved.status, headers: BACK_OFFICE_HEADERS })
  return redirect(localized(`${path}/${saved.id}?done=created`, args.request), { status: 303, headers: BACK_OFFICE_HEADERS })
}

/**
 * What the shop's back-office routes share on the server: the posted form as texts, the domain's
 * dependencies and staff, and the answer to a refused change (404 for what does not exist, else the
 * form again with the message).
 */
import { data } from 'react-router'
import type { AppContext } from '../../../../server/context'
import { localized, requestLocale } from '../../../lib/request-locale.server'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../../lib/admin.server'
import type { ShopAdminDeps, Staff } from '../../../../domain/shop/deps'
import { ShopAdminError, shopProblemMessage } from '../../../../domain/shop/staff-messages'
import { type FieldErrors, messagesOf } from '../../../../domain/validation'
import type { FormValues } from '../../../../domain/shop/form-values'

export type ShopContext = Pick<AppContext, 'db' | 'staff'>

export function shopAccess(context: ShopContext): { deps: ShopAdminDeps; staff: Staff } {
  const member = requireStaffMember(context)
  return { deps: { db: context.db }, staff: { id: member.id, name: member.name } }
}

/**
 * A posted form as texts: files and repeated names are not part of these forms. A body the form
 * reader cannot parse (a multipart post without a body gets past the input boundary) is the
 * client's fault: 400, not a failure of the server.
 */
export async function postedValues(request: Request): Promise<FormValues> {
  const form = await request.formData().catch(() => {
    throw new Response('Bad Request', { status: 400, headers: BACK_OFFICE_HEADERS })
  })
  const values: FormValues = {}
  for (const [name, value] of form.entries()) if (typeof value === 'string' && !(name in values)) values[name] = value
  return values
}

/** A number from an address (/produits/12), or null. */
export function idParam(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null
}

export const notFound = () => new Response('Not Found', { status: 404, headers: BACK_OFFICE_HEADERS })

/** The record an edit page's address names (/codes/12), found by `find`, else the back office's 404. */
export async function recordOf<T>(param: string, find: (id: number) => Promise<T | null>): Promise<T> {
  const id = idParam(param)
  const record = id === null ? null : await find(id)
  if (!record) throw notFound()
  return record
}

/** The form shown again with what was typed and each field's message: 400, nothing saved. */
export function formRefused(errors: FieldErrors, values: FormValues, extra: Record<string, unknown> = {}) {
  return data({ errors: messagesOf(errors), values, ...extra }, { status: 400, headers: BACK_OFFICE_HEADERS })
}

/** After a change: 303 to a page of the member's language. */
export function seeOther(request: Request, path: string) {
  return new Response(null, { status: 303, headers: { ...BACK_OFFICE_HEADERS, Location: localized(path, request) } })
}

/** A change the domain refused as a whole: not found → 404, else the message above the form. */
export function refusedChange(request: Request, error: unknown, values: FormValues = {}) {
  if (!(error instanceof ShopAdminError)) throw error
  if (error.status === 404) throw notFound()
  return data({ formError: shopProblemMessage(error.problem, requestLocale(request)), values, errors: {} as Record<string, string> }, { status: 400, headers: BACK_OFFICE_HEADERS })
}

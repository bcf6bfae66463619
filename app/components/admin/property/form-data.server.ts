import type { RentalForm } from '../../../../domain/catalogue/rental-input'
import type { Upload } from '../../../../domain/catalogue/photos.server'
import type { Locale } from '../../../i18n/config'
import { requestLocale } from '../../../lib/request-locale.server'

export type PostedForm = RentalForm & { intent: string; upload: Upload; locale: Locale }

/** A back-office form as posted (urlencoded or multipart): its text fields, its amenities, its file, the page's language. */
export async function readPostedForm(request: Request): Promise<PostedForm> {
  const form = await request.formData()
  const fields: Record<string, string> = {}
  let upload: Upload = null
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      if (!Object.hasOwn(fields, name)) fields[name] = value
    } else if (name === 'photo' && upload === null && value.size > 0) {
      upload = { bytes: new Uint8Array(await value.arrayBuffer()), type: value.type, size: value.size }
    }
  }
  const amenities = form.getAll('amenities').filter((v): v is string => typeof v === 'string')
  return { fields, amenities, intent: fields.intent ?? '', upload, locale: requestLocale(request) }
}

/** A positive whole id from the address or a field, else null. */
export function idOf(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null
}

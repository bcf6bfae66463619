import { data } from 'react-router'
import type { Bilingual as Localized } from '../../../../domain/i18n/bilingual'
import { rentalHeading, type RentalHeading } from '../../../../domain/back-office/calendar/prices.server'
import type { AppContext } from '../../../../server/context'
import { BACK_OFFICE_HEADERS } from '../../../lib/admin.server'

/** The weekly rental of a calendar page (prices, availability), or the back office's 404. */
export async function weeklyRentalOf(context: Pick<AppContext, 'db'>, rawId: string | undefined): Promise<RentalHeading> {
  const id = /^\d{1,9}$/.test(rawId ?? '') ? Number(rawId) : null
  const rental = id === null ? null : await rentalHeading({ db: context.db }, id)
  if (!rental || rental.kind !== 'weekly') throw new Response('Not Found', { status: 404, headers: BACK_OFFICE_HEADERS })
  return rental
}

/** The form's values and errors, in the page's language, shown again with a 400. */
export function refused(intent: string, errors: Record<string, Localized>, values: Record<string, string>, locale: 'fr' | 'en') {
  const messages = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message[locale]]))
  return data({ intent, errors: messages, values }, { status: 400, headers: BACK_OFFICE_HEADERS })
}

export type Refused = { intent: string; errors: Record<string, string>; values: Record<string, string> }

/** The text fields of a posted form (files and repeated names are not part of these forms). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  // Cut past what any field accepts (a feed address: 2,000), so a huge post costs nothing more but is still refused.
  for (const [name, value] of form) if (typeof value === 'string') values[name] = value.slice(0, 2_001)
  return values
}

import { data } from 'react-router'
import { rentalHeading, type RentalHeading } from '../../../../domain/booking/prices.server'
import type { AppContext } from '../../../../server/context'
import type { FieldErrors } from '../../../../domain/validation'
import { BACK_OFFICE_HEADERS } from '../../../lib/admin.server'
import { addDays, isIsoDate, saturdayOnOrBefore, todayInResort } from '../../../../domain/booking/rules/calendar'

/** The weekly rental of a calendar page (prices, availability), or the back office's 404. */
export async function weeklyRentalOf(context: Pick<AppContext, 'db'>, rawId: string | undefined): Promise<RentalHeading> {
  const id = /^\d{1,9}$/.test(rawId ?? '') ? Number(rawId) : null
  const rental = id === null ? null : await rentalHeading({ db: context.db }, id)
  if (!rental || rental.kind !== 'weekly') throw new Response('Not Found', { status: 404, headers: BACK_OFFICE_HEADERS })
  return rental
}

/** The `count` weeks a calendar page (prices, availability) shows: from the Saturday of the address's `from`, else of this week. */
export function weeksAsked(request: Request, count: number): { from: string; to: string } {
  const asked = new URL(request.url).searchParams.get('from') ?? ''
  const from = saturdayOnOrBefore(isIsoDate(asked) ? asked : todayInResort())
  return { from, to: addDays(from, count * 7) }
}

/** The form's values and errors, in the page's language, shown again with a 400. */
export function refused(intent: string, errors: FieldErrors, values: Record<string, string>) {
  const messages = Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.message]))
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

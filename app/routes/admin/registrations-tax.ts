import type { Route } from './+types/registrations-tax'
import { taxReturnCsv } from '../../lib/registration-admin.server'

/** The month's tourist-tax return as a CSV file (docs/decisions/055): nights by band, per rental. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return taxReturnCsv(context, request)
}

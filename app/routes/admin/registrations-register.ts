import type { Route } from './+types/registrations-register'
import { registerCsv } from '../../lib/registration-admin.server'

/** The month's guest register as a CSV file (docs/decisions/055); the export is written to the audit log. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return registerCsv(context, request)
}

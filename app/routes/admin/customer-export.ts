import type { Route } from './+types/customer-export'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { exportCustomer } from '../../../domain/accounts/customers.server'

/** A customer's data as a JSON file (their right of access); the export is written to the audit log. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const staff = requireStaffMember(context)
  const exported = await exportCustomer(context.db, staff, Number(params.id))
  if (!exported) throw new Response('Not Found', { status: 404, headers: BACK_OFFICE_HEADERS })
  return new Response(JSON.stringify(exported, null, 2), {
    headers: { ...BACK_OFFICE_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': `attachment; filename="customer-${Number(params.id)}.json"` },
  })
}

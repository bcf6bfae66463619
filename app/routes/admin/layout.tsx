import { data, Outlet } from 'react-router'
import type { Route } from './+types/layout'
import { AdminShell } from '../../components/admin/AdminShell'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import '../../styles/admin.css'

/** Every back-office page but the sign-in and set-up: the frame, for the member the guard let in. */
export const handle = { backOffice: true }

export function loader({ context }: Route.LoaderArgs) {
  const member = requireStaffMember(context)
  return data({ member: { name: member.name, admin: member.admin } }, { headers: BACK_OFFICE_HEADERS })
}

export function headers() {
  return BACK_OFFICE_HEADERS
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell member={loaderData.member}>
      <Outlet />
    </AdminShell>
  )
}

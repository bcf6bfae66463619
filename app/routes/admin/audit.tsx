import { data, useSearchParams } from 'react-router'
import type { Route } from './+types/audit'
import { AdminPage } from '../../components/admin/AdminShell'
import { AdminTable } from '../../components/admin/AdminTable'
import { ListFilters } from '../../components/admin/ListFilters'
import { useTranslation } from '../../i18n/react'
import { BACK_OFFICE_HEADERS, requireAdmin } from '../../lib/admin.server'
import { auditEntries } from '../../../domain/staff/audit.server'

/** The audit log, for admins: who changed what, when, with the values before and after. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context)
  const url = new URL(request.url)
  const entity = url.searchParams.get('entity')?.trim().slice(0, 50) || undefined
  const entityId = url.searchParams.get('id')?.trim().slice(0, 50) || undefined
  const entries = await auditEntries(context.db, { entity, entityId, limit: 200 })
  return data(
    { entries: entries.map((e) => ({ ...e, at: e.at.toISOString(), before: e.before === null ? null : JSON.stringify(e.before, null, 1), after: e.after === null ? null : JSON.stringify(e.after, null, 1) })) },
    { headers: BACK_OFFICE_HEADERS },
  )
}

const when = (iso: string) => new Date(iso).toLocaleString('fr-CH', { timeZone: 'Europe/Zurich', dateStyle: 'short', timeStyle: 'medium' })

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const [params] = useSearchParams()
  return (
    <AdminPage title={t('audit.title')}>
      <ListFilters label={t('audit.filter')} apply={t('list.apply')}>
        <label>
          {t('audit.entity')} <input name="entity" defaultValue={params.get('entity') ?? ''} />
        </label>
        <label>
          {t('audit.entityId')} <input name="id" defaultValue={params.get('id') ?? ''} />
        </label>
      </ListFilters>
      <AdminTable caption={t('audit.title')} columns={[t('audit.at'), t('audit.who'), t('audit.what'), t('audit.before'), t('audit.after')]} rows={loaderData.entries} empty={t('audit.empty')}>
        {(entry) => (
          <tr key={entry.id}>
            <td>{when(entry.at)}</td>
            <td>{entry.staffName}</td>
            <td>
              {entry.action} · {entry.entity}
              {entry.entityId ? ` #${entry.entityId}` : ''}
            </td>
            <td>{entry.before ? <pre className="admin-json">{entry.before}</pre> : '—'}</td>
            <td>{entry.after ? <pre className="admin-json">{entry.after}</pre> : '—'}</td>
          </tr>
        )}
      </AdminTable>
    </AdminPage>
  )
}

import { data, useSearchParams } from 'react-router'
import type { Route } from './+types/requests'
import { AdminPage } from '../../components/admin/AdminShell'
import { type ColumnDef, DataTable } from '../../components/admin/DataTable'
import { ListFilters, SelectFilter } from '../../components/admin/ListFilters'
import { PAGE_SIZE, readListQuery } from '../../components/admin/list-query'
import { RequestStatusBadge } from '../../components/admin/content/RequestBadges'
import { useTranslation } from '../../i18n/react'
import { LocalizedLink } from '../../lib/locale'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { INBOX_FILTERS, INBOX_SORTS, listRequests } from '../../../domain/requests/inbox.server'
import { REQUEST_STATUSES } from '../../../db/schema'
import { REQUEST_KINDS } from '../../../domain/requests/request-fields'
import { formatDateTime } from '../../../domain/format/date'

/** The requests inbox: contact, information and visit requests, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffMember(context)
  const query = readListQuery(new URL(request.url), { sorts: INBOX_SORTS, defaultSort: 'createdAt', defaultDir: 'desc', filters: INBOX_FILTERS })
  const { rows, total } = await listRequests(context.db, { ...query, pageSize: PAGE_SIZE })
  return data(
    { rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), statuses: REQUEST_STATUSES, total, sort: query.sort, dir: query.dir, page: query.page },
    { headers: BACK_OFFICE_HEADERS },
  )
}

type Row = Route.ComponentProps['loaderData']['rows'][number]


export default function RequestsInbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminContent')
  const { t: tAdmin } = useTranslation('admin')
  const [params] = useSearchParams()
  const columns: ColumnDef<Row, unknown>[] = [
    { id: 'createdAt', header: t('requests.receivedAt'), enableSorting: true, cell: ({ row }) => formatDateTime(row.original.createdAt) },
    {
      id: 'name',
      header: t('requests.from'),
      enableSorting: true,
      cell: ({ row }) => (
        <LocalizedLink to={`/admin/demandes/${row.original.id}`}>
          {row.original.firstName} {row.original.lastName}
        </LocalizedLink>
      ),
    },
    { id: 'kind', header: t('requests.kind'), cell: ({ row }) => t(`kind.${row.original.kind}`) },
    { id: 'about', header: t('requests.about'), cell: ({ row }) => row.original.subjectTitle ?? '—' },
    { id: 'status', header: t('requests.status'), enableSorting: true, cell: ({ row }) => <RequestStatusBadge status={row.original.status} /> },
  ]
  return (
    <AdminPage title={t('requests.title')}>
      <ListFilters label={t('requests.filters')} apply={tAdmin('list.apply')}>
        <label>
          {t('requests.search')} <input type="search" name="q" defaultValue={params.get('q') ?? ''} />
        </label>
        <SelectFilter spaced label={t('requests.statusFilter')} name="status" all={t('requests.all')} choices={loaderData.statuses.map((status) => ({ value: status, label: t(`status.${status}`) }))} />
        <SelectFilter spaced label={t('requests.kindFilter')} name="kind" all={t('requests.all')} choices={REQUEST_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))} />
      </ListFilters>
      <DataTable caption={t('requests.caption')} columns={columns} rows={loaderData.rows} total={loaderData.total} sort={loaderData.sort} dir={loaderData.dir} page={loaderData.page} empty={t('requests.empty')} />
    </AdminPage>
  )
}

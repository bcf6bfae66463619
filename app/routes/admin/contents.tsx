import { data, useSearchParams } from 'react-router'
import type { Route } from './+types/contents'
import { AdminPage } from '../../components/admin/AdminShell'
import { type ColumnDef, DataTable } from '../../components/admin/DataTable'
import { ListFilters, SelectFilter } from '../../components/admin/ListFilters'
import { PAGE_SIZE, readListQuery } from '../../components/admin/list-query'
import { useTranslation } from '../../i18n/react'
import { LocalizedLink } from '../../lib/locale'
import { NewContentChoice } from '../../components/admin/content/NewContentChoice'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { CONTENT_FILTERS, CONTENT_SORTS, EDITABLE_CONTENT_TYPES, listContents } from '../../../domain/content/content-list.server'
import { formatDate } from '../../../domain/format/date'

/** News, jobs, pages, services, packages and package types, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffMember(context)
  const query = readListQuery(new URL(request.url), { sorts: CONTENT_SORTS, defaultSort: 'publishedAt', defaultDir: 'desc', filters: CONTENT_FILTERS })
  const { rows, total } = await listContents(context.db, { ...query, pageSize: PAGE_SIZE })
  return data(
    { rows: rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString().slice(0, 10), published: row.status === 2 })), types: EDITABLE_CONTENT_TYPES, total, sort: query.sort, dir: query.dir, page: query.page },
    { headers: BACK_OFFICE_HEADERS },
  )
}

type Row = Route.ComponentProps['loaderData']['rows'][number]

export default function ContentsList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminContent')
  const { t: tAdmin } = useTranslation('admin')
  const [params] = useSearchParams()
  const columns: ColumnDef<Row, unknown>[] = [
    { id: 'title', header: t('contents.fields.title'), enableSorting: true, cell: ({ row }) => <LocalizedLink to={`/admin/contenus/${row.original.id}`}>{row.original.title}</LocalizedLink> },
    { id: 'type', header: t('contents.fields.type'), cell: ({ row }) => t(`contents.types.${row.original.type}`) },
    { id: 'publishedAt', header: t('contents.fields.publishedAt'), enableSorting: true, cell: ({ row }) => formatDate(row.original.publishedAt) },
    {
      id: 'status',
      header: t('contents.fields.status'),
      cell: ({ row }) => <span className={`admin-badge ${row.original.published ? 'admin-badge--success' : ''}`}>{t(`contents.status.${row.original.published ? 'published' : 'draft'}`)}</span>,
    },
  ]
  return (
    <AdminPage title={t('contents.title')} actions={<NewContentChoice selected={params.get('type') ?? undefined} />}>
      <ListFilters label={t('contents.filters')} apply={tAdmin('list.apply')}>
        <label>
          {tAdmin('list.search')} <input type="search" name="q" defaultValue={params.get('q') ?? ''} />
        </label>
        <SelectFilter spaced label={t('contents.fields.type')} name="type" all={t('requests.all')} choices={loaderData.types.map((type) => ({ value: type, label: t(`contents.types.${type}`) }))} />
        <SelectFilter spaced label={t('contents.fields.status')} name="status" all={t('requests.all')} choices={(['published', 'draft'] as const).map((status) => ({ value: status, label: t(`contents.status.${status}`) }))} />
      </ListFilters>
      <DataTable caption={t('contents.title')} columns={columns} rows={loaderData.rows} total={loaderData.total} sort={loaderData.sort} dir={loaderData.dir} page={loaderData.page} empty={t('contents.empty')} />
    </AdminPage>
  )
}

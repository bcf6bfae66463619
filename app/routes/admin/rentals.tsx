import { data, Form, useSearchParams } from 'react-router'
import type { Route } from './+types/rentals'
import { AdminPage } from '../../components/admin/AdminShell'
import { type ColumnDef, DataTable } from '../../components/admin/DataTable'
import { PAGE_SIZE, readListQuery } from '../../components/admin/list-query'
import { useTranslation } from '../../i18n/react'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { LocalizedLink } from '../../lib/locale'
import { listRentals, RENTAL_FILTERS, RENTAL_SORTS, type RentalListRow } from '../../../domain/back-office/rentals/rental-list.server'
import { LOCATION_KINDS, LOCATION_TYPES } from '../../../domain/catalogue/labels'
import { formatDate } from '../../../domain/format/date'

/** Weekly and annual rentals, published or not: searched, filtered, sorted and paged by the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffMember(context)
  const query = readListQuery(new URL(request.url), { sorts: RENTAL_SORTS, defaultSort: 'reference', filters: RENTAL_FILTERS })
  const list = await listRentals(context.db, { ...query, pageSize: PAGE_SIZE })
  return data({ ...list, query }, { headers: BACK_OFFICE_HEADERS })
}

export default function Rentals({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminCatalogue')
  const { t: tAdmin } = useTranslation('admin')
  const [params] = useSearchParams()
  const { rows, total, query } = loaderData
  const columns: ColumnDef<RentalListRow, unknown>[] = [
    { id: 'reference', header: t('list.reference'), enableSorting: true, cell: ({ row }) => <LocalizedLink to={`/admin/locations/${row.original.id}`}>{row.original.reference}</LocalizedLink> },
    { id: 'title', header: t('list.titleColumn'), enableSorting: true, cell: ({ row }) => row.original.title },
    { id: 'kind', header: t('list.kind'), enableSorting: true, cell: ({ row }) => t(`kind.${row.original.kind}`) },
    { id: 'type', header: t('list.type'), enableSorting: true, cell: ({ row }) => t(`types.${row.original.type}`) },
    { id: 'place', header: t('list.place'), enableSorting: true, cell: ({ row }) => row.original.place },
    {
      id: 'status',
      header: t('list.status'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className={row.original.published ? 'admin-badge admin-badge--success' : 'admin-badge admin-badge--warning'}>{t(row.original.published ? 'status.published' : 'status.unpublished')}</span>
      ),
    },
    { id: 'updatedAt', header: t('list.updatedAt'), enableSorting: true, cell: ({ row }) => formatDate(new Date(row.original.updatedAt)) },
  ]
  const select = (name: 'kind' | 'status' | 'type', choices: readonly string[], label: (code: string) => string) => (
    <label>
      {t(`list.${name}`)}
      <select name={name} defaultValue={params.get(name) ?? ''}>
        <option value="">{t('list.all')}</option>
        {choices.map((code) => (
          <option key={code} value={code}>
            {label(code)}
          </option>
        ))}
      </select>
    </label>
  )
  return (
    <AdminPage
      title={t('list.title')}
      actions={
        <LocalizedLink to="/admin/locations/nouvelle" className="btn btn-primary btn-small">
          {t('list.new')}
        </LocalizedLink>
      }
    >
      <Form method="get" className="admin-filters" role="search" aria-label={t('list.title')}>
        <label>
          {t('list.search')}
          <input type="search" name="q" defaultValue={query.q} />
        </label>
        {select('kind', LOCATION_KINDS, (k) => t(`kind.${k}`))}
        {select('status', ['published', 'unpublished'], (k) => t(`status.${k}`))}
        {select('type', LOCATION_TYPES, (k) => t(`types.${k}`))}
        {query.sort !== 'reference' ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.dir !== 'asc' ? <input type="hidden" name="dir" value={query.dir} /> : null}
        <button type="submit" className="btn btn-secondary btn-small">
          {tAdmin('list.apply')}
        </button>
      </Form>
      <DataTable caption={t('list.caption')} columns={columns} rows={rows} total={total} sort={query.sort} dir={query.dir} page={query.page} empty={t('list.empty')} />
    </AdminPage>
  )
}

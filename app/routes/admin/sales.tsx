import { data, Form, useSearchParams } from 'react-router'
import type { Route } from './+types/sales'
import { AdminPage } from '../../components/admin/AdminShell'
import { type ColumnDef, DataTable } from '../../components/admin/DataTable'
import { PAGE_SIZE, readListQuery } from '../../components/admin/list-query'
import { useTranslation } from '../../i18n/react'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { LocalizedLink } from '../../lib/locale'
import { listSalesForStaff, SALE_FILTERS, SALE_SORTS, type SaleListRow } from '../../../domain/back-office/sales/sale-list.server'
import { SALE_TYPES } from '../../../domain/catalogue/labels'
import { formatMoney } from '../../../domain/format/money'

/** Properties for sale, published or not: searched, filtered, sorted and paged by the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffMember(context)
  const query = readListQuery(new URL(request.url), { sorts: SALE_SORTS, defaultSort: 'reference', filters: SALE_FILTERS })
  const list = await listSalesForStaff(context.db, { ...query, pageSize: PAGE_SIZE })
  return data({ ...list, query }, { headers: BACK_OFFICE_HEADERS })
}

export default function Sales({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminCatalogue')
  const { t: tAdmin } = useTranslation('admin')
  const [params] = useSearchParams()
  const { rows, total, query } = loaderData
  const columns: ColumnDef<SaleListRow, unknown>[] = [
    { id: 'reference', header: t('list.reference'), enableSorting: true, cell: ({ row }) => <LocalizedLink to={`/admin/ventes/${row.original.id}`}>{row.original.reference}</LocalizedLink> },
    { id: 'title', header: t('list.titleColumn'), enableSorting: true, cell: ({ row }) => row.original.title },
    { id: 'type', header: t('list.type'), enableSorting: true, cell: ({ row }) => t(`types.${row.original.type}`) },
    { id: 'place', header: t('list.place'), enableSorting: true, cell: ({ row }) => row.original.place },
    { id: 'price', header: t('sales.price'), enableSorting: true, cell: ({ row }) => formatMoney(row.original.price) },
    {
      id: 'status',
      header: t('list.status'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className={row.original.published ? 'admin-badge admin-badge--success' : 'admin-badge admin-badge--warning'}>{t(row.original.published ? 'status.published' : 'status.unpublished')}</span>
      ),
    },
  ]
  const select = (name: 'status' | 'type', choices: readonly string[], label: (code: string) => string) => (
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
      title={t('sales.title')}
      actions={
        <LocalizedLink to="/admin/ventes/nouvelle" className="btn btn-primary btn-small">
          {t('sales.new')}
        </LocalizedLink>
      }
    >
      <Form method="get" className="admin-filters" role="search" aria-label={t('sales.title')}>
        <label>
          {t('list.search')}
          <input type="search" name="q" defaultValue={query.q} />
        </label>
        {select('status', ['published', 'unpublished'], (k) => t(`status.${k}`))}
        {select('type', SALE_TYPES, (k) => t(`types.${k}`))}
        <button type="submit" className="btn btn-secondary btn-small">
          {tAdmin('list.apply')}
        </button>
      </Form>
      <DataTable caption={t('sales.caption')} columns={columns} rows={rows} total={total} sort={query.sort} dir={query.dir} page={query.page} empty={t('sales.empty')} />
    </AdminPage>
  )
}

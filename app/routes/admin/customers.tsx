import { data, useSearchParams } from 'react-router'
import type { Route } from './+types/customers'
import { AdminPage } from '../../components/admin/AdminShell'
import { type ColumnDef, DataTable } from '../../components/admin/DataTable'
import { ListFilters } from '../../components/admin/ListFilters'
import { PAGE_SIZE, readListQuery } from '../../components/admin/list-query'
import { when } from '../../components/admin/orders/format'
import { useTranslation } from '../../i18n/react'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { LocalizedLink } from '../../lib/locale'
import { CUSTOMER_SORTS, type CustomerRow, listCustomers } from '../../../domain/accounts/customers.server'

/** The customers (accounts, staff excepted) with a search by name or e-mail. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffMember(context)
  const query = readListQuery(new URL(request.url), { sorts: CUSTOMER_SORTS, defaultSort: 'createdAt', defaultDir: 'desc' })
  const { rows, total } = await listCustomers(context.db, query, PAGE_SIZE)
  return data({ rows, total, sort: query.sort, dir: query.dir, page: query.page }, { headers: BACK_OFFICE_HEADERS })
}

function useColumns(): ColumnDef<CustomerRow, unknown>[] {
  const { t } = useTranslation('adminOrders')
  return [
    { id: 'name', header: t('customers.name'), enableSorting: true, cell: ({ row }) => <LocalizedLink to={`/admin/clients/${row.original.id}`}>{row.original.erased ? t('customers.erased') : row.original.name || '—'}</LocalizedLink> },
    { id: 'email', header: t('customers.email'), enableSorting: true, cell: ({ row }) => row.original.email },
    { id: 'createdAt', header: t('customers.createdAt'), enableSorting: true, cell: ({ row }) => when(row.original.createdAt) },
    { id: 'orders', header: t('customers.orders'), enableSorting: true, cell: ({ row }) => row.original.orders },
  ]
}

export default function Customers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminOrders')
  const [params] = useSearchParams()
  return (
    <AdminPage title={t('customers.title')}>
      <ListFilters label={t('customers.title')} apply={t('list.apply')}>
        <label>
          {t('customers.search')} <input name="q" type="search" defaultValue={params.get('q') ?? ''} />
        </label>
      </ListFilters>
      <DataTable caption={t('customers.title')} columns={useColumns()} rows={loaderData.rows} total={loaderData.total} sort={loaderData.sort} dir={loaderData.dir} page={loaderData.page} empty={t('customers.empty')} />
    </AdminPage>
  )
}

import { data, useSearchParams } from 'react-router'
import type { Route } from './+types/orders'
import { AdminPage } from '../../components/admin/AdminShell'
import { type ColumnDef, DataTable } from '../../components/admin/DataTable'
import { ListFilters, SelectFilter } from '../../components/admin/ListFilters'
import { PAGE_SIZE, readListQuery } from '../../components/admin/list-query'
import { statusBadge, when } from '../../components/admin/orders/format'
import { useTranslation } from '../../i18n/react'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { LocalizedLink, useLocalePath } from '../../lib/locale'
import { listOrders, ORDER_FILTERS, ORDER_SORTS, type OrderListRow } from '../../../domain/orders/list.server'
import { PAYMENT_PROBLEM_FILTER } from '../../../domain/orders/payment-problem'
import { formatMoney } from '../../../domain/format/money'

/** The orders (not carts, unless they have a payment problem): filters, sort and pages in the address, read by the database. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffMember(context)
  const query = readListQuery(new URL(request.url), { sorts: ORDER_SORTS, defaultSort: 'createdAt', defaultDir: 'desc', filters: ORDER_FILTERS })
  const { rows, total } = await listOrders(context.db, query, PAGE_SIZE)
  return data({ rows, total, sort: query.sort, dir: query.dir, page: query.page }, { headers: BACK_OFFICE_HEADERS })
}

function useColumns(): ColumnDef<OrderListRow, unknown>[] {
  const { t } = useTranslation('adminOrders')
  return [
    { id: 'number', header: t('list.number'), enableSorting: true, cell: ({ row }) => <LocalizedLink to={`/admin/commandes/${row.original.number}`}>{row.original.number}</LocalizedLink> },
    { id: 'createdAt', header: t('list.createdAt'), enableSorting: true, cell: ({ row }) => when(row.original.createdAt) },
    { id: 'customer', header: t('list.customer'), enableSorting: true, cell: ({ row }) => (
      <>
        {row.original.customer}
        <br />
        <small>{row.original.email}</small>
      </>
    ) },
    { id: 'rentals', header: t('list.rentals'), cell: ({ row }) => row.original.rentals || '—' },
    { id: 'status', header: t('list.status'), enableSorting: true, cell: ({ row }) => <span className={statusBadge(row.original.status)}>{t(`status.${row.original.status}`)}</span> },
    { id: 'total', header: t('list.total'), enableSorting: true, cell: ({ row }) => formatMoney(row.original.total, row.original.currency) },
    { id: 'paidTotal', header: t('list.paid'), cell: ({ row }) => formatMoney(row.original.paidTotal, row.original.currency) },
  ]
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('adminOrders')
  const [params] = useSearchParams()
  const localize = useLocalePath()
  const exportQuery = params.toString()
  return (
    <AdminPage
      title={t('list.title')}
      actions={
        <a className="btn btn-secondary btn-small" href={`${localize('/admin/commandes/export')}${exportQuery ? `?${exportQuery}` : ''}`} download>
          {t('list.export')}
        </a>
      }
    >
      <ListFilters label={t('list.filters')} apply={t('list.apply')}>
        <label>
          {t('list.search')} <input name="q" type="search" defaultValue={params.get('q') ?? ''} />
        </label>
        <SelectFilter spaced label={t('list.status')} name="status" all={t('list.anyStatus')} choices={[...[2, 3, 4].map((s) => ({ value: s, label: t(`status.${s}`) })), { value: PAYMENT_PROBLEM_FILTER, label: t('list.problem') }]} />
        <label>
          {t('list.from')} <input name="from" type="date" defaultValue={params.get('from') ?? ''} />
        </label>
        <label>
          {t('list.to')} <input name="to" type="date" defaultValue={params.get('to') ?? ''} />
        </label>
        <label>
          {t('list.rental')} <input name="rental" defaultValue={params.get('rental') ?? ''} />
        </label>
      </ListFilters>
      <DataTable caption={t('list.title')} columns={useColumns()} rows={loaderData.rows} total={loaderData.total} sort={loaderData.sort} dir={loaderData.dir} page={loaderData.page} empty={t('list.empty')} />
    </AdminPage>
  )
}

import { data } from 'react-router'
import type { Route } from './+types/sales'
import type { ColumnDef } from '../../components/admin/DataTable'
import { PAGE_SIZE, readListQuery } from '../../components/admin/list-query'
import { PropertyList, usePropertyColumns } from '../../components/admin/property/PropertyList'
import { useTranslation } from '../../i18n/react'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { listSalesForStaff, SALE_FILTERS, SALE_SORTS, type SaleListRow } from '../../../domain/catalogue/sale-list.server'
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
  const { rows, total, query } = loaderData
  const shared = usePropertyColumns<SaleListRow>('/admin/ventes')
  const columns: ColumnDef<SaleListRow, unknown>[] = [
    shared.reference,
    shared.title,
    shared.type,
    shared.place,
    { id: 'price', header: t('sales.price'), enableSorting: true, cell: ({ row }) => formatMoney(row.original.price) },
    shared.status,
  ]
  const filters = [
    { name: 'status', choices: ['published', 'unpublished'], label: (k: string) => t(`status.${k}`) },
    { name: 'type', choices: SALE_TYPES, label: (k: string) => t(`types.${k}`) },
  ]
  return (
    <PropertyList
      title={t('sales.title')}
      caption={t('sales.caption')}
      empty={t('sales.empty')}
      newPath="/admin/ventes/nouvelle"
      newLabel={t('sales.new')}
      columns={columns}
      filters={filters}
      rows={rows}
      total={total}
      query={query}
    />
  )
}

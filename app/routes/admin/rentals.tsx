import { data } from 'react-router'
import type { Route } from './+types/rentals'
import type { ColumnDef } from '../../components/admin/DataTable'
import { PAGE_SIZE, readListQuery } from '../../components/admin/list-query'
import { PropertyList, usePropertyColumns } from '../../components/admin/property/PropertyList'
import { useTranslation } from '../../i18n/react'
import { BACK_OFFICE_HEADERS, requireStaffMember } from '../../lib/admin.server'
import { listRentals, RENTAL_FILTERS, RENTAL_SORTS, type RentalListRow } from '../../../domain/catalogue/rental-list.server'
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
  const { rows, total, query } = loaderData
  const shared = usePropertyColumns<RentalListRow>('/admin/locations')
  const columns: ColumnDef<RentalListRow, unknown>[] = [
    shared.reference,
    shared.title,
    { id: 'kind', header: t('list.kind'), enableSorting: true, cell: ({ row }) => t(`kind.${row.original.kind}`) },
    shared.type,
    shared.place,
    shared.status,
    { id: 'updatedAt', header: t('list.updatedAt'), enableSorting: true, cell: ({ row }) => formatDate(new Date(row.original.updatedAt)) },
  ]
  const filters = [
    { name: 'kind', choices: LOCATION_KINDS, label: (k: string) => t(`kind.${k}`) },
    { name: 'status', choices: ['published', 'unpublished'], label: (k: string) => t(`status.${k}`) },
    { name: 'type', choices: LOCATION_TYPES, label: (k: string) => t(`types.${k}`) },
  ]
  return (
    <PropertyList
      title={t('list.title')}
      caption={t('list.caption')}
      empty={t('list.empty')}
      newPath="/admin/locations/nouvelle"
      newLabel={t('list.new')}
      columns={columns}
      filters={filters}
      rows={rows}
      total={total}
      query={query}
      keepsSort
    />
  )
}

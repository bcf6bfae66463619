import { useTranslation } from '../../../i18n/react'
import { LocalizedLink } from '../../../lib/locale'
import { AdminPage } from '../AdminShell'
import { type ColumnDef, DataTable } from '../DataTable'
import { ListFilters, SelectFilter } from '../ListFilters'
import type { ListQuery } from '../list-query'

/** What every property row has (a rental's, a sale's). */
export type PropertyRow = { id: number; reference: string; title: string; type: string; place: string; published: boolean }

/** A filter of the list: a select of codes, "all" first. */
export type PropertyFilter = { name: string; choices: readonly string[]; label: (code: string) => string }

/** The columns rentals and sales share, each to be placed by the list: reference (a link to the sheet), title, type, place, status. */
export function usePropertyColumns<Row extends PropertyRow>(sheetPath: string) {
  const { t } = useTranslation('adminCatalogue')
  return {
    reference: { id: 'reference', header: t('list.reference'), enableSorting: true, cell: ({ row }) => <LocalizedLink to={`${sheetPath}/${row.original.id}`}>{row.original.reference}</LocalizedLink> },
    title: { id: 'title', header: t('list.titleColumn'), enableSorting: true, cell: ({ row }) => row.original.title },
    type: { id: 'type', header: t('list.type'), enableSorting: true, cell: ({ row }) => t(`types.${row.original.type}`) },
    place: { id: 'place', header: t('list.place'), enableSorting: true, cell: ({ row }) => row.original.place },
    status: {
      id: 'status',
      header: t('list.status'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className={row.original.published ? 'admin-badge admin-badge--success' : 'admin-badge admin-badge--warning'}>{t(row.original.published ? 'status.published' : 'status.unpublished')}</span>
      ),
    },
  } satisfies Record<string, ColumnDef<Row, unknown>>
}

/**
 * The list of rentals or of properties for sale: a link to create one, the search and filters (the
 * sort kept), the server's page of rows.
 */
export function PropertyList<Row extends PropertyRow>(props: {
  title: string
  caption: string
  empty: string
  newPath: string
  newLabel: string
  columns: ColumnDef<Row, unknown>[]
  filters: readonly PropertyFilter[]
  rows: Row[]
  total: number
  query: ListQuery
  /** Whether the filter form keeps the sort chosen (the rentals' list does). */
  keepsSort?: boolean
}) {
  const { t } = useTranslation('adminCatalogue')
  const { t: tAdmin } = useTranslation('admin')
  const { query } = props
  return (
    <AdminPage
      title={props.title}
      actions={
        <LocalizedLink to={props.newPath} className="btn btn-primary btn-small">
          {props.newLabel}
        </LocalizedLink>
      }
    >
      <ListFilters label={props.title} apply={tAdmin('list.apply')}>
        <label>
          {t('list.search')}
          <input type="search" name="q" defaultValue={query.q} />
        </label>
        {props.filters.map(({ name, choices, label }) => (
          <SelectFilter key={name} label={t(`list.${name}`)} name={name} all={t('list.all')} choices={choices.map((code) => ({ value: code, label: label(code) }))} />
        ))}
        {props.keepsSort && query.sort !== 'reference' ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {props.keepsSort && query.dir !== 'asc' ? <input type="hidden" name="dir" value={query.dir} /> : null}
      </ListFilters>
      <DataTable caption={props.caption} columns={props.columns} rows={props.rows} total={props.total} sort={query.sort} dir={query.dir} page={query.page} empty={props.empty} />
    </AdminPage>
  )
}

import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { Link, useLocation } from 'react-router'
import { useTranslation } from '../../i18n/react'
import { listHref, pageCount } from './list-query'

export type { ColumnDef }

type DataTableProps<Row> = {
  caption: string
  columns: ColumnDef<Row, unknown>[]
  rows: Row[]
  total: number
  /** The column the server sorted on and its direction (columns with `enableSorting` get a link). */
  sort: string
  dir: 'asc' | 'desc'
  page: number
  /** Shown instead of an empty table. */
  empty: string
}

/**
 * A back-office list (TanStack Table): the server sorts, filters and pages (`manual*`), the table
 * draws the columns; a sortable column's header is a link to the same list sorted by it, and the
 * pages are links too, so a list works without JavaScript and its address says what it shows.
 */
export function DataTable<Row>({ caption, columns, rows, total, sort, dir, page, empty }: DataTableProps<Row>) {
  const { t } = useTranslation('admin')
  const { search } = useLocation()
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableSorting: false,
    state: { sorting: [{ id: sort, desc: dir === 'desc' }] },
  })
  const pages = pageCount(total)
  if (rows.length === 0) return <p className="admin-empty">{empty}</p>
  return (
    <>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortable = header.column.columnDef.enableSorting === true
                  const current = sort === header.column.id
                  const label = flexRender(header.column.columnDef.header, header.getContext())
                  return (
                    <th key={header.id} scope="col" aria-sort={sortable && current ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
                      {sortable ? (
                        <Link to={listHref(search, { sort: header.column.id, dir: current && dir === 'asc' ? 'desc' : 'asc' })} preventScrollReset>
                          {label}
                          <span aria-hidden="true">{current ? (dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                        </Link>
                      ) : (
                        label
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="admin-pager" aria-label={t('list.pages')}>
        <span>{t('list.summary', { total, page, pages })}</span>
        {page > 1 ? <Link to={listHref(search, { page: page - 1 })}>{t('list.previous')}</Link> : null}
        {page < pages ? <Link to={listHref(search, { page: page + 1 })}>{t('list.next')}</Link> : null}
      </nav>
    </>
  )
}

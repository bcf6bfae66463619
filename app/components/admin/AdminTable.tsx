import type { ReactNode } from 'react'

type AdminTableProps<Row> = {
  /** Read by screen readers (hidden) unless `captionShown`; none when left out. */
  caption?: string
  captionShown?: boolean
  /** The column headers, in order, each a `<th scope="col">`. */
  columns: readonly ReactNode[]
  rows: readonly Row[]
  /** Each row's `<tr>` (with its key). */
  children: (row: Row, index: number) => ReactNode
  /** Shown instead of the table when there are no rows (a `<p className="admin-empty">`); without it the table is drawn empty. */
  empty?: string
  /** The scrolling wrapper, for tables that may be wider than the page; a table in a narrow card goes without. */
  wrapped?: boolean
}

/**
 * A back-office table whose rows the page draws (DataTable is for the server's sorted and paged
 * lists): the same markup everywhere, which the HTTP and browser tests read.
 */
export function AdminTable<Row>({ caption, captionShown = false, columns, rows, children, empty, wrapped = true }: AdminTableProps<Row>) {
  if (empty !== undefined && rows.length === 0) return <p className="admin-empty">{empty}</p>
  const table = (
    <table className="admin-table">
      {caption === undefined ? null : <caption className={captionShown ? undefined : 'visually-hidden'}>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={i} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{rows.map((row, i) => children(row, i))}</tbody>
    </table>
  )
  return wrapped ? <div className="admin-table-wrap">{table}</div> : table
}

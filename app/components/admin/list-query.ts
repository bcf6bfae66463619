/**
 * A back-office list's state in its address (?q, ?sort, ?dir, ?page and the list's own filters):
 * the server sorts, filters and pages; a list can be bookmarked, shared and reloaded. Browser-safe.
 */
export type ListQuery = { q: string; sort: string; dir: 'asc' | 'desc'; page: number; filters: Record<string, string> }

export const PAGE_SIZE = 25

/** Reads a list's state from an address, keeping only the sort columns and filters the list knows. */
export function readListQuery(url: URL, options: { sorts: readonly string[]; defaultSort: string; defaultDir?: 'asc' | 'desc'; filters?: readonly string[] }): ListQuery {
  const params = url.searchParams
  const sort = options.sorts.includes(params.get('sort') ?? '') ? (params.get('sort') as string) : options.defaultSort
  const dir = params.get('dir') === 'asc' || params.get('dir') === 'desc' ? (params.get('dir') as 'asc' | 'desc') : (options.defaultDir ?? 'asc')
  const page = Math.min(Math.max(Number.parseInt(params.get('page') ?? '1', 10) || 1, 1), 10_000)
  const filters: Record<string, string> = {}
  for (const name of options.filters ?? []) {
    const value = params.get(name)?.trim()
    if (value) filters[name] = value.slice(0, 200)
  }
  return { q: (params.get('q') ?? '').trim().slice(0, 200), sort, dir, page, filters }
}

/** The same list with some of its state changed (a new sort or filter goes back to page 1). */
export function listHref(search: string, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams(search)
  if (!('page' in changes)) params.delete('page')
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '' || (name === 'page' && value === 1)) params.delete(name)
    else params.set(name, String(value))
  }
  const query = params.toString()
  return query ? `?${query}` : '?'
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE))
}

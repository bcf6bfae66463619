import type { FilterProblem } from './filters'

/** Cards per page of a list: 12 fills rows of 2, 3 or 4 and keeps the page under 100 KB of HTML. */
export const ITEMS_PER_PAGE = 12

export type PageRead = { ok: true; page: number } | { ok: false; page: 1; problem: FilterProblem }

/** `?page=`: a whole number from 1; anything else shows the first page with a message. */
export function readPage(given: string | null): PageRead {
  if (given === null || given === '') return { ok: true, page: 1 }
  if (/^\d{1,5}$/.test(given) && Number(given) >= 1) return { ok: true, page: Number(given) }
  return { ok: false, page: 1, problem: { field: 'page', message: 'page must be a whole number from 1', code: 'value', value: given } }
}

/** The count of pages of `total` items (at least one, for an empty list). */
export const pageCount = (total: number, perPage = ITEMS_PER_PAGE) => Math.max(1, Math.ceil(total / perPage))

/** One page of a sorted list; a page past the last (the list got shorter since the link) is the last. */
export function pageOf<T>(items: readonly T[], asked: number, perPage = ITEMS_PER_PAGE): { items: T[]; page: number; pages: number } {
  const pages = pageCount(items.length, perPage)
  const page = Math.min(asked, pages)
  return { items: items.slice((page - 1) * perPage, page * perPage), page, pages }
}

/** The address of a page of a list: its filters kept, `page` left out for the first. */
export function pageHref(values: Record<string, string | undefined>, page: number): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(values)) if (value) query.set(key, value)
  if (page > 1) query.set('page', String(page))
  const text = query.toString()
  return text ? `?${text}` : '?'
}

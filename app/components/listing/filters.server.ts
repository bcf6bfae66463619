/**
 * Reading the rental and sale filters of a list page from its address, against the catalogue's
 * rules (server only: the loaders use it). A bad parameter never fails the page: the filters that
 * the catalogue refuses are left out, each with the catalogue's message, and the list is shown
 * with the others.
 */
import { checkPeriod } from '../../../domain/catalogue/period'
import {
  type LocationFilter,
  parseLocationFilter,
  parseSaleFilter,
  type QueryParams,
  type SaleFilter,
} from '../../../domain/catalogue/query'
import { DEFAULT_SORT } from '../../../domain/catalogue/sort'
import type { LocationKind } from '../../../domain/catalogue/labels'
import { type FilterKey, type FilterProblem, type FilterValues, SALE_KEYS } from './filters'

function periodCode(from: string | undefined, to: string | undefined): string {
  if (!from || !to) return 'incomplete'
  const check = checkPeriod(from, to)
  return check.ok ? 'invalid_date' : check.code
}

/**
 * The filter of a list of the given kind from the address, with `fixed` parameters (e.g.
 * special=true) forced. Each parameter is checked on its own first, then the pairs (prices, period),
 * so one bad value only removes its own filter.
 */
export function readLocationFilter(
  values: FilterValues,
  kind: LocationKind,
  fixed: QueryParams = {},
): { filter: LocationFilter; problems: FilterProblem[] } {
  const parse = (params: QueryParams) => parseLocationFilter({ ...params, ...fixed, kind })
  const all = parse(values)
  if (all.ok) return { filter: all.value, problems: [] }

  const kept: QueryParams = { ...values }
  const problems: FilterProblem[] = []
  for (const key of Object.keys(values) as FilterKey[]) {
    if (key === 'from' || key === 'to') continue
    const single = parse({ [key]: values[key] })
    if (!single.ok) {
      problems.push({ field: key, message: single.message, code: 'value', value: values[key] })
      delete kept[key]
    }
  }
  if (kept.priceMin !== undefined && kept.priceMax !== undefined) {
    const range = parse({ priceMin: kept.priceMin, priceMax: kept.priceMax })
    if (!range.ok) {
      problems.push({ field: 'priceMax', message: range.message, code: 'range' })
      delete kept.priceMax
    }
  }
  if (values.from !== undefined || values.to !== undefined) {
    const period = parse({ from: values.from, to: values.to })
    if (!period.ok) {
      problems.push({ field: 'period', message: period.message, code: 'period', periodCode: periodCode(values.from, values.to) })
      delete kept.from
      delete kept.to
    }
  }
  const rest = parse(kept)
  if (rest.ok) return { filter: rest.value, problems }
  // A combination the single checks did not foresee: show the plain list with the message.
  const plain = parse({})
  if (!plain.ok) throw new Error(`The default rental filter is refused: ${plain.message}`)
  return { filter: plain.value, problems: [...problems, { field: 'filters', message: rest.message, code: 'combination' }] }
}

/**
 * The sale filter from the address: as for rentals, each refused parameter is left out with its
 * problem, and the list is shown with the others.
 */
export function readSaleFilter(search: URLSearchParams): { filter: SaleFilter; problems: FilterProblem[] } {
  const values: QueryParams = {}
  for (const key of SALE_KEYS) {
    const value = search.get(key)?.trim()
    if (value) values[key] = value
  }
  const all = parseSaleFilter(values)
  if (all.ok) return { filter: all.value, problems: [] }
  const kept: QueryParams = { ...values }
  const problems: FilterProblem[] = []
  for (const key of Object.keys(values)) {
    const single = parseSaleFilter({ [key]: values[key] })
    if (!single.ok) {
      problems.push({ field: key === 'roomsMin' ? 'rooms' : key, message: single.message, code: 'value', value: String(values[key]) })
      delete kept[key]
    }
  }
  if (kept.priceMin !== undefined && kept.priceMax !== undefined && !parseSaleFilter({ priceMin: kept.priceMin, priceMax: kept.priceMax }).ok) {
    problems.push({ field: 'priceMax', message: 'priceMax is below priceMin', code: 'range' })
    delete kept.priceMax
  }
  const rest = parseSaleFilter(kept)
  if (rest.ok) return { filter: rest.value, problems }
  return { filter: { sort: DEFAULT_SORT }, problems: [...problems, { field: 'filters', message: rest.message, code: 'combination' }] }
}

import { type ChangeEvent, type FocusEvent, type FormEvent, useId, useState } from 'react'
import { useTranslation } from '../i18n/react'
import { type ShouldRevalidateFunctionArgs, useNavigate, useSearchParams } from 'react-router'
import type { Route } from './+types/sales'
import { PageShell } from '../components/PageShell'
import { SaleCard } from '../components/listing/SaleCard'
import { useHydrated } from '../components/detail/useHydrated'
import { readSaleFilter } from '../components/listing/filters.server'
import { FilterAlert } from '../components/listing/ListingParts'
import { listSales, saleFacets } from '../../domain/catalogue/sales.repository.server'
import { DEFAULT_SORT, isSortOrder, SORT_ORDERS, sortCatalogue } from '../../domain/catalogue/sort'
import { LocalizedLink, useLocalePath } from '../lib/locale'
import { localeFromParams } from '../lib/page-data.server'
import { SALE_KEYS } from '../components/listing/filters'
import { notePageReads, saleListTags } from '../../server/page-cache/tags'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: SALE_KEYS } satisfies PageHandle

const FIELDS = ['type', 'place', 'roomsMin', 'priceMin', 'priceMax', 'sort'] as const
type Field = (typeof FIELDS)[number]
type Values = Record<Field, string>

const ROOM_CHOICES = [1, 2, 3, 4, 5, 6]

/**
 * The properties for sale, filtered by the GET parameters (type, place, rooms, roomsMin,
 * priceMin/priceMax in CHF, sort). A bad parameter shows the server's message and the whole list.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeFromParams(params)
  const { filter, problems } = readSaleFilter(new URL(request.url).searchParams)
  const [sales, facets] = await Promise.all([listSales(context.db, filter, locale), saleFacets(context.db, locale)])
  notePageReads(context, saleListTags(sales.map((sale) => sale.id)))
  return { sales, facets, problems }
}

/**
 * A change of the sort alone re-sorts the loaded list in the browser (sortCatalogue, as the server
 * does) instead of asking the server again; any other change of the filters loads the list again.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate
  const current = new URLSearchParams(currentUrl.search)
  const next = new URLSearchParams(nextUrl.search)
  const currentSort = current.get('sort')
  const nextSort = next.get('sort')
  const validSort = (sort: string | null) => sort === null || sort === '' || isSortOrder(sort)
  if (!validSort(currentSort) || !validSort(nextSort)) return defaultShouldRevalidate
  current.delete('sort')
  next.delete('sort')
  current.sort()
  next.sort()
  return current.toString() === next.toString() ? false : defaultShouldRevalidate
}

function readValues(params: URLSearchParams): Values {
  const values = {} as Values
  for (const field of FIELDS) values[field] = params.get(field) ?? ''
  if (!values.roomsMin && params.get('rooms')) values.roomsMin = params.get('rooms') ?? ''
  if (!isSortOrder(values.sort)) values.sort = DEFAULT_SORT
  return values
}

/** The non-empty fields of the form, as the query string the no-JavaScript form would send. */
function queryOf(form: HTMLFormElement): string {
  const params = new URLSearchParams()
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') params.set(key, value.trim())
  }
  if (params.get('sort') === DEFAULT_SORT) params.delete('sort')
  const query = params.toString()
  return query ? `?${query}` : ''
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t: tPages } = useTranslation('pages')
  const localize = useLocalePath()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const [searchParams] = useSearchParams()
  const search = searchParams.toString()
  const [values, setValues] = useState<Values>(() => readValues(searchParams))
  const [syncedSearch, setSyncedSearch] = useState(search)
  // The address changed (back button, reset link): the form shows what the address says.
  if (syncedSearch !== search) {
    setSyncedSearch(search)
    setValues(readValues(searchParams))
  }
  const ids = {
    type: useId(),
    place: useId(),
    roomsMin: useId(),
    priceMin: useId(),
    priceMax: useId(),
    sort: useId(),
    results: useId(),
    filters: useId(),
  }

  const { facets, problems } = loaderData
  const sort = readValues(searchParams).sort
  const sales = sortCatalogue(loaderData.sales, isSortOrder(sort) ? sort : DEFAULT_SORT)
  const filtered = FIELDS.some((field) => field !== 'sort' && searchParams.get(field)) || searchParams.has('rooms')

  const apply = (form: HTMLFormElement | null) => {
    if (!form) return
    void navigate({ pathname: localize('/vente'), search: queryOf(form) }, { preventScrollReset: true })
  }
  const onSelect = (field: Field) => (event: ChangeEvent<HTMLSelectElement>) => {
    setValues({ ...values, [field]: event.target.value })
    apply(event.currentTarget.form)
  }
  const onInput = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues({ ...values, [field]: event.target.value })
  }
  const onAmountBlur = (field: 'priceMin' | 'priceMax') => (event: FocusEvent<HTMLInputElement>) => {
    if ((searchParams.get(field) ?? '') !== event.currentTarget.value.trim()) apply(event.currentTarget.form)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(event.currentTarget)
  }

  return (
    <PageShell title={tPages('sales.title')} description={tPages('sales.description')}>
      <p className="lead">{tPages('sales.intro')}</p>
      <FilterAlert problems={problems} />
      <section className="sales-filters" aria-labelledby={ids.filters}>
        <h2 id={ids.filters} className="visually-hidden">
          {tPages('sales.filters')}
        </h2>
        <form
          method="get"
          action={localize('/vente')}
          onSubmit={onSubmit}
          className="sales-filters__form"
          data-enhanced={hydrated || undefined}
        >
          <div className="sales-filters__field">
            <label htmlFor={ids.type}>{tPages('sales.type')}</label>
            <select id={ids.type} name="type" value={values.type} onChange={onSelect('type')}>
              <option value="">{tPages('sales.anyType')}</option>
              {facets.types.map((type) => (
                <option key={type.code} value={type.code}>
                  {type.label}
                </option>
              ))}
            </select>
          </div>
          <div className="sales-filters__field">
            <label htmlFor={ids.place}>{tPages('sales.place')}</label>
            <select id={ids.place} name="place" value={values.place} onChange={onSelect('place')}>
              <option value="">{tPages('sales.anyPlace')}</option>
              {facets.places.map((place) => (
                <option key={place} value={place}>
                  {place}
                </option>
              ))}
            </select>
          </div>
          <div className="sales-filters__field">
            <label htmlFor={ids.roomsMin}>{tPages('sales.rooms')}</label>
            <select id={ids.roomsMin} name="roomsMin" value={values.roomsMin} onChange={onSelect('roomsMin')}>
              <option value="">{tPages('sales.anyRooms')}</option>
              {ROOM_CHOICES.map((rooms) => (
                <option key={rooms} value={String(rooms)}>
                  {rooms}
                </option>
              ))}
            </select>
          </div>
          <div className="sales-filters__field">
            <label htmlFor={ids.priceMin}>{tPages('sales.priceMin')}</label>
            <input
              id={ids.priceMin}
              name="priceMin"
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              value={values.priceMin}
              onChange={onInput('priceMin')}
              onBlur={onAmountBlur('priceMin')}
            />
          </div>
          <div className="sales-filters__field">
            <label htmlFor={ids.priceMax}>{tPages('sales.priceMax')}</label>
            <input
              id={ids.priceMax}
              name="priceMax"
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              value={values.priceMax}
              onChange={onInput('priceMax')}
              onBlur={onAmountBlur('priceMax')}
            />
          </div>
          <div className="sales-filters__field">
            <label htmlFor={ids.sort}>{tPages('sales.sort')}</label>
            <select id={ids.sort} name="sort" value={values.sort} onChange={onSelect('sort')}>
              {SORT_ORDERS.map((order) => (
                <option key={order} value={order}>
                  {tPages(`sales.sorts.${order}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="sales-filters__actions">
            <button type="submit" className="btn btn-primary">
              {tPages('sales.submit')}
            </button>
            {filtered ? (
              <LocalizedLink to="/vente" className="btn btn-outline">
                {tPages('sales.reset')}
              </LocalizedLink>
            ) : null}
          </div>
        </form>
      </section>
      <section className="sales-results" aria-labelledby={ids.results}>
        <div className="sales-results__header">
          <h2 id={ids.results} className="sales-results__title">
            {tPages('sales.results')}
          </h2>
          <p className="sales-results__count" role="status">
            {tPages('sales.count', { count: sales.length })}
          </p>
        </div>
        {sales.length === 0 ? (
          <div className="sales-empty">
            <p>{tPages('sales.empty')}</p>
            <p>
              <LocalizedLink to="/vente" className="btn btn-primary">
                {tPages('sales.reset')}
              </LocalizedLink>
            </p>
          </div>
        ) : (
          <ul className="grid grid-3 sales-list">
            {sales.map((sale, i) => (
              <SaleCard key={sale.id} item={sale} variant="result" priority={i === 0} />
            ))}
          </ul>
        )}
      </section>
    </PageShell>
  )
}


import { data } from 'react-router'
import type { Route } from './+types/shop'
import { AdminPage } from '../../components/admin/AdminShell'
import { type ColumnDef, DataTable } from '../../components/admin/DataTable'
import { ListFilters, SelectFilter } from '../../components/admin/ListFilters'
import { PAGE_SIZE, readListQuery } from '../../components/admin/list-query'
import { ShopTabs } from '../../components/admin/shop/ShopTabs'
import { StatusBadge } from '../../components/admin/shop/StatusBadge'
import { shopAccess } from '../../components/admin/shop/route.server'
import { useTranslation } from '../../i18n/react'
import { LocalizedLink } from '../../lib/locale'
import { listCategories } from '../../../domain/shop/categories.server'
import { listProducts, PRODUCT_FILTERS, PRODUCT_SORTS, type ProductRow, productTypes } from '../../../domain/shop/products.server'
import { formatMoney } from '../../../domain/format/money'
import { BACK_OFFICE_HEADERS } from '../../lib/admin.server'

/** The shop's products: search, filters (category, type, status), sorted and paged by the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { deps } = shopAccess(context)
  const query = readListQuery(new URL(request.url), { sorts: PRODUCT_SORTS, defaultSort: 'reference', filters: PRODUCT_FILTERS })
  const [page, categories, types] = await Promise.all([listProducts(deps, { ...query, pageSize: PAGE_SIZE }), listCategories(deps), productTypes(deps)])
  return data({ ...page, query, categories, types }, { headers: BACK_OFFICE_HEADERS })
}

export default function ShopProducts({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('adminShop')
  const { rows, total, query, categories, types } = loaderData
  const label = (text: { fr: string; en?: string }) => (i18n.language === 'en' && text.en ? text.en : text.fr)
  const categoryLabel = (code: string) => {
    const category = categories.find((c) => c.code === code)
    return category ? label(category.label) : code
  }
  const columns: ColumnDef<ProductRow, unknown>[] = [
    { id: 'reference', header: t('product.reference'), enableSorting: true, cell: ({ row }) => row.original.reference },
    {
      id: 'title',
      header: t('product.title'),
      enableSorting: true,
      cell: ({ row }) => <LocalizedLink to={`/admin/boutique/produits/${row.original.id}`}>{label(row.original.title)}</LocalizedLink>,
    },
    { id: 'category', header: t('product.category'), enableSorting: true, cell: ({ row }) => categoryLabel(row.original.category) },
    { id: 'type', header: t('product.type'), enableSorting: true, cell: ({ row }) => row.original.type },
    { id: 'basePrice', header: t('product.basePrice'), enableSorting: true, cell: ({ row }) => formatMoney(row.original.basePrice) },
    { id: 'status', header: t('product.status'), enableSorting: true, cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  ]
  return (
    <AdminPage
      title={t('products.title')}
      actions={
        <LocalizedLink to="/admin/boutique/produits/nouveau" className="btn btn-primary btn-small">
          {t('products.new')}
        </LocalizedLink>
      }
    >
      <ShopTabs />
      <ListFilters label={t('products.filters')} apply={t('products.apply')}>
        <label>
          {t('products.search')} <input type="search" name="q" defaultValue={query.q} />
        </label>
        <SelectFilter label={t('product.category')} name="category" all={t('products.all')} choices={categories.map((c) => ({ value: c.code, label: label(c.label) }))} />
        <SelectFilter label={t('product.type')} name="type" all={t('products.all')} choices={types.map((type) => ({ value: type, label: type }))} />
        <SelectFilter label={t('product.status')} name="status" all={t('products.all')} choices={(['published', 'unpublished'] as const).map((status) => ({ value: status, label: t(`status.${status}`) }))} />
      </ListFilters>
      <DataTable caption={t('products.title')} columns={columns} rows={rows} total={total} sort={query.sort} dir={query.dir} page={query.page} empty={t('products.empty')} />
    </AdminPage>
  )
}

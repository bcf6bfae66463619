import { useTranslation } from '../i18n/react'
import type { Route } from './+types/products'
import { PageShell } from '../components/PageShell'
import { categoryParam, LISTED_CATEGORIES, productPath, productsPath } from '../../domain/navigation/product-addresses'
import { localeFromParams } from '../lib/page-data.server'
import { LocalizedLink } from '../lib/locale'
import { formatMoney } from '../../domain/format/money'
import { listProducts } from '../../domain/shop/products.repository.server'
import { productPictures } from '../../domain/shop/product-pictures.repository.server'
import { Picture } from '../components/Picture'
import { CARD_SIZES } from '../components/content/ContentCard'
import { itemTags, notePageReads, PRODUCTS } from '../../server/page-cache/tags'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: ['categorie'] } satisfies PageHandle

/** /produits?categorie=service|option|package: the products to book, of one category or all. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const category = categoryParam(new URL(request.url).searchParams.get('categorie'))
  const locale = localeFromParams(params)
  const products = (await listProducts(context.db, { locale, filter: category ? { category } : {} })).filter((p) => p.category !== 'rental')
  // The products, and the pages (contents) that present them: their titles and pictures.
  notePageReads(context, [PRODUCTS, ...itemTags('content', products.flatMap((p) => (p.article ? [p.article.id] : [])))])
  return { category, products, pictures: await productPictures(context.db, products, locale) }
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('shop')
  const { category, products, pictures } = loaderData
  const rate = products[0]?.vta
  const filters = [{ key: 'all', category: undefined }, ...LISTED_CATEGORIES.map((c) => ({ key: c, category: c }))]
  return (
    <PageShell title={t('products.title')} description={t('products.description')}>
      <p className="lead">{t('products.intro')}</p>
      <nav aria-label={t('products.filterLabel')} className="product-filter">
        <ul className="product-filter__list">
          {filters.map((filter) => {
            const current = (filter.category ?? null) === category
            return (
              <li key={filter.key}>
                <LocalizedLink to={productsPath(filter.category)} className="product-filter__link" aria-current={current ? 'page' : undefined}>
                  {filter.category ? t(`products.categories.${filter.category}`) : t('products.all')}
                </LocalizedLink>
              </li>
            )
          })}
        </ul>
      </nav>
      {products.length === 0 ? (
        <p className="content-empty">{t('products.empty')}</p>
      ) : (
        <ul className="grid grid-3" aria-label={t('products.listLabel')}>
          {products.map((product, index) => (
            <li key={product.id} className="card">
              {pictures[product.id] ? (
                // The first card is in view at once; the others load as they come near.
                <Picture image={pictures[product.id]!} sizes={CARD_SIZES} className="card-image" priority={index === 0} />
              ) : null}
              <div className="card-body">
                <p className="product-card__category">{t(`products.categories.${product.category}`)}</p>
                <h2 className="card-title">
                  <LocalizedLink to={productPath(product)}>{product.title}</LocalizedLink>
                </h2>
                <p>{product.description}</p>
                <p className="product-card__price">{t('products.from', { price: formatMoney(product.basePrice, product.currency) })}</p>
                <p>
                  <LocalizedLink className="btn btn-theme" to={productPath(product)} aria-label={t('products.configure', { title: product.title })}>
                    {t('products.book')}
                  </LocalizedLink>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {rate ? <p className="text-muted">{t('products.vat', { rate })}</p> : null}
    </PageShell>
  )
}

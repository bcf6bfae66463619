import { useTranslation } from '../../i18n/react'
import type { AttachedProduct } from '../../../domain/content/content-members.server'
import { formatMoney } from '../../../domain/format/money'
import { LocalizedLink } from '../../lib/locale'
import { productPath } from '../../../domain/navigation/product-addresses'

/**
 * The products sold from a service page, each with its starting price and a link to its product
 * page (configuration form, price, cart); a contact link for anything else.
 */
export function AttachedProducts({ products, headingId }: { products: readonly AttachedProduct[]; headingId: string }) {
  const { t } = useTranslation(['content', 'shop'])
  return (
    <section className="content-section attached-products" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('services.products')}</h2>
      {products.length === 0 ? (
        <p>{t('services.noProducts')}</p>
      ) : (
        <>
          <ul className="product-list">
            {products.map((product) => (
              <li key={product.id} className="product-list__item">
                <LocalizedLink className="product-list__title" to={productPath(product)}>
                  {product.title}
                </LocalizedLink>
                <span className="product-list__price">
                  {t('services.from', { price: formatMoney(product.basePrice, product.currency) })}
                </span>
              </li>
            ))}
          </ul>
          <p className="text-muted">{t('services.vat')}</p>
        </>
      )}
      <div className="content-note">
        <p>{products.length === 0 ? t('services.byRequest') : t('shop:products.attachedNote')}</p>
        <p>
          <LocalizedLink className="btn btn-theme" to="/contact">
            {t('services.contact')}
          </LocalizedLink>
        </p>
      </div>
    </section>
  )
}

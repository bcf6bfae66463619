import { useTranslation } from 'react-i18next'
import type { AttachedProduct } from '../../../domain/content/content-members.server'
import { formatMoney } from '../../../domain/format/money'
import { LocalizedLink } from '../../lib/locale'
import '../../styles/content.css'

/**
 * The products sold from a service page, each with its starting price. The shop comes later:
 * no add-to-cart button yet, but a note and a contact link.
 */
export function AttachedProducts({ products, headingId }: { products: readonly AttachedProduct[]; headingId: string }) {
  const { t } = useTranslation('content')
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
                <span className="product-list__title">{product.title}</span>
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
        <p>{t('services.shopSoon')}</p>
        <p>
          <LocalizedLink className="btn btn-theme" to="/contact">
            {t('services.contact')}
          </LocalizedLink>
        </p>
      </div>
    </section>
  )
}

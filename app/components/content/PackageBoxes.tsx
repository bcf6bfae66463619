import { useTranslation } from '../../i18n/react'
import type { AttachedProduct, ContentMember } from '../../../domain/content/content-members.server'
import { formatMoney } from '../../../domain/format/money'
import { LocalizedLink } from '../../lib/locale'
import { Picture } from '../Picture'
import { contentPath } from '../../../domain/navigation/content-addresses'
import { productPath } from '../../../domain/navigation/product-addresses'
import { numberAttribute } from './format'

/** The picture of a box spans the box: one column on phones, a third of the container above. */
const BOX_SIZES = '(min-width: 1200px) 360px, (min-width: 992px) 300px, (min-width: 768px) 220px, 100vw'

/** The packages of each package type, in the types' order. */
export function packagesByType(
  types: readonly ContentMember[],
  packages: readonly ContentMember[],
): Array<{ type: ContentMember; packages: ContentMember[] }> {
  return types.map((type) => ({
    type,
    packages: packages.filter((p) => numberAttribute(p.attributes, 'packageTypeId') === type.id),
  }))
}

/**
 * The product a package is sold as (products.content_id = the package's id), when the content was
 * loaded with its attached products and one of them is published.
 */
export function packageProduct(item: Pick<ContentMember, 'attached_products'>): AttachedProduct | null {
  const products = item.attached_products ?? []
  return products.find((p) => p.category === 'package') ?? products[0] ?? null
}

/**
 * The packages as three boxes (SPEC §2), one per package type: its title, picture and packages,
 * each with its page, persons and a link to book it on its product page ("from CHF …"). A
 * three-column grid, one column on phones. Packages come with their attached products.
 */
export function PackageBoxes({ types, packages }: { types: readonly ContentMember[]; packages: readonly ContentMember[] }) {
  const { t } = useTranslation('content')
  const groups = packagesByType(types, packages)
  return (
    <section className="content-section" aria-labelledby="packages-heading">
      <h2 id="packages-heading">{t('packages.title')}</h2>
      {groups.length === 0 ? (
        <p>{t('packages.empty')}</p>
      ) : (
        <>
          <p className="text-muted">{t('packages.intro')}</p>
          <ul className="package-boxes">
            {groups.map(({ type, packages: items }) => (
              <li key={type.id} className="package-box">
                <section aria-labelledby={`package-type-${type.id}`}>
                  {type.image ? <Picture image={type.image} sizes={BOX_SIZES} className="package-box__picture" alt="" /> : null}
                  <div className="package-box__body">
                    <h3 id={`package-type-${type.id}`} className="package-box__title">
                      {type.title}
                    </h3>
                    {type.summary ? <p className="package-box__summary">{type.summary}</p> : null}
                    {items.length === 0 ? (
                      <p>{t('packages.emptyType')}</p>
                    ) : (
                      <ul className="package-box__list">
                        {items.map((item) => (
                          <PackageLine key={item.id} item={item} />
                        ))}
                      </ul>
                    )}
                  </div>
                </section>
              </li>
            ))}
          </ul>
          <p className="text-muted">{t('packages.vat')}</p>
        </>
      )}
    </section>
  )
}

/**
 * The link to book a package on its product page, with its starting price; the package's title is
 * part of the link's name for screen readers (several such links sit side by side).
 */
export function PackageBookLink({ product, title, className = 'btn btn-theme btn-sm' }: { product: AttachedProduct; title: string; className?: string }) {
  const { t } = useTranslation('content')
  return (
    <LocalizedLink className={className} to={productPath(product)}>
      {t('packages.bookFrom', { price: formatMoney(product.basePrice, product.currency) })}
      <span className="visually-hidden"> – {title}</span>
    </LocalizedLink>
  )
}

/** One package: its title (linking to its page), persons, and its booking link with the price. */
export function PackageLine({ item, level = 4 }: { item: ContentMember; level?: 3 | 4 }) {
  const { t } = useTranslation('content')
  const Heading = level === 3 ? 'h3' : 'h4'
  const product = packageProduct(item)
  const price = numberAttribute(item.attributes, 'price')
  const persons = numberAttribute(item.attributes, 'persons')
  return (
    <li className="package-line">
      <Heading className="package-line__title">
        <LocalizedLink to={contentPath(item)}>{item.title}</LocalizedLink>
      </Heading>
      <p className="package-line__facts">
        {!product && price !== null ? <strong className="package-line__price">{formatMoney(price)}</strong> : null}
        {persons !== null ? <span>{t('packages.persons', { count: persons })}</span> : null}
      </p>
      {product ? (
        <p className="package-line__book">
          <PackageBookLink product={product} title={item.title} />
        </p>
      ) : null}
    </li>
  )
}

import { useTranslation } from 'react-i18next'
import type { ContentMember } from '../../../domain/content/content-members.server'
import { formatMoney } from '../../../domain/format/money'
import { LocalizedLink } from '../../lib/locale'
import { Picture } from '../Picture'
import { numberAttribute } from './format'
import { contentPath } from './paths'
import '../../styles/content.css'

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
 * The packages as three boxes (SPEC §2), one per package type: its title, picture and packages
 * with their price and number of persons. A three-column grid, one column on phones.
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
          <p className="text-muted">{t('packages.shopSoon')}</p>
        </>
      )}
    </section>
  )
}

/** One package: its title (linking to its page), price and number of persons. */
export function PackageLine({ item, level = 4 }: { item: ContentMember; level?: 3 | 4 }) {
  const { t } = useTranslation('content')
  const Heading = level === 3 ? 'h3' : 'h4'
  const price = numberAttribute(item.attributes, 'price')
  const persons = numberAttribute(item.attributes, 'persons')
  return (
    <li className="package-line">
      <Heading className="package-line__title">
        <LocalizedLink to={contentPath(item)}>{item.title}</LocalizedLink>
      </Heading>
      <p className="package-line__facts">
        {price !== null ? <strong className="package-line__price">{formatMoney(price)}</strong> : null}
        {persons !== null ? <span>{t('packages.persons', { count: persons })}</span> : null}
      </p>
    </li>
  )
}

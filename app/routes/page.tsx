import { useTranslation } from '../i18n/react'
import type { Route } from './+types/page'
import { PageShell, type Crumb } from '../components/PageShell'
import { ContentArticle } from '../components/content/ContentArticle'
import { loadContentDetail, loadContentList } from '../components/content/content-data.server'
import { imageUrl, numberAttribute } from '../components/content/format'
import { PackageBookLink, PackageLine, packageProduct } from '../components/content/PackageBoxes'
import { contentPath } from '../../domain/navigation/content-addresses'
import { formatMoney } from '../../domain/format/money'
import { LocalizedLink } from '../lib/locale'
import { notFound } from '../lib/page-data.server'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: [] } satisfies PageHandle

const ROUTE = { section: '/page', types: ['page', 'invite', 'packages', 'type_de_pack'], embeds: ['attached_products'] } as const

/**
 * A content by id: /page/{slug}-{id} (a page, an invite, a package or a package type). Pages with
 * an address of their own (/cguone…) are sent there; any other form goes to the canonical one (301).
 * A package comes with its type and the product it is booked as (products.content_id); a package
 * type with its packages and theirs.
 */
export async function loader(args: Route.LoaderArgs) {
  if (args.params.detail === undefined) notFound()
  const { content, path, alternates } = await loadContentDetail(args, ROUTE)
  if (content.type === 'packages') {
    const types = await loadContentList(args.context, args.params, 'type_de_pack')
    const typeId = numberAttribute(content.attributes, 'packageTypeId')
    return { content, path, alternates, packageType: types.find((t) => t.id === typeId) ?? null, packages: [] }
  }
  if (content.type === 'type_de_pack') {
    const packages = await loadContentList(args.context, args.params, 'packages', ['attached_products'])
    const own = packages.filter((p) => numberAttribute(p.attributes, 'packageTypeId') === content.id)
    return { content, path, alternates, packageType: null, packages: own }
  }
  return { content, path, alternates, packageType: null, packages: [] }
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['content', 'pages'])
  const { content, packageType, packages, alternates } = loaderData
  const isPackage = content.type === 'packages' || content.type === 'type_de_pack'
  const trail: Crumb[] = isPackage ? [{ label: t('pages:complementary.title'), to: '/nos-prestations-complementaires' }] : []
  if (packageType) trail.push({ label: packageType.title, to: contentPath(packageType) })
  const product = content.type === 'packages' ? packageProduct(content) : null
  const price = numberAttribute(content.attributes, 'price')
  const persons = numberAttribute(content.attributes, 'persons')
  return (
    <PageShell title={content.title} description={content.summary} image={imageUrl(content.image)} alternates={alternates} trail={trail}>
      <ContentArticle
        content={content}
        header={
          content.type === 'packages' && (product || price !== null || persons !== null) ? (
            <p className="package-line__facts package-facts">
              {product ? (
                <strong className="package-line__price">{t('packages.from', { price: formatMoney(product.basePrice, product.currency) })}</strong>
              ) : price !== null ? (
                <strong className="package-line__price">{formatMoney(price)}</strong>
              ) : null}
              {persons !== null ? <span>{t('packages.persons', { count: persons })}</span> : null}
            </p>
          ) : null
        }
      >
        {content.type === 'type_de_pack' ? (
          <section className="content-section" aria-labelledby="type-packages">
            <h2 id="type-packages">{t('packages.title')}</h2>
            {packages.length === 0 ? (
              <p>{t('packages.emptyType')}</p>
            ) : (
              <ul className="package-box__list">
                {packages.map((item) => (
                  <PackageLine key={item.id} item={item} level={3} />
                ))}
              </ul>
            )}
          </section>
        ) : null}
        {isPackage ? (
          <div className="content-note">
            {product ? (
              <p>
                <PackageBookLink product={product} title={content.title} className="btn btn-theme" />
              </p>
            ) : null}
            <p>
              {t('packages.question')}{' '}
              <LocalizedLink to="/contact">{t('packages.contactUs')}</LocalizedLink>
            </p>
          </div>
        ) : null}
      </ContentArticle>
    </PageShell>
  )
}

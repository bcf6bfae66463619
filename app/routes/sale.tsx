import { useTranslation } from '../i18n/react'
import { translatedSlugs } from '../../domain/content/translated-slugs.repository.server'
import type { Route } from './+types/sale'
import { PageShell } from '../components/PageShell'
import { OfferSections } from '../components/detail/OfferSections'
import { DetailBox, PlaceSection, REQUEST_ANCHOR, RequestSection } from '../components/detail/DetailSection'
import { JsonLd } from '../components/detail/JsonLd'
import { cachedOfferDetail, redirectToCanonical, useRememberOffer } from '../components/detail/client-offer'
import { pathsByLanguage, salePath } from '../../domain/navigation/addresses'
import { PhotoSlider } from '../components/detail/PhotoSlider'
import { ShareLinks } from '../components/detail/ShareLinks'
import { saleJsonLd } from '../components/detail/structured-data.server'
import { findSale } from '../../domain/catalogue/sales.repository.server'
import { idFromParam } from '../../domain/content/route-id'
import { formatMoney } from '../../domain/format/money'
import { localizePath } from '../i18n/config'
import { useLocale } from '../lib/locale'
import { localeFromParams, notFound } from '../lib/page-data.server'
import { useRootData } from '../lib/root-data'
import { REQUEST_STATUS_PARAM } from '../../domain/requests/request-fields'
import { notePageReads, saleTag } from '../../server/page-cache/tags'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: [REQUEST_STATUS_PARAM] } satisfies PageHandle

/** A property for sale: /vente/{slug}-{id}; any other form of its address is sent there. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = idFromParam(params.detail)
  if (id === null) notFound()
  const locale = localeFromParams(params)
  const sale = await findSale(context.db, id, locale)
  if (!sale) notFound()
  const path = salePath(sale)
  redirectToCanonical(request, params, path)
  const alternates = pathsByLanguage(await translatedSlugs(context.db, 'sale', sale.id), (slug) => salePath({ ...sale, slug }))
  notePageReads(context, [saleTag(sale.id)])
  const origin = context.settings.publicUrl
  const jsonLd = saleJsonLd(sale, origin + localizePath(path, locale), { origin, mediaBaseUrl: context.settings.mediaBaseUrl })
  return { sale, path, alternates, jsonLd }
}

/** Seen before in this tab: shown again without a server call (SPEC §4). */
export async function clientLoader(args: Route.ClientLoaderArgs) {
  return cachedOfferDetail(args, 'sale')
}
clientLoader.hydrate = false as const

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('detail')
  const locale = useLocale()
  const origin = useRootData()?.origin ?? ''
  const { sale, path, alternates } = loaderData
  useRememberOffer('sale', sale.id, loaderData)
  const url = origin + localizePath(path, locale)
  const image = sale.images[0]?.formats.large?.url
  return (
    <PageShell
      title={sale.title}
      alternates={alternates}
      description={sale.summary}
      image={image}
      trail={[{ label: t('breadcrumb.sales'), to: '/vente' }]}
    >
      <JsonLd data={loaderData.jsonLd} />
      <p className="lead detail-lead">
        {sale.typeLabel} · {sale.place} · {t('attributes.reference')} {sale.reference}
      </p>
      <div className="detail-layout">
        <div className="detail-media">
          <PhotoSlider images={sale.images} title={sale.title} />
        </div>
        <aside className="detail-aside">
          <DetailBox title={t('price.heading')}>
            <dl className="detail-facts">
              <div>
                <dt>{t('price.salePrice')}</dt>
                <dd className="detail-price">{formatMoney(sale.price)}</dd>
              </div>
            </dl>
            <p className="detail-box__actions">
              <a className="btn btn-theme btn-block" href={`#${REQUEST_ANCHOR}`}>
                {t('request.visit')}
              </a>
            </p>
          </DetailBox>
          <ShareLinks url={url} title={sale.title} />
        </aside>
        <div className="detail-main">
          <OfferSections item={sale} />
          <PlaceSection place={sale.place} latitude={sale.latitude} longitude={sale.longitude} />
          <RequestSection kind="visit" subject={{ type: 'sale', id: sale.id, title: sale.title }} />
        </div>
      </div>
    </PageShell>
  )
}

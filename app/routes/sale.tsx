import { useTranslation } from '../i18n/react'
import { translatedSlugs } from '../../domain/content/translated-slugs.repository.server'
import type { Route } from './+types/sale'
import { OfferPage, PriceBox } from '../components/detail/OfferPage'
import { cachedOfferDetail, redirectToCanonical, useRememberOffer } from '../components/detail/client-offer'
import { pathsByLanguage, salePath } from '../../domain/navigation/addresses'
import { saleJsonLd } from '../components/detail/structured-data.server'
import { offerJsonLd } from '../components/detail/offer-page.server'
import { findSale } from '../../domain/catalogue/sales.repository.server'
import { idFromParam } from '../../domain/content/route-id'
import { formatMoney } from '../../domain/format/money'
import { localeFromParams, notFound } from '../lib/page-data.server'
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
  const jsonLd = offerJsonLd(context, path, locale, sale, saleJsonLd)
  return { sale, path, alternates, jsonLd }
}

/** Seen before in this tab: shown again without a server call (SPEC §4). */
export async function clientLoader(args: Route.ClientLoaderArgs) {
  return cachedOfferDetail(args, 'sale')
}
clientLoader.hydrate = false as const

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('detail')
  const { sale, path, alternates } = loaderData
  useRememberOffer('sale', sale.id, loaderData)
  return (
    <OfferPage
      offer={sale}
      subject="sale"
      path={path}
      alternates={alternates}
      jsonLd={loaderData.jsonLd}
      trail={[{ label: t('breadcrumb.sales'), to: '/vente' }]}
      box={
        <PriceBox>
          <div>
            <dt>{t('price.salePrice')}</dt>
            <dd className="detail-price">{formatMoney(sale.price)}</dd>
          </div>
        </PriceBox>
      }
      request="visit"
    />
  )
}

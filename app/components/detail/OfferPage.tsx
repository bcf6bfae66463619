import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from '../../i18n/react'
import { localizePath } from '../../i18n/config'
import { useLocale } from '../../lib/locale'
import { useRootData } from '../../lib/root-data'
import type { CatalogueImage } from '../../../domain/catalogue/types'
import { PageShell, type Crumb } from '../PageShell'
import type { Alternates } from '../Seo'
import { DetailBox, PlaceSection, REQUEST_ANCHOR, RequestSection } from './DetailSection'
import { JsonLd } from './JsonLd'
import { OfferSections } from './OfferSections'
import { PhotoSlider } from './PhotoSlider'
import { ShareLinks } from './ShareLinks'

type Offer = ComponentProps<typeof OfferSections>['item'] & {
  id: number
  title: string
  summary: string
  typeLabel: string
  place: string
  reference: string
  latitude: number
  longitude: number
  images: CatalogueImage[]
}

type OfferPageProps = {
  offer: Offer
  subject: 'location' | 'sale'
  path: string
  alternates: Alternates
  jsonLd: Record<string, unknown>
  trail: Crumb[]
  /** The box beside the photos: the price and a link to the request, or the booking box. */
  box: ReactNode
  /** A section of the page's own between the offer's sections and the place (the calendar). */
  section?: ReactNode
  request: 'information' | 'visit'
}

/** The page of an offer (weekly or annual rental, property for sale): photos, box, sections, place, request. */
export function OfferPage({ offer, subject, path, alternates, jsonLd, trail, box, section = null, request }: OfferPageProps) {
  const { t } = useTranslation('detail')
  const locale = useLocale()
  const origin = useRootData()?.origin ?? ''
  const url = origin + localizePath(path, locale)
  const image = offer.images[0]?.formats.large?.url
  return (
    <PageShell title={offer.title} alternates={alternates} description={offer.summary} image={image} trail={trail}>
      <JsonLd data={jsonLd} />
      <p className="lead detail-lead">
        {offer.typeLabel} · {offer.place} · {t('attributes.reference')} {offer.reference}
      </p>
      <div className="detail-layout">
        <div className="detail-media">
          <PhotoSlider images={offer.images} title={offer.title} />
        </div>
        <aside className="detail-aside">
          {box}
          <ShareLinks url={url} title={offer.title} />
        </aside>
        <div className="detail-main">
          <OfferSections item={offer} />
          {/* Null on most pages: it still takes a place among the children, which moves only useId's ids, and none below uses one. */}
          {section}
          <PlaceSection place={offer.place} latitude={offer.latitude} longitude={offer.longitude} />
          <RequestSection kind={request} subject={{ type: subject, id: offer.id, title: offer.title }} />
        </div>
      </div>
    </PageShell>
  )
}

/** The price box of an offer asked about by a visit request: its facts (`<div><dt/><dd/></div>` rows), then the link to the request. */
export function PriceBox({ children }: { children: ReactNode }) {
  const { t } = useTranslation('detail')
  return (
    <DetailBox title={t('price.heading')}>
      <dl className="detail-facts">{children}</dl>
      <p className="detail-box__actions">
        <a className="btn btn-theme btn-block" href={`#${REQUEST_ANCHOR}`}>
          {t('request.visit')}
        </a>
      </p>
    </DetailBox>
  )
}

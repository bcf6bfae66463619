import { useTranslation } from '../i18n/react'
import type { Route } from './+types/contact'
import { ContentBody } from '../components/ContentBody'
import { PageShell } from '../components/PageShell'
import { RequestForm } from '../components/forms/RequestForm'
import { ContactBlock } from '../components/layout/ContactBlock'
import { AgencyMap } from '../components/content/AgencyMap'
import { agencyJsonLd } from '../components/content/structured-data'
import { JsonLd } from '../components/detail/JsonLd'
import { contentByKey } from '../lib/page-data.server'
import { useRootData } from '../lib/root-data'
import { REQUEST_STATUS_PARAM } from '../../domain/requests/request-fields'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: [REQUEST_STATUS_PARAM] } satisfies PageHandle

/** The agency on OpenStreetMap, for visitors whose map cannot load. */
const mapUrl = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`

export async function loader({ params, context }: Route.LoaderArgs) {
  return { content: await contentByKey(context, params, 'page', 'contact') }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const { t: tf } = useTranslation('forms')
  const root = useRootData()
  const { content } = loaderData
  return (
    <PageShell title={content?.title ?? t('contact.title')} description={content?.summary || t('contact.description')}>
      <ContentBody content={content} />
      <div className="contact-layout">
        <div className="contact-layout__form">
          <RequestForm kind="contact" />
        </div>
        <aside className="contact-layout__aside" aria-label={t('contact.title')}>
          {root ? (
            <>
              <ContactBlock contact={root.contact} headingLevel={2} />
              <AgencyMap position={root.contact.address.position} />
              <p className="contact-layout__map">
                <a href={mapUrl(root.contact.address.position)}>{tf('contactPage.map')}</a>
              </p>
              <JsonLd data={agencyJsonLd(root.contact, root.origin)} />
            </>
          ) : null}
        </aside>
      </div>
    </PageShell>
  )
}

import { useTranslation } from 'react-i18next'
import type { Route } from './+types/service'
import { ContentBody } from '../components/ContentBody'
import { PageShell } from '../components/PageShell'
import { listContents } from '../../domain/content/content.repository.server'
import { LocalizedLink } from '../lib/locale'
import { localeFromParams, requireContent } from '../lib/page-data.server'

/** /service lists the services; /service/{slug-id} shows one (administration is service 20). */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (params.detail === undefined) {
    const services = await listContents(context.db, { type: 'services', locale: localeFromParams(params) })
    return { content: null, services }
  }
  return { content: await requireContent(context, params, ['services']), services: [] }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const { content, services } = loaderData
  if (content) {
    return (
      <PageShell title={content.title} description={content.summary} trail={[{ label: t('services.title'), to: '/service' }]}>
        <ContentBody content={content} />
      </PageShell>
    )
  }
  return (
    <PageShell title={t('services.title')} description={t('services.description')}>
      <ul className="content-list">
        {services.map((service) => (
          <li key={service.id} className="card">
            <h2>
              <LocalizedLink to={`/service/${service.slug}-${service.id}`}>{service.title}</LocalizedLink>
            </h2>
            <p>{service.summary}</p>
          </li>
        ))}
      </ul>
    </PageShell>
  )
}

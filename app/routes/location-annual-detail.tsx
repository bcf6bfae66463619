import { useTranslation } from 'react-i18next'
import type { Route } from './+types/location-annual-detail'
import { PageShell } from '../components/PageShell'
import { findLocationTitle } from '../../domain/catalogue/catalogue.repository.server'
import { idFromParam } from '../../domain/content/route-id'
import { localeFromParams, notFound } from '../lib/page-data.server'

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idFromParam(params.detail)
  if (id === null) notFound()
  const item = await findLocationTitle(context.db, { id, locale: localeFromParams(params), kind: 'annual' })
  return { item: item ?? notFound() }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const { item } = loaderData
  return (
    <PageShell title={item.title} description={item.summary} trail={[{ label: t('location.annual.title'), to: '/location/annuelle' }]}>
      <p className="lead">{item.summary}</p>
    </PageShell>
  )
}

import { useTranslation } from 'react-i18next'
import type { Route } from './+types/maintenance'
import { ContentBody } from '../components/ContentBody'
import { PageShell } from '../components/PageShell'
import { contentByKey } from '../lib/page-data.server'

export async function loader({ params, context }: Route.LoaderArgs) {
  return { content: await contentByKey(context, params, 'services', 'maintenance') }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const { content } = loaderData
  return (
    <PageShell title={content?.title ?? t('maintenance.title')} description={content?.summary || t('maintenance.description')}>
      <ContentBody content={content} />
    </PageShell>
  )
}

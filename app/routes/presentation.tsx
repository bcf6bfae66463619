import { useTranslation } from 'react-i18next'
import type { Route } from './+types/presentation'
import { ContentBody } from '../components/ContentBody'
import { PageShell } from '../components/PageShell'
import { contentByKey } from '../lib/page-data.server'

export async function loader({ params, context }: Route.LoaderArgs) {
  return { content: await contentByKey(context, params, 'page', 'presentation') }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const { content } = loaderData
  return (
    <PageShell title={content?.title ?? t('presentation.title')} description={content?.summary || t('presentation.description')}>
      <ContentBody content={content} />
    </PageShell>
  )
}

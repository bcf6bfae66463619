import { useTranslation } from 'react-i18next'
import type { Route } from './+types/covid'
import { ContentBody } from '../components/ContentBody'
import { PageShell } from '../components/PageShell'
import { contentByKey } from '../lib/page-data.server'

export async function loader({ params, context }: Route.LoaderArgs) {
  return { content: await contentByKey(context, params, 'page', 'covid') }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const { content } = loaderData
  return (
    <PageShell title={content?.title ?? t('covid.title')} description={content?.summary || t('covid.description')}>
      <ContentBody content={content} />
    </PageShell>
  )
}

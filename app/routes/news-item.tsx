import { useTranslation } from 'react-i18next'
import type { Route } from './+types/news-item'
import { ContentBody } from '../components/ContentBody'
import { PageShell } from '../components/PageShell'
import { requireContent } from '../lib/page-data.server'

export async function loader({ params, context }: Route.LoaderArgs) {
  return { content: await requireContent(context, params, ['actualites']) }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const { content } = loaderData
  return (
    <PageShell title={content.title} description={content.summary} trail={[{ label: t('news.title'), to: '/actualite' }]}>
      <ContentBody content={content} />
    </PageShell>
  )
}

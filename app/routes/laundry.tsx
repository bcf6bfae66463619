import { useTranslation } from 'react-i18next'
import type { Route } from './+types/laundry'
import { ContentBody } from '../components/ContentBody'
import { PageShell } from '../components/PageShell'
import { contentByKey } from '../lib/page-data.server'

export async function loader({ params, context }: Route.LoaderArgs) {
  return { content: await contentByKey(context, params, 'services', 'laundry') }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const { content } = loaderData
  return (
    <PageShell title={content?.title ?? t('laundry.title')} description={content?.summary || t('laundry.description')}>
      <ContentBody content={content} />
    </PageShell>
  )
}

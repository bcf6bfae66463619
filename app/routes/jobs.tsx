import { useTranslation } from '../i18n/react'
import type { Route } from './+types/jobs'
import { PageShell } from '../components/PageShell'
import { ContentCard } from '../components/content/ContentCard'
import { loadContentList } from '../components/content/content-data.server'
import { JobFacts } from '../components/content/JobFacts'
import { contentPath } from '../../domain/navigation/content-addresses'
import { useRememberContents } from '../components/content/useRememberContents'
import { useLocale } from '../lib/locale'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: [] } satisfies PageHandle

/** The job offers, each with its body and facts (the offer page can then open from memory). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { items: await loadContentList(context, params, 'emploi') }
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['content', 'pages'])
  const { items } = loaderData
  useRememberContents(useLocale(), items)
  return (
    <PageShell title={t('pages:jobs.title')} description={t('pages:jobs.description')}>
      <p className="lead">{t('pages:jobs.intro')}</p>
      {items.length === 0 ? (
        <p className="content-empty">{t('pages:jobs.empty')}</p>
      ) : (
        <ul className="content-list grid grid-3" aria-label={t('jobs.listLabel')}>
          {items.map((item) => (
            <li key={item.id}>
              <ContentCard item={item} to={contentPath(item)} showPicture={false} footer={<JobFacts content={item} compact />} />
            </li>
          ))}
        </ul>
      )}
    </PageShell>
  )
}

import type { Route } from './+types/jobs'
import { ContentListPage } from '../components/content/ContentListPage'
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

const TEXTS = { title: 'pages:jobs.title', description: 'pages:jobs.description', intro: 'pages:jobs.intro', empty: 'pages:jobs.empty', listLabel: 'jobs.listLabel' }

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData
  useRememberContents(useLocale(), items)
  return (
    <ContentListPage
      items={items}
      texts={TEXTS}
      card={(item) => <ContentCard item={item} to={contentPath(item)} showPicture={false} footer={<JobFacts content={item} compact />} />}
    />
  )
}

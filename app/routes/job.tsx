import { useTranslation } from '../i18n/react'
import type { Route } from './+types/job'
import { PageShell } from '../components/PageShell'
import { BackLink } from '../components/content/BackLink'
import { cachedContentDetail } from '../components/content/client-detail'
import { ContentArticle } from '../components/content/ContentArticle'
import { loadContentDetail } from '../components/content/content-data.server'
import { imageUrl } from '../components/content/format'
import { JobApply } from '../components/content/JobApply'
import { JobFacts } from '../components/content/JobFacts'
import { JsonLd } from '../components/detail/JsonLd'
import { jobDescriptionMarkdown, jobPostingJsonLd } from '../components/content/structured-data'
import { markdownHtml } from '../components/content/markdown-html.server'
import { localizePath } from '../i18n/config'
import { useLocale } from '../lib/locale'
import { useRootData } from '../lib/root-data'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: [] } satisfies PageHandle

const ROUTE = { section: '/emplois', types: ['emploi'] } as const

/** A job offer: /emplois/{slug}-{id}; any other form of its address is sent there (301). */
export async function loader(args: Route.LoaderArgs) {
  const detail = await loadContentDetail(args, ROUTE)
  // JobPosting's description is HTML; the renderer stays on the server.
  return { ...detail, descriptionHtml: await markdownHtml(jobDescriptionMarkdown(detail.content)) }
}

/** Opened from the job list, the offer is already in memory: no server call. */
export async function clientLoader(args: Route.ClientLoaderArgs) {
  return cachedContentDetail(args, ROUTE)
}
clientLoader.hydrate = false as const

export default function Job({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['content', 'pages'])
  const locale = useLocale()
  const origin = useRootData()?.origin ?? ''
  const { content, path, alternates } = loaderData
  const url = origin + localizePath(path, locale)
  return (
    <PageShell
      title={content.title}
      description={content.summary}
      alternates={alternates}
      image={imageUrl(content.image)}
      trail={[{ label: t('pages:jobs.title'), to: '/emplois' }]}
    >
      {/* Opened from the job list (no server call) the page has no HTML description: crawlers always load it whole. */}
      {'descriptionHtml' in loaderData && loaderData.descriptionHtml ? <JsonLd data={jobPostingJsonLd(content, url, origin, loaderData.descriptionHtml)} /> : null}
      <ContentArticle content={content} header={<JobFacts content={content} />}>
        <JobApply title={content.title} />
      </ContentArticle>
      <BackLink to="/emplois" label={t('jobs.back')} />
    </PageShell>
  )
}

import { useTranslation } from '../i18n/react'
import type { Route } from './+types/news-item'
import { PageShell } from '../components/PageShell'
import { BackLink } from '../components/content/BackLink'
import { cachedContentDetail } from '../components/content/client-detail'
import { ContentArticle } from '../components/content/ContentArticle'
import { loadContentDetail } from '../components/content/content-data.server'
import { imageUrl, publicationDate, publicationIsoDate } from '../components/content/format'
import { JsonLd } from '../components/detail/JsonLd'
import { newsArticleJsonLd } from '../components/content/structured-data'
import { HTML_LANG, localizePath } from '../i18n/config'
import { useLocale } from '../lib/locale'
import { useRootData } from '../lib/root-data'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: [] } satisfies PageHandle

const ROUTE = { section: '/actualite', types: ['actualites'] } as const

/** A news item: /actualite/{slug}-{id}; any other form of its address is sent there (301). */
export async function loader(args: Route.LoaderArgs) {
  return loadContentDetail(args, ROUTE)
}

/** Opened from the news list, the item is already in memory: no server call. */
export async function clientLoader(args: Route.ClientLoaderArgs) {
  return cachedContentDetail(args, ROUTE)
}
clientLoader.hydrate = false as const

export default function NewsItem({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['content', 'pages'])
  const locale = useLocale()
  const root = useRootData()
  const origin = root?.origin ?? ''
  const { content, path, alternates } = loaderData
  const url = origin + localizePath(path, locale)
  return (
    <PageShell
      title={content.title}
      description={content.summary}
      alternates={alternates}
      image={imageUrl(content.image)}
      type="article"
      trail={[{ label: t('pages:news.title'), to: '/actualite' }]}
    >
      <JsonLd data={newsArticleJsonLd(content, url, origin, HTML_LANG[locale], root?.mediaBaseUrl)} />
      <ContentArticle
        content={content}
        header={
          <p className="content-date">
            {t('news.publishedOn')}{' '}
            <time dateTime={publicationIsoDate(content.publishedAt)}>{publicationDate(content.publishedAt)}</time>
          </p>
        }
      />
      <BackLink to="/actualite" label={t('news.back')} />
    </PageShell>
  )
}

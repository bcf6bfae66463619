import { useTranslation } from '../i18n/react'
import type { Route } from './+types/news'
import { PageShell } from '../components/PageShell'
import { ContentCard } from '../components/content/ContentCard'
import { loadContentList } from '../components/content/content-data.server'
import { publicationDate, publicationIsoDate } from '../components/content/format'
import { contentPath } from '../../domain/navigation/content-addresses'
import { useRememberContents } from '../components/content/useRememberContents'
import { useLocale } from '../lib/locale'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: [] } satisfies PageHandle

/** The news, newest first, each with its body and picture (the item page can then open from memory). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { items: await loadContentList(context, params, 'actualites') }
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['content', 'pages'])
  const { items } = loaderData
  useRememberContents(useLocale(), items)
  return (
    <PageShell title={t('pages:news.title')} description={t('pages:news.description')}>
      <p className="lead">{t('pages:news.intro')}</p>
      {items.length === 0 ? (
        <p className="content-empty">{t('pages:news.empty')}</p>
      ) : (
        <ul className="content-list grid grid-3" aria-label={t('news.listLabel')}>
          {items.map((item) => (
            <li key={item.id}>
              <ContentCard
                item={item}
                to={contentPath(item)}
                meta={
                  <p className="content-date">
                    <time dateTime={publicationIsoDate(item.publishedAt)}>{publicationDate(item.publishedAt)}</time>
                  </p>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </PageShell>
  )
}

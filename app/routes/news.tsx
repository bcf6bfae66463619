import type { Route } from './+types/news'
import { ContentListPage } from '../components/content/ContentListPage'
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

const TEXTS = { title: 'pages:news.title', description: 'pages:news.description', intro: 'pages:news.intro', empty: 'pages:news.empty', listLabel: 'news.listLabel' }

export default function News({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData
  useRememberContents(useLocale(), items)
  return (
    <ContentListPage
      items={items}
      texts={TEXTS}
      card={(item) => (
        <ContentCard
          item={item}
          to={contentPath(item)}
          meta={
            <p className="content-date">
              <time dateTime={publicationIsoDate(item.publishedAt)}>{publicationDate(item.publishedAt)}</time>
            </p>
          }
        />
      )}
    />
  )
}

import { useTranslation } from 'react-i18next'
import type { Route } from './+types/news'
import { PageShell } from '../components/PageShell'
import { listContents } from '../../domain/content/content.repository.server'
import { formatDate } from '../../domain/format/date'
import { LocalizedLink } from '../lib/locale'
import { localeFromParams } from '../lib/page-data.server'

export async function loader({ params, context }: Route.LoaderArgs) {
  return { items: await listContents(context.db, { type: 'actualites', locale: localeFromParams(params) }) }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const { items } = loaderData
  return (
    <PageShell title={t('news.title')} description={t('news.description')}>
      <p className="lead">{t('news.intro')}</p>
      {items.length === 0 ? (
        <p>{t('news.empty')}</p>
      ) : (
        <ul className="content-list">
          {items.map((item) => (
            <li key={item.id} className="card">
              <h2>
                <LocalizedLink to={`/actualite/${item.slug}-${item.id}`}>{item.title}</LocalizedLink>
              </h2>
              <p className="meta">{formatDate(item.publishedAt)}</p>
              <p>{item.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </PageShell>
  )
}

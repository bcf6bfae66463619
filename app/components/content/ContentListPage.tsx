import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/react'
import { PageShell } from '../PageShell'

type ContentListPageProps<T> = {
  items: readonly T[]
  /** Translation keys (namespaces `content`, then `pages`): the list's label is read only when there is a list. */
  texts: { title: string; description: string; intro: string; empty: string; listLabel: string }
  /** The card of one item. */
  card: (item: T) => ReactNode
}

/**
 * A page listing contents (jobs, news, services) as cards, or a line saying there are none. Its words
 * are read here, before the page shell's, so the page names its namespaces in the order it always did.
 */
export function ContentListPage<T extends { id: number }>({ items, texts, card }: ContentListPageProps<T>) {
  const { t } = useTranslation(['content', 'pages'])
  return (
    <PageShell title={t(texts.title)} description={t(texts.description)}>
      <p className="lead">{t(texts.intro)}</p>
      {items.length === 0 ? (
        <p className="content-empty">{t(texts.empty)}</p>
      ) : (
        <ul className="content-list grid grid-3" aria-label={t(texts.listLabel)}>
          {items.map((item) => (
            <li key={item.id}>{card(item)}</li>
          ))}
        </ul>
      )}
    </PageShell>
  )
}

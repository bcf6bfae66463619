import type { ReactNode } from 'react'
import type { ContentMember } from '../../../domain/content/content-members.server'
import { Picture } from '../Picture'
import { Markdown } from '../Markdown'

/** How wide the picture of a content page is drawn (the article column is at most 760 px). */
export const ARTICLE_PICTURE_SIZES = '(min-width: 800px) 760px, 100vw'

type ContentArticleProps = {
  content: ContentMember
  /** Shown between the picture and the text (publication date, job facts…). */
  header?: ReactNode
  /** The first picture of the page loads eagerly (largest contentful paint). */
  priority?: boolean
  children?: ReactNode
}

/** A content page's picture, summary and body (stored text shown safely, without HTML). */
export function ContentArticle({ content, header, priority = true, children }: ContentArticleProps) {
  return (
    <article className="content-article">
      {content.image ? (
        <figure className="content-article__figure">
          <Picture image={content.image} sizes={ARTICLE_PICTURE_SIZES} priority={priority} className="content-article__picture" />
        </figure>
      ) : null}
      {header}
      {content.summary ? <p className="lead">{content.summary}</p> : null}
      <Markdown text={content.body} />
      {children}
    </article>
  )
}

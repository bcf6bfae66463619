import type { Content } from '../../domain/content/content.repository.server'
import { Markdown } from './Markdown'

/** The summary and body of a content, when it exists. */
export function ContentBody({ content }: { content: Content | null }) {
  if (!content) return null
  return (
    <article className="content-body">
      {content.summary ? <p className="lead">{content.summary}</p> : null}
      <Markdown text={content.body} />
    </article>
  )
}

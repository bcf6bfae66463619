import type { ReactNode } from 'react'
import type { ContentMember } from '../../../domain/content/content-members.server'
import { Picture } from '../Picture'
import { Markdown } from '../Markdown'

const TEASER_SIZES = '(min-width: 768px) 320px, 100vw'

/** A secondary content of a page (an invite, the agency's presentation): picture, title, text. */
export function ContentTeaser({ content, headingId, children }: { content: ContentMember; headingId: string; children?: ReactNode }) {
  return (
    <section className="content-teaser" aria-labelledby={headingId}>
      {content.image ? <Picture image={content.image} sizes={TEASER_SIZES} className="content-teaser__picture" /> : null}
      <div className="content-teaser__body">
        <h2 id={headingId}>{content.title}</h2>
        {content.summary ? <p className="lead">{content.summary}</p> : null}
        <Markdown text={content.body} />
        {children}
      </div>
    </section>
  )
}

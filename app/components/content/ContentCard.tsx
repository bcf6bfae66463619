import type { ReactNode } from 'react'
import type { ContentMember } from '../../../domain/content/content-members.server'
import { LocalizedLink } from '../../lib/locale'
import { Picture } from '../Picture'

/** How wide a card picture is drawn in the three-column grid of a container (at most 1140 px). */
export const CARD_SIZES = '(min-width: 1200px) 360px, (min-width: 992px) 300px, (min-width: 576px) 50vw, 100vw'

type ContentCardProps = {
  item: ContentMember
  /** App path of the item's page (LocalizedLink adds the language). */
  to: string
  /** Facts shown above the title (date, workload…). */
  meta?: ReactNode
  /** Facts shown under the summary. */
  footer?: ReactNode
  showPicture?: boolean
}

/**
 * A content in a list: picture, facts, title linking to its page (the whole card is clickable
 * through the title link) and summary.
 */
export function ContentCard({ item, to, meta, footer, showPicture = true }: ContentCardProps) {
  return (
    <article className="card content-card">
      {showPicture && item.image ? (
        <Picture image={item.image} sizes={CARD_SIZES} className="card-image" alt="" />
      ) : null}
      <div className="card-body">
        <h2 className="card-title">
          <LocalizedLink className="content-card__link" to={to}>
            {item.title}
          </LocalizedLink>
        </h2>
        {meta ? <div className="content-card__meta">{meta}</div> : null}
        {item.summary ? <p className="content-card__summary">{item.summary}</p> : null}
        {footer}
      </div>
    </article>
  )
}

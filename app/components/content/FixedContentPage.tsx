import type { ReactNode } from 'react'
import type { ContentMember } from '../../../domain/content/content-members.server'
import { PageShell, type Crumb } from '../PageShell'
import { AttachedProducts } from './AttachedProducts'
import { ContentArticle } from './ContentArticle'
import { imageUrl } from './format'
import { MissingContent } from './MissingContent'

type FixedContentPageProps = {
  /** The page's content, found by its key; null while it has not been written. */
  content: ContentMember | null
  /** Title and description when the content is missing (from the translation files). */
  fallbackTitle: string
  fallbackDescription: string
  trail?: Crumb[]
  /** Lists the products sold from the page (service pages). */
  products?: boolean
  children?: ReactNode
}

/** A page at a fixed address showing one content: picture, body, products, then `children`. */
export function FixedContentPage({
  content,
  fallbackTitle,
  fallbackDescription,
  trail,
  products = false,
  children,
}: FixedContentPageProps) {
  return (
    <PageShell
      title={content?.title ?? fallbackTitle}
      description={content?.summary || fallbackDescription}
      image={imageUrl(content?.image ?? null)}
      trail={trail}
    >
      {content ? (
        <ContentArticle content={content}>
          {products ? <AttachedProducts products={content.attached_products ?? []} headingId="page-products" /> : null}
        </ContentArticle>
      ) : (
        <MissingContent />
      )}
      {children}
    </PageShell>
  )
}

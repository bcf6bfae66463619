import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/react'
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

type NamedFixedPageProps = {
  content: ContentMember | null
  /** The key under `pages` of the title and description shown when the content is missing. */
  name: string
  /** A service page: under "Services" in the trail, with the products sold from it. */
  service?: boolean
  children?: ReactNode
}

/** A fixed page whose only words of its own are its title and description (`pages:{name}`). */
export function NamedFixedPage({ content, name, service = false, children }: NamedFixedPageProps) {
  const { t } = useTranslation('pages')
  return (
    <FixedContentPage
      content={content}
      fallbackTitle={t(`${name}.title`)}
      fallbackDescription={t(`${name}.description`)}
      trail={service ? [{ label: t('services.title'), to: '/service' }] : undefined}
      products={service}
    >
      {children}
    </FixedContentPage>
  )
}

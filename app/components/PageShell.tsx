import type { ReactNode } from 'react'
import { useTranslation } from '../i18n/react'
import { LocalizedLink } from '../lib/locale'
import { type Alternates, Seo } from './Seo'

export type Crumb = { label: string; to?: string }

type PageShellProps = {
  title: string
  description?: string
  image?: string
  /** Open Graph's type: "article" for a news item. */
  type?: 'website' | 'article'
  alternates?: Alternates
  /** Crumbs between home and the page itself. */
  trail?: Crumb[]
  children?: ReactNode
}

/** Every page: its head tags, breadcrumb and main heading. */
export function PageShell({ title, description, image, type, alternates, trail = [], children }: PageShellProps) {
  const { t } = useTranslation()
  const crumbs: Crumb[] = [{ label: t('breadcrumb.home'), to: '/' }, ...trail, { label: title }]
  return (
    <>
      <Seo title={title} description={description} image={image} type={type} alternates={alternates} />
      <div className="page container">
        <nav aria-label={t('breadcrumb.label')} className="breadcrumb">
          <ol>
            {crumbs.map((crumb, i) => (
              <li key={`${i}-${crumb.label}`}>
                {crumb.to && i < crumbs.length - 1 ? (
                  <LocalizedLink to={crumb.to}>{crumb.label}</LocalizedLink>
                ) : (
                  <span aria-current="page">{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1>{title}</h1>
        {children}
      </div>
    </>
  )
}

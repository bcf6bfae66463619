import { useLocation } from 'react-router'
import { type Locale, LOCALES, localizePath } from '../i18n/config'
import { useLocale } from '../lib/locale'
import { useRootData } from '../lib/root-data'
import { absoluteMediaUrl } from '../../domain/media/url'

/** The app path of the page in each language, when its address differs by language (slugs). */
export type Alternates = Partial<Record<Locale, string>>

type SeoProps = {
  title: string
  description?: string
  image?: string
  type?: 'website' | 'article'
  alternates?: Alternates
}

const SITE_NAME = 'Crans-Montana Agency'

/**
 * The picture shared for a page that has none of its own (home, lists, forms): the agency's, 1200×630
 * as Open Graph asks (public/og-image.jpg, docs/decisions/059).
 */
export const DEFAULT_IMAGE = { url: '/og-image.jpg', width: 1200, height: 630 }

/**
 * The query a page's address keeps in its canonical and alternates: a list's page number (`?page=3`
 * is its own page, not a copy of page 1). Everything else (filters, sort) leads to the unfiltered list.
 */
export function canonicalQuery(search: string): string {
  const page = new URLSearchParams(search).get('page')
  return page && /^[1-9]\d{0,5}$/.test(page) && page !== '1' ? `?page=${page}` : ''
}

/**
 * Title, description, canonical address, hreflang alternates and Open Graph tags.
 * React hoists them into <head>, during server rendering too.
 */
export function Seo({ title, description, image, type = 'website', alternates }: SeoProps) {
  const root = useRootData()
  const locale = useLocale()
  const { pathname, search } = useLocation()
  const origin = root?.origin ?? ''
  const query = canonicalQuery(search)
  const pathIn = (l: Locale) => localizePath(alternates?.[l] ?? pathname, l) + query
  const canonical = origin + pathIn(locale)
  const fullTitle = `${title} | ${SITE_NAME}`
  const imageUrl = absoluteMediaUrl(image || DEFAULT_IMAGE.url, { origin, mediaBaseUrl: root?.mediaBaseUrl })
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={canonical} />
      {LOCALES.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={origin + pathIn(l)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + pathIn('fr')} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={title} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={locale === 'fr' ? 'fr_CH' : 'en_GB'} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:image" content={imageUrl} />
      {image ? null : <meta property="og:image:width" content={String(DEFAULT_IMAGE.width)} />}
      {image ? null : <meta property="og:image:height" content={String(DEFAULT_IMAGE.height)} />}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  )
}

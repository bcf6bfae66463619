import { useLocation } from 'react-router'
import { LOCALES, localizePath } from '../i18n/config'
import { useLocale } from '../lib/locale'
import { useRootData } from '../lib/root-data'

type SeoProps = { title: string; description?: string; image?: string; type?: 'website' | 'article' }

const SITE_NAME = 'Crans-Montana Agency'

/**
 * Title, description, canonical address, hreflang alternates and Open Graph tags.
 * React hoists them into <head>, during server rendering too.
 */
export function Seo({ title, description, image, type = 'website' }: SeoProps) {
  const root = useRootData()
  const locale = useLocale()
  const { pathname } = useLocation()
  const origin = root?.origin ?? ''
  const canonical = origin + localizePath(pathname, locale)
  const fullTitle = `${title} | ${SITE_NAME}`
  const imageUrl = image ? (image.startsWith('http') ? image : origin + image) : undefined
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={canonical} />
      {LOCALES.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={origin + localizePath(pathname, l)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + localizePath(pathname, 'fr')} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={title} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={locale === 'fr' ? 'fr_CH' : 'en_GB'} />
      {description ? <meta property="og:description" content={description} /> : null}
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
    </>
  )
}

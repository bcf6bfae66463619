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
 * Title, description, canonical address, hreflang alternates and Open Graph tags.
 * React hoists them into <head>, during server rendering too.
 */
export function Seo({ title, description, image, type = 'website', alternates }: SeoProps) {
  const root = useRootData()
  const locale = useLocale()
  const { pathname } = useLocation()
  const origin = root?.origin ?? ''
  const pathIn = (l: Locale) => localizePath(alternates?.[l] ?? pathname, l)
  const canonical = origin + pathIn(locale)
  const fullTitle = `${title} | ${SITE_NAME}`
  const imageUrl = image ? absoluteMediaUrl(image, { origin, mediaBaseUrl: root?.mediaBaseUrl }) : undefined
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
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
    </>
  )
}

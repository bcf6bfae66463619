import { useTranslation } from '../../i18n/react'
import { Link, useLocation, useMatches } from 'react-router'
import { HTML_LANG, LOCALES, type Locale, localizePath, stripLocale } from '../../i18n/config'
import { useLocale } from '../../lib/locale'
import { sameSitePath } from '../../../domain/navigation/same-site-path'
import type { Alternates } from '../Seo'

/** Each language named in itself, as a visitor looks for it. */
const NAMES: Record<Locale, string> = { fr: 'Français', en: 'English' }

/**
 * The same page in `locale` (path and query kept), or that language's home page when the address is
 * not a path of this site: the 404 page of "//evil.example" must not link to evil.example.
 * `alternates` (the page's app path in each language, from its loader) gives a detail page's final
 * address with that language's slug, not the current one's that would answer 301.
 */
export function pageIn(locale: Locale, pathname: string, search: string, alternates?: Alternates): string {
  const page = sameSitePath(stripLocale(pathname) + search)
  if (page === null) return localizePath('/', locale)
  const url = new URL(page, 'http://site.invalid')
  const own = alternates?.[locale]
  const path = (own && sameSitePath(own)) || url.pathname
  return localizePath(path, locale) + url.search
}

/** The alternates of the deepest page whose loader gives them (detail pages: `alternates`). */
function useAlternates(): Alternates | undefined {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData
    if (data && typeof data === 'object' && 'alternates' in data) {
      const alternates = (data as { alternates?: unknown }).alternates
      if (alternates && typeof alternates === 'object') return alternates as Alternates
    }
  }
  return undefined
}

/** Links to the same page in each language (path and query kept), loaded as a new document. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('layout')
  const locale = useLocale()
  const { pathname, search } = useLocation()
  const alternates = useAlternates()
  return (
    <nav className={className ? `lang-switch ${className}` : 'lang-switch'} aria-label={t('language.label')}>
      <ul>
        {LOCALES.map((l) => {
          const current = l === locale
          return (
            <li key={l}>
              <Link
                to={pageIn(l, pathname, search, alternates)}
                hrefLang={HTML_LANG[l]}
                lang={HTML_LANG[l]}
                aria-label={NAMES[l]}
                aria-current={current ? 'true' : undefined}
                className={current ? 'lang-switch__link is-current' : 'lang-switch__link'}
                // A whole page load: the browser holds the words of one language only.
                reloadDocument
              >
                {l.toUpperCase()}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { HTML_LANG, LOCALES, type Locale, localizePath } from '../../i18n/config'
import { useLocale } from '../../lib/locale'

/** Each language named in itself, as a visitor looks for it. */
const NAMES: Record<Locale, string> = { fr: 'Français', en: 'English' }

/** Links to the same page in each language (path and query kept). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('layout')
  const locale = useLocale()
  const { pathname, search } = useLocation()
  return (
    <nav className={className ? `lang-switch ${className}` : 'lang-switch'} aria-label={t('language.label')}>
      <ul>
        {LOCALES.map((l) => {
          const current = l === locale
          return (
            <li key={l}>
              <Link
                to={localizePath(pathname, l) + search}
                hrefLang={HTML_LANG[l]}
                lang={HTML_LANG[l]}
                aria-label={NAMES[l]}
                aria-current={current ? 'true' : undefined}
                className={current ? 'lang-switch__link is-current' : 'lang-switch__link'}
                preventScrollReset
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

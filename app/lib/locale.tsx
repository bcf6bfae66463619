import { forwardRef } from 'react'
import { Link, type LinkProps, useLocation } from 'react-router'
import { DEFAULT_LOCALE, type Locale, localeOfPath, localizePath } from '../i18n/config'
import { useRootData } from './root-data'

/** The page language: from the root data, or from the address when the root failed. */
export function useLocale(): Locale {
  const root = useRootData()
  const location = useLocation()
  return root?.locale ?? localeOfPath(location.pathname) ?? DEFAULT_LOCALE
}

/** Turns an app path ("/location") into the address in the current language, keeping a /fr prefix. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale()
  const root = useRootData()
  const keepFr = root?.prefix === 'fr'
  return (path: string) => localizePath(path, locale, keepFr)
}

/** A link in the current language. */
export const LocalizedLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(
  function LocalizedLink({ to, ...props }, ref) {
    const localize = useLocalePath()
    return <Link ref={ref} to={localize(to)} {...props} />
  },
)

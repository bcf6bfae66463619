import { useTranslation } from '../../i18n/react'
import { LocalizedLink } from '../../lib/locale'

/** Brand mark: two peaks with snow caps, drawn inline so it needs no request. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg
      className="logo__mark"
      width={size * 1.4}
      height={size}
      viewBox="0 0 56 40"
      aria-hidden="true"
      focusable="false"
    >
      <polygon points="18,40 37,8 56,40" fill="#A17465" />
      <polygon points="37,8 42.6,17.4 39.6,15.6 37,18.6 34.4,15.6 31.6,17.2" fill="#fff" />
      <polygon points="0,40 21,3 42,40" fill="#7d5246" />
      <polygon points="21,3 27.6,14.6 24.2,12.6 21,16.2 17.8,12.6 14.4,14.6" fill="#fff" />
      <rect x="0" y="38" width="56" height="2" fill="#5e3d34" />
    </svg>
  )
}

/** The logo, a link to the homepage in the current language. */
export function Logo() {
  const { t } = useTranslation('layout')
  return (
    <LocalizedLink to="/" className="logo" aria-label={t('header.home')}>
      <LogoMark />
      <span className="logo__text" aria-hidden="true">
        <span className="logo__name">Crans-Montana</span>
        <span className="logo__tagline">Agency</span>
      </span>
    </LocalizedLink>
  )
}

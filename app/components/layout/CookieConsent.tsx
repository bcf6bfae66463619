import { useEffect, useRef } from 'react'
import { useTranslation } from '../../i18n/react'
import { useLocation } from 'react-router'
import { useRootData } from '../../lib/root-data'
import { trackPageView } from './analytics'
import { chooseConsent, initConsent, useConsent } from './consent'

/**
 * The cookie-consent bar and the analytics it governs. It is decided in the browser only
 * (after reading the cookie), so the server HTML never contains it. Tags load only after
 * "granted" and only when their ids are configured.
 */
export function CookieConsent() {
  const { t } = useTranslation('layout')
  const root = useRootData()
  const consent = useConsent()
  const { pathname } = useLocation()
  const acceptButton = useRef<HTMLButtonElement>(null)
  const gtmId = root?.analytics.gtmId ?? null
  const pixelId = root?.analytics.metaPixelId ?? null
  const granted = consent.choice === 'granted'

  useEffect(() => initConsent(), [])

  // The tags' code is fetched only now: many visitors decline, and a site may set no id. A content
  // blocker refusing it leaves the page as it is (its name avoids the words blockers look for).
  useEffect(() => {
    if (!granted || (!gtmId && !pixelId)) return
    import('./consented-scripts')
      .then((tags) => {
        if (gtmId) tags.loadGoogleTagManager(gtmId)
        if (pixelId) tags.loadMetaPixel(pixelId)
      })
      .catch(() => undefined)
  }, [granted, gtmId, pixelId])

  // Page views of client-side navigations (the first one is counted when the pixel loads).
  const firstPath = useRef(pathname)
  useEffect(() => {
    if (pathname === firstPath.current) return
    firstPath.current = pathname
    if (granted && pixelId) trackPageView()
  }, [pathname, granted, pixelId])

  // Reopened from the footer: move focus into the bar.
  useEffect(() => {
    if (consent.barOpen && consent.opener) acceptButton.current?.focus()
  }, [consent.barOpen, consent.opener])

  if (!consent.ready || !consent.barOpen) return null

  return (
    <section className="consent-bar" aria-labelledby="consent-title" aria-describedby="consent-text">
      <div className="container-wide consent-bar__inner">
        <div className="consent-bar__text">
          <h2 id="consent-title" className="consent-bar__title">
            {t('consent.title')}
          </h2>
          <p id="consent-text">{t('consent.text')}</p>
        </div>
        <div className="consent-bar__actions">
          <button type="button" className="btn btn-outline-light" onClick={() => chooseConsent('denied')}>
            {t('consent.decline')}
          </button>
          <button ref={acceptButton} type="button" className="btn btn-light" onClick={() => chooseConsent('granted')}>
            {t('consent.accept')}
          </button>
        </div>
      </div>
    </section>
  )
}

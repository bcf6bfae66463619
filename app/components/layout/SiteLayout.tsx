import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/react'
import { useRootData } from '../../lib/root-data'
import { AlertBanner } from './AlertBanner'
import { CartPanel } from './CartPanel'
import { CookieConsent } from './CookieConsent'
import { Footer } from './Footer'
import { Header } from './Header'
import { LoginPanel } from './LoginPanel'
import { NavigationProgress } from './NavigationProgress'
import { NavPanel } from './NavPanel'
import { PanelBackdrop } from './PanelBackdrop'
import { PanelProvider, usePanels } from './PanelProvider'
import { ServiceWorkerRegistration } from './ServiceWorkerRegistration'

/**
 * The frame of every page: skip link, header, alert, main, footer, the three slide-in
 * panels, the cookie bar, the navigation progress bar and the service worker.
 * Pages inside it may call usePanels() (e.g. open('cart') after adding to the cart).
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <PanelProvider>
      <SiteFrame>{children}</SiteFrame>
    </PanelProvider>
  )
}

function SiteFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('layout')
  const root = useRootData()
  const panels = usePanels()
  const modalOpen = panels.current !== null
  return (
    <>
      <NavigationProgress />
      {/* While a modal panel is open, the page behind is inert: no focus, not read out. */}
      <div className="site" inert={modalOpen}>
        <a className="skip-link" href="#main">
          {t('skipLink')}
        </a>
        <Header />
        <AlertBanner alert={root?.alert ?? null} />
        <main id="main" tabIndex={-1} className="site-main">
          {children}
        </main>
        <Footer />
        <CookieConsent />
      </div>
      <PanelBackdrop />
      <NavPanel />
      <CartPanel vatRates={root?.vatRates} />
      <LoginPanel />
      <ServiceWorkerRegistration />
    </>
  )
}

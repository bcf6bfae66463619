/** The layout's public API for pages and the shop. */
export { SiteLayout } from './SiteLayout'
export { PANEL_IDS, usePanels, type OpenPanelOptions, type PanelName, type PanelStore } from './PanelProvider'
export { CartPanelContent } from './CartPanelContent'
export { CART_VAT_NOTE_RATES } from './CartPanel'
export { telHref } from './ContactBlock'
export { openConsentBar, readConsent, useConsent, type ConsentChoice } from './consent'
export { serviceWorkerScript, createServiceWorkerScript } from './service-worker-script'

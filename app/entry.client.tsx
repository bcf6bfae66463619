import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadLanguage } from './i18n/i18n'

// The page's words first (one small chunk of its language only), then the page comes alive.
const locale = document.documentElement.lang.startsWith('en') ? 'en' : 'fr'

void loadLanguage(locale).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})

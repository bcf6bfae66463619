import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadNamespaces, NAMESPACES } from './i18n/i18n'
import { PAGE_WORDS_ID } from './i18n/react'

// The words the server rendered the page with first (their language's namespaces the page used),
// then the page comes alive. The other namespaces come on the visitor's first move, before they
// can open anything or go elsewhere; a component that needs one earlier loads it and renders again.
const locale = document.documentElement.lang.startsWith('en') ? 'en' : 'fr'
const pageWords = JSON.parse(document.getElementById(PAGE_WORDS_ID)?.textContent || '[]') as string[]

const FIRST_MOVES = ['scroll', 'keydown', 'pointerdown', 'touchstart'] as const
function loadTheRestOnFirstMove() {
  const loadRest = () => {
    for (const name of FIRST_MOVES) window.removeEventListener(name, loadRest)
    void loadNamespaces(locale, NAMESPACES)
  }
  for (const name of FIRST_MOVES) window.addEventListener(name, loadRest, { passive: true })
}

// Hydration in a task of its own: the modules were just evaluated in the one that resolved them,
// and one long task holds back the visitor's first tap longer than two shorter ones (decision 036).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

void loadNamespaces(locale, pageWords)
  .then(nextTask)
  .then(() => {
    loadTheRestOnFirstMove()
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      )
    })
  })

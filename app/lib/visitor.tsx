import { createContext, useContext, useEffect, useState } from 'react'
import type { CartView } from '../../domain/shop/cart/types'
import { useRootData } from './root-data'

/** Who is visiting, as the layout shows it: their cart (amounts computed by the server) and account. */
export type Visitor = {
  cart: CartView | null
  cartCount: number
  user: { username: string; firstName: string; lastName: string } | null
}

/** The address of the visitor's state (app/routes/visitor.ts), in the page's language. */
export const VISITOR_PATH = '/visiteur'

const ANONYMOUS: Visitor = { cart: null, cartCount: 0, user: null }
const VisitorContext = createContext<Visitor>(ANONYMOUS)

/** The visitor's cart and account; anonymous until the browser has asked (a page without JavaScript never does). */
export function useVisitor(): Visitor {
  return useContext(VisitorContext)
}

/**
 * Pages are shared by every visitor (decision 025), so the header's cart and account are asked for by
 * the browser once the page runs, and again each time the root's data is loaded anew, which React
 * Router does after every form sent (an addition to the cart, a sign-in, a sign-out). The visitor's
 * own pages (checkout, account) come with them from the server.
 */
export function VisitorProvider({ children }: { children: React.ReactNode }) {
  const root = useRootData()
  const [fetched, setFetched] = useState<Visitor>(ANONYMOUS)
  const fromServer = root?.visitor ?? null
  const locale = root?.locale ?? 'fr'
  useEffect(() => {
    if (fromServer) return
    const controller = new AbortController()
    // A newer load replaces an older one that has not answered yet; a failed one keeps what is shown.
    fetch(`${VISITOR_PATH}?lang=${locale}`, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<Visitor>) : null))
      .then((answer) => {
        // The same visitor keeps the same value: a new one reaches every part of the page still
        // waiting for its code (the rental page's calendar…), which React would then render anew.
        if (answer) setFetched((before) => (JSON.stringify(before) === JSON.stringify(answer) ? before : answer))
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [root, locale, fromServer])
  return <VisitorContext.Provider value={fromServer ?? fetched}>{children}</VisitorContext.Provider>
}

import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useLocation } from 'react-router'

/** The slide-in panels of the layout. Only one is open at a time. */
export type PanelName = 'cart' | 'login' | 'navSlider'

export type OpenPanelOptions = {
  /** The element focus returns to when the panel closes; default: the element focused now. */
  opener?: HTMLElement | null
  /** The id of the element inside the panel that receives focus; default: the close button. */
  focus?: string
}

export type PanelStore = {
  /** The open panel, or null. */
  current: PanelName | null
  /** The id of the element to focus when the current panel opened (see OpenPanelOptions.focus). */
  initialFocus: string | undefined
  open: (name: PanelName, options?: OpenPanelOptions) => void
  close: () => void
  toggle: (name: PanelName, options?: OpenPanelOptions) => void
  isOpen: (name: PanelName) => boolean
}

/** DOM ids of the panels, for aria-controls. */
export const PANEL_IDS: Record<PanelName, string> = {
  navSlider: 'panel-nav',
  cart: 'panel-cart',
  login: 'panel-login',
}

const PanelContext = createContext<PanelStore | null>(null)

/** Attribute marking panel roots, so an opener inside a panel is never kept as the return target. */
export const PANEL_ATTRIBUTE = 'data-slide-panel'

/**
 * Holds which slide-in panel is open. Closes it on navigation, locks the page scroll
 * while one is open, and gives focus back to the opener when the panel closes.
 */
export function PanelProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ current: PanelName | null; focus?: string }>({ current: null })
  const opener = useRef<HTMLElement | null>(null)
  const location = useLocation()

  const open = useCallback((name: PanelName, options: OpenPanelOptions = {}) => {
    const candidate =
      options.opener ?? (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null))
    // Moving from one panel to another keeps the first opener (the element in a panel disappears).
    if (candidate && !candidate.closest(`[${PANEL_ATTRIBUTE}]`) && candidate !== document.body) {
      opener.current = candidate
    }
    setState({ current: name, focus: options.focus })
  }, [])

  const close = useCallback(() => setState((s) => (s.current === null ? s : { current: null })), [])

  const current = state.current

  const toggle = useCallback(
    (name: PanelName, options?: OpenPanelOptions) => {
      if (current === name) close()
      else open(name, options)
    },
    [current, open, close],
  )

  // Close on every navigation (link in a panel, search, form submission, back button).
  useEffect(() => {
    close()
  }, [location.key, close])

  // Lock the page scroll while a panel is open, without a layout jump where a scroll bar disappears.
  useEffect(() => {
    if (current === null) return
    const root = document.documentElement
    const scrollbar = window.innerWidth - root.clientWidth
    const previousOverflow = document.body.style.overflow
    const previousPadding = document.body.style.paddingRight
    document.body.style.overflow = 'hidden'
    if (scrollbar > 0) {
      document.body.style.paddingRight = `${scrollbar}px`
      root.style.setProperty('--scrollbar-width', `${scrollbar}px`)
    }
    return () => {
      document.body.style.overflow = previousOverflow
      document.body.style.paddingRight = previousPadding
      root.style.removeProperty('--scrollbar-width')
    }
  }, [current])

  // Give focus back to the opener once the panel has closed.
  const wasOpen = useRef(false)
  useEffect(() => {
    if (current !== null) {
      wasOpen.current = true
      return
    }
    if (!wasOpen.current) return
    wasOpen.current = false
    const target = opener.current
    opener.current = null
    if (target && target.isConnected) target.focus({ preventScroll: true })
  }, [current])

  const store = useMemo<PanelStore>(
    () => ({
      current,
      initialFocus: state.focus,
      open,
      close,
      toggle,
      isOpen: (name) => current === name,
    }),
    [current, state.focus, open, close, toggle],
  )

  return <PanelContext.Provider value={store}>{children}</PanelContext.Provider>
}

/** Outside the layout (root error page, isolated tests) panels simply do nothing. */
const NO_PANELS: PanelStore = {
  current: null,
  initialFocus: undefined,
  open: () => {},
  close: () => {},
  toggle: () => {},
  isOpen: () => false,
}

/** The panel store: open('cart'), close(), toggle('navSlider'), current. Use inside SiteLayout. */
export function usePanels(): PanelStore {
  return useContext(PanelContext) ?? NO_PANELS
}

/**
 * True once the panel has been opened on this page, and from then on: what a panel shows may load
 * on its first opening (its code is not part of the page's first load) and then stays.
 */
export function useOpenedOnce(name: PanelName): boolean {
  const open = usePanels().current === name
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}

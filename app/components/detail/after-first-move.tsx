import { type ComponentType, lazy, memo, type ReactNode, Suspense } from 'react'

const PAGE_EVENTS = ['scroll', 'keydown', 'touchstart', 'pointerdown'] as const
const BOX_EVENTS = ['pointerover', 'focusin'] as const
/** The booking box (booking-state's BOOKING_ANCHOR): the pointer or the focus on it is a move too. */
const BOX_ID = 'reservation'

let moved: Promise<void> | null = null

/**
 * Resolves at the visitor's first move on the page (a scroll, a key, a touch, a click) or when the
 * pointer or the focus enters the booking box; at once when the page opened scrolled (an anchor, the
 * back button) or the pointer was already on the box. Read once the next frame is drawn, as the
 * scroll position and the hover state need the page laid out (decision 036).
 */
export function visitorMoved(): Promise<void> {
  moved ??= new Promise<void>((resolve) => {
    const box = () => document.getElementById(BOX_ID)
    const done = () => {
      for (const name of PAGE_EVENTS) window.removeEventListener(name, done)
      for (const name of BOX_EVENTS) document.removeEventListener(name, inBox)
      resolve()
    }
    const inBox = (event: Event) => {
      if (event.target instanceof Node && box()?.contains(event.target)) done()
    }
    for (const name of PAGE_EVENTS) window.addEventListener(name, done, { passive: true })
    for (const name of BOX_EVENTS) document.addEventListener(name, inBox, { passive: true })
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (window.scrollY > 0 || window.location.hash || box()?.matches(':hover, :focus-within')) done()
      }),
    )
  })
  return moved
}

const withoutHash = (url: string) => url.split('#')[0]

/**
 * Whether this page is the document the server sent, whose markup is kept until the first move. A
 * page reached by a link inside the site has none to keep: its parts' code is asked for at once.
 */
function landedHere(): boolean {
  const entry = performance.getEntriesByType('navigation')[0]
  return !entry || withoutHash(entry.name) === withoutHash(window.location.href)
}

/**
 * A part of the rental page rendered by the server as any other, whose code the browser asks for
 * only at the visitor's first move (`visitorMoved`): until it comes, React keeps the server's markup
 * as it is (a dehydrated Suspense boundary), then brings it alive. The page's first load stays within
 * its JavaScript budget (150 KB) and the part is there from the first paint. `same` compares the
 * props (memo): a boundary still waiting for its code must not be rendered again with other props,
 * React would replace the server's markup by the fallback. After a navigation inside the site there
 * is no server markup: the code is asked for at once and the fallback stands in until it comes.
 */
export function afterFirstMove<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  same?: (before: Readonly<P>, after: Readonly<P>) => boolean,
): ComponentType<P & { fallback?: ReactNode }> {
  const Part = lazy(() => (typeof document === 'undefined' || !landedHere() ? load() : visitorMoved().then(load)))
  function Deferred({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    return (
      <Suspense fallback={fallback}>
        <Part {...(props as unknown as P & { key?: never })} />
      </Suspense>
    )
  }
  return memo(Deferred, same ? (a, b) => same(a, b) : undefined) as unknown as ComponentType<P & { fallback?: ReactNode }>
}

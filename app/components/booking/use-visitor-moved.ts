import { type RefObject, useEffect, useState } from 'react'

/** What says the visitor is on their way to the booking box: anywhere on the page, or in the box. */
const PAGE_EVENTS = ['scroll', 'keydown', 'touchstart', 'pointerdown'] as const
const BOX_EVENTS = ['pointerover', 'focusin'] as const

/**
 * True from the visitor's first move on the page (a scroll, a key, a touch or a click), or as soon as
 * the pointer or the focus enters the box; at once when the page opened scrolled (an anchor, the
 * back button) or the pointer or the focus was on the box before the page came alive. The booking box's calendar waits for it: its code (react-day-picker) would otherwise
 * compete with the page's own for the first load, although the box works without it (the date
 * lists). On a wide screen the box is in view from the start, so being in view cannot be the signal.
 */
export function useVisitorMoved(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [moved, setMoved] = useState(false)
  useEffect(() => {
    const box = ref.current
    if (!enabled || moved || !box) return
    const onMove = () => setMoved(true)
    const options = { passive: true, once: true } as const
    for (const name of PAGE_EVENTS) window.addEventListener(name, onMove, options)
    for (const name of BOX_EVENTS) box.addEventListener(name, onMove, options)
    // Read once the next frame is drawn: the scroll position and the hover state need the page laid
    // out, which read here, in the task that brings the page alive, made that task longer by the
    // whole layout (decision 036).
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (window.scrollY > 0 || window.location.hash || box.matches(':hover, :focus-within')) onMove()
      })
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      for (const name of PAGE_EVENTS) window.removeEventListener(name, onMove)
      for (const name of BOX_EVENTS) box.removeEventListener(name, onMove)
    }
  }, [ref, enabled, moved])
  return moved
}

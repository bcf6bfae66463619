import { useEffect, useState } from 'react'

/** How long the closing slide lasts before a panel is hidden (keep in step with the CSS). */
export const CLOSE_DELAY_MS = 260

/**
 * True for a moment after `open` turns false, so the panel stays displayed while it slides
 * out. Derived during render, so there is never a frame where the panel is already hidden.
 */
export function useClosing(open: boolean, durationMs = CLOSE_DELAY_MS): boolean {
  const [previous, setPrevious] = useState(open)
  const [closing, setClosing] = useState(false)
  if (previous !== open) {
    setPrevious(open)
    setClosing(!open)
  }
  useEffect(() => {
    if (!closing) return
    const timer = window.setTimeout(() => setClosing(false), durationMs)
    return () => window.clearTimeout(timer)
  }, [closing, durationMs])
  return closing
}

/**
 * Moves focus to a message the visitor must not miss (a confirmation after a form is sent) and
 * scrolls it to the middle of the screen, clear of the fixed header: smoothly, unless the visitor
 * asked for reduced motion. The element needs tabIndex -1 and must be displayed already.
 */
export function revealMessage(element: HTMLElement | null): void {
  if (!element) return
  element.focus({ preventScroll: true })
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  element.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' })
}

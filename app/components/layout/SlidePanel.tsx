import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from '../../i18n/react'
import { Icon } from './Icon'
import { PANEL_ATTRIBUTE, PANEL_IDS, type PanelName, usePanels } from './PanelProvider'
import { useClosing } from './use-closing'

type SlidePanelProps = {
  name: PanelName
  title: string
  /** Accessible name of the close button. */
  closeLabel: string
  side?: 'left' | 'right'
  children: ReactNode
  footer?: ReactNode
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden],[inert]') && el.getClientRects().length > 0,
  )
}

/**
 * A modal slide-in dialog. Closed, it is `hidden` (nothing focusable, nothing read out);
 * open, it takes focus, keeps Tab and Shift+Tab inside and closes with Escape.
 */
export function SlidePanel({ name, title, closeLabel, side = 'right', children, footer }: SlidePanelProps) {
  const panels = usePanels()
  const { t } = useTranslation('layout')
  const open = panels.current === name
  const id = PANEL_IDS[name]
  const titleId = `${id}-title`
  const ref = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const closing = useClosing(open)

  // Move focus into the panel when it opens.
  useEffect(() => {
    if (!open || !ref.current) return
    const wanted = panels.initialFocus ? document.getElementById(panels.initialFocus) : null
    const target = wanted && ref.current.contains(wanted) ? wanted : closeButton.current
    target?.focus({ preventScroll: true })
  }, [open, panels.initialFocus])

  // Escape closes, wherever focus is.
  useEffect(() => {
    if (!open) return
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault()
        panels.close()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, panels])

  // Focus must not leave an open modal panel (e.g. by a click on the page behind or a script).
  useEffect(() => {
    if (!open) return
    const onFocusIn = (event: FocusEvent) => {
      const panel = ref.current
      const target = event.target as Node | null
      if (!panel || !target || panel.contains(target)) return
      ;(focusableIn(panel)[0] ?? panel).focus({ preventScroll: true })
    }
    document.addEventListener('focusin', onFocusIn)
    return () => document.removeEventListener('focusin', onFocusIn)
  }, [open])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !ref.current) return
    const items = focusableIn(ref.current)
    if (items.length === 0) {
      event.preventDefault()
      return
    }
    const first = items[0]
    const last = items[items.length - 1]
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === ref.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const className = ['slide-panel', `slide-panel--${side}`, `slide-panel--${name}`, open ? 'is-open' : '']
    .filter(Boolean)
    .join(' ')

  return (
    <div
      ref={ref}
      id={id}
      className={className}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!open && !closing}
      inert={!open}
      onKeyDown={onKeyDown}
      {...{ [PANEL_ATTRIBUTE]: '' }}
    >
      <div className="slide-panel__header">
        <h2 id={titleId} className="slide-panel__title">
          {title}
        </h2>
        <button
          ref={closeButton}
          type="button"
          className="icon-button slide-panel__close"
          onClick={panels.close}
          aria-label={closeLabel}
          title={t('panel.close')}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="slide-panel__body">{children}</div>
      {footer ? <div className="slide-panel__footer">{footer}</div> : null}
    </div>
  )
}

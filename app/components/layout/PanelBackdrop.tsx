import { usePanels } from './PanelProvider'
import { useClosing } from './use-closing'

/** The dimmed page behind an open panel; a click on it closes the panel. */
export function PanelBackdrop() {
  const panels = usePanels()
  const open = panels.current !== null
  const fading = useClosing(open)
  return (
    <div
      className={open ? 'panel-backdrop is-open' : 'panel-backdrop'}
      hidden={!open && !fading}
      onClick={panels.close}
      aria-hidden="true"
    />
  )
}

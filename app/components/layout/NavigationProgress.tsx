import { useEffect, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { useNavigation } from 'react-router'

/** A navigation shorter than this shows no bar (SPEC §9: throttle 200 ms). */
export const PROGRESS_THROTTLE_MS = 200
/** The bar creeps towards 90 % over this time (SPEC §9: duration 5000 ms; keep in step with the CSS). */
export const PROGRESS_DURATION_MS = 5000

type Phase = 'idle' | 'start' | 'running' | 'done'

/** A thin bar at the top of the window while a page loads. */
export function NavigationProgress() {
  const { t } = useTranslation('layout')
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const [phase, setPhase] = useState<Phase>('idle')

  useEffect(() => {
    if (busy) {
      const timer = window.setTimeout(() => setPhase('start'), PROGRESS_THROTTLE_MS)
      return () => window.clearTimeout(timer)
    }
    setPhase((p) => (p === 'idle' ? 'idle' : 'done'))
  }, [busy])

  useEffect(() => {
    if (phase === 'start') {
      // Paint the empty bar once, then let it grow (the CSS transition runs from 0).
      const frame = window.requestAnimationFrame(() =>
        window.requestAnimationFrame(() => setPhase((p) => (p === 'start' ? 'running' : p))),
      )
      return () => window.cancelAnimationFrame(frame)
    }
    if (phase === 'done') {
      const timer = window.setTimeout(() => setPhase('idle'), 450)
      return () => window.clearTimeout(timer)
    }
  }, [phase])

  const shown = phase !== 'idle'
  return (
    <div
      className={`nav-progress nav-progress--${phase}`}
      role="progressbar"
      aria-label={t('progress.label')}
      aria-hidden={shown ? undefined : 'true'}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className="nav-progress__bar" />
    </div>
  )
}

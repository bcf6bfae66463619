import { useEffect } from 'react'

/** Checks for a new worker this often in a long-open tab. */
const UPDATE_INTERVAL_MS = 60 * 60 * 1000

/**
 * Registers /sw.js in production builds. When an updated worker takes control of a page
 * that already had one, the page reloads once to run the new version. The first install
 * (no controller yet) does not reload.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
    const container = navigator.serviceWorker
    let hadController = container.controller !== null
    let reloading = false
    let interval: number | undefined

    const onControllerChange = () => {
      if (!hadController) {
        hadController = true
        return
      }
      if (reloading) return
      reloading = true
      window.location.reload()
    }
    container.addEventListener('controllerchange', onControllerChange)

    container
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        interval = window.setInterval(() => {
          registration.update().catch(() => undefined)
        }, UPDATE_INTERVAL_MS)
      })
      .catch(() => undefined)

    return () => {
      container.removeEventListener('controllerchange', onControllerChange)
      window.clearInterval(interval)
    }
  }, [])
  return null
}

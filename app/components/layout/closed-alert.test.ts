import { describe, expect, it } from 'vitest'
import { alertVersion, CLOSED_ALERT_KEY, CLOSED_ALERT_SCRIPT } from './closed-alert'

type Fake = { hidden: boolean }

/** Runs the banner's inline script against a banner of the given version and a stored version. */
function runScript(bannerVersion: string | null, stored: string | null) {
  const button: Fake = { hidden: true }
  const banner = bannerVersion === null ? null : { hidden: false, getAttribute: () => bannerVersion, querySelector: () => button }
  const document = { getElementById: (id: string) => (id === 'site-alert' ? banner : null) }
  const localStorage = { getItem: (key: string) => (key === CLOSED_ALERT_KEY ? stored : null) }
  new Function('document', 'localStorage', CLOSED_ALERT_SCRIPT)(document, localStorage)
  return { banner, button }
}

describe('closed alert', () => {
  const version = alertVersion({ id: 3, changedAt: '2026-11-20T08:00:00.000Z' })

  it('hides the banner the visitor closed, before the page runs', () => {
    const { banner, button } = runScript(version, version)
    expect(banner?.hidden).toBe(true)
    expect(button.hidden).toBe(true)
  })

  it('shows another alert, or the same alert once edited, with its close button', () => {
    const other = alertVersion({ id: 4, changedAt: '2026-11-20T08:00:00.000Z' })
    const edited = alertVersion({ id: 3, changedAt: '2026-11-21T08:00:00.000Z' })
    for (const shown of [other, edited]) {
      const { banner, button } = runScript(shown, version)
      expect(banner?.hidden).toBe(false)
      expect(button.hidden).toBe(false)
    }
    expect(runScript(version, null).banner?.hidden).toBe(false)
  })

  it('does nothing without a banner, or when storage is refused', () => {
    expect(() => runScript(null, version)).not.toThrow()
    const refusing = { getItem: () => { throw new Error('SecurityError') } }
    const banner = { hidden: false, getAttribute: () => version, querySelector: () => null }
    expect(() => new Function('document', 'localStorage', CLOSED_ALERT_SCRIPT)({ getElementById: () => banner }, refusing)).not.toThrow()
    expect(banner.hidden).toBe(false)
  })
})

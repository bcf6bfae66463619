import { useSyncExternalStore } from 'react'

/** The visitor's analytics choice, stored in the `consent` cookie. */
export type ConsentChoice = 'granted' | 'denied'

export const CONSENT_COOKIE = 'consent'
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60

export function readConsent(cookie: string = typeof document === 'undefined' ? '' : document.cookie): ConsentChoice | null {
  const value = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === CONSENT_COOKIE)?.[1]
  return value === 'granted' || value === 'denied' ? value : null
}

export function writeConsent(choice: ConsentChoice): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`
}

/**
 * Client-side state of the consent bar: the stored choice and whether the bar shows.
 * `ready` is false on the server and during hydration, so nothing depends on the cookie
 * until the browser has read it.
 */
type ConsentState = {
  ready: boolean
  choice: ConsentChoice | null
  barOpen: boolean
  /** The control that reopened the bar: it takes focus into the bar and gets it back after. */
  opener: HTMLElement | null
}

const SERVER_STATE: ConsentState = { ready: false, choice: null, barOpen: false, opener: null }
let state: ConsentState = SERVER_STATE
const listeners = new Set<() => void>()

function set(next: ConsentState) {
  state = next
  for (const listener of listeners) listener()
}

/** Reads the cookie once in the browser (call from an effect). */
export function initConsent(): void {
  if (state.ready) return
  const choice = readConsent()
  set({ ready: true, choice, barOpen: choice === null, opener: null })
}

/** Records a choice; withdrawing a given consent reloads the page so loaded tags are gone. */
export function chooseConsent(choice: ConsentChoice): void {
  const { choice: previous, opener } = state
  writeConsent(choice)
  set({ ready: true, choice, barOpen: false, opener: null })
  if (previous === 'granted' && choice === 'denied') {
    window.location.reload()
    return
  }
  if (opener?.isConnected) opener.focus()
}

/** Shows the bar again so the visitor can change their choice (footer "cookie settings"). */
export function openConsentBar(opener: HTMLElement | null = null): void {
  const choice = state.ready ? state.choice : readConsent()
  set({ ready: true, choice, barOpen: true, opener })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  )
}

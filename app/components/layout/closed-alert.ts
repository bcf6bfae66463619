/**
 * A closed alert stays closed in this browser, for that alert as it stands: the server renders the
 * same page for every visitor (shared page cache), so what a visitor closed lives in localStorage.
 * Browser-safe.
 */

/** Where the version of the last alert the visitor closed is kept. */
export const CLOSED_ALERT_KEY = 'closed-alert'

/** The banner's element id, read by the script below. */
export const ALERT_ELEMENT_ID = 'site-alert'

/** One alert as it stands: another alert, or the same one edited, has another version. */
export function alertVersion(alert: { id: number; changedAt: string }): string {
  return `${alert.id}@${alert.changedAt}`
}

/** The version the visitor closed, or null (no storage, storage refused). */
export function readClosedAlert(): string | null {
  try {
    return window.localStorage.getItem(CLOSED_ALERT_KEY)
  } catch {
    return null
  }
}

export function rememberClosedAlert(version: string): void {
  try {
    window.localStorage.setItem(CLOSED_ALERT_KEY, version)
  } catch {
    // Storage refused (private mode, quota): the banner closes for this page only.
  }
}

/**
 * The inline script placed right after the banner: before the first paint, it hides a banner the
 * visitor closed, or shows the close button (hidden in the HTML, so that without JavaScript there is
 * no button that does nothing). Its text never changes, so a kept page's policy names its one hash.
 */
export const CLOSED_ALERT_SCRIPT = `(function(){try{var b=document.getElementById(${JSON.stringify(ALERT_ELEMENT_ID)});if(!b)return;if(localStorage.getItem(${JSON.stringify(CLOSED_ALERT_KEY)})===b.getAttribute("data-alert-version")){b.hidden=true}else{var c=b.querySelector("[data-alert-close]");if(c)c.hidden=false}}catch(e){}})()`

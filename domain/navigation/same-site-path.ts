/**
 * The one rule for every address the site sends a person to from a value it was given (a login's
 * destination, a form's returnTo, the language switch, the checkout's next step): a path of this
 * site, or null. Pure, so the pages and the server use the same function.
 */

/** A stand-in origin: only paths that stay on it are this site's. */
const BASE = 'http://same-site.invalid'
const MAX_LENGTH = 2000
/** More layers of percent-encoding than a real address ever has. */
const DECODE_ROUNDS = 4

/**
 * `value` as a path of this site, normalised and percent-encoded so it can go in a Location header
 * or a link as is ("/en/recherche?q=caf%C3%A9"); null for anything that is not one.
 *
 * Refused: anything but a string with a single leading slash ("https:…", "//host", "/\host",
 * "relative"), control characters (the URL parser silently drops tabs and newlines, so "/\t/host"
 * would become "//host"), backslashes (browsers read them as slashes), and a path that becomes
 * protocol-relative once its dot segments are removed ("/.//host") or once it is decoded, however
 * many times ("/%2F%2Fhost", "/%252F%252Fhost").
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null
  if (value[0] !== '/' || value[1] === '/') return null
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(value)) return null
  const url = parse(value)
  if (!url || leavesTheSite(url.pathname)) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  return path.length <= MAX_LENGTH ? path : null
}

function parse(path: string): URL | null {
  try {
    const url = new URL(path, BASE)
    return url.origin === BASE ? url : null
  } catch {
    return null
  }
}

/** True when the path, or any decoding of it, starts with two slashes or names another host. */
function leavesTheSite(pathname: string): boolean {
  let text = pathname
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    if (/^[/\\]{2}/.test(text)) return true
    const normal = parse(text.replace(/\\/g, '/'))
    if (!normal || normal.pathname.startsWith('//')) return true
    const decoded = decodeOnce(text)
    if (decoded === text) return false
    text = decoded
  }
  return true
}

function decodeOnce(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    // A stray "%" (not an escape): decode what can be, a browser would keep the rest.
    return text.replace(/%[0-9a-f]{2}/gi, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)))
  }
}

/**
 * The one function that says where a browser loads a stored picture from (docs/decisions/042). The
 * database keeps site addresses (`/media/location/…-large.webp`): the site serves them from the media
 * store on any instance. With MEDIA_BASE_URL (a CDN in front of the site's /media or of the bucket)
 * pages point there instead. Pure and browser-safe: the pages call it while rendering and hydrating.
 */

/** `/media/{key}` as pages show it: under `base` when one is set, else unchanged. Other addresses pass through. */
export function mediaUrl(url: string, base: string | null | undefined): string {
  if (!base || !url.startsWith('/media/')) return url
  return base + url.slice('/media'.length)
}

/** The same address made absolute for what leaves the page (Open Graph, JSON-LD): the site's origin before a site address. */
export function absoluteMediaUrl(url: string, site: { origin: string; mediaBaseUrl?: string | null }): string {
  const shown = mediaUrl(url, site.mediaBaseUrl)
  return /^https?:\/\//.test(shown) ? shown : site.origin + shown
}

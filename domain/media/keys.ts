/** Keys of stored pictures: the path below /media, checked where a key comes from outside. Pure. */

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
  svg: 'image/svg+xml',
}

/** Folder names and file names of letters, digits, dots, dashes and underscores; no "..", no empty part. */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.[A-Za-z0-9]+$/

export function isMediaKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key) && !key.split('/').some((part) => part === '..' || part.includes('..'))
}

/** The key of a /media address ("/media/location/a-large.webp" → "location/a-large.webp"), or null. */
export function mediaKeyOfPath(pathname: string): string | null {
  if (!pathname.startsWith('/media/')) return null
  const key = pathname.slice('/media/'.length)
  return isMediaKey(key) ? key : null
}

/** What a key's extension says it holds; pictures only, anything else is sent as bytes. */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase()
  return CONTENT_TYPES[extension] ?? 'application/octet-stream'
}

/** The key of one format of a picture: `{folder}/{hash}-{format}.webp`, the layout the seed and uploads share. */
export function formatKey(folder: string, hash: string, format: string): string {
  return `${folder}/${hash}-${format}.webp`
}

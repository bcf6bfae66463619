/** Reading a content's attributes and dates for display. Pure and browser-safe. */
import type { ContentImage } from '../../../domain/content/content-members.server'
import { formatDate, isRealDate } from '../../../domain/format/date'
import { absoluteMediaUrl } from '../../../domain/media/url'

/** A text attribute ("workload", "place"), or null when absent or empty. */
export function textAttribute(attributes: Record<string, unknown>, key: string): string | null {
  const value = attributes[key]
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

/** A numeric attribute (price in centimes, persons), or null. */
export function numberAttribute(attributes: Record<string, unknown>, key: string): number | null {
  const value = attributes[key]
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

/** A calendar-date attribute ("2026-03-01") as DD.MM.YYYY, or null. */
export function dateAttribute(attributes: Record<string, unknown>, key: string): string | null {
  const value = textAttribute(attributes, key)
  return value && isRealDate(value) ? formatDate(value) : null
}

/** The publication instant as the date it was in Crans-Montana: DD.MM.YYYY. */
export function publicationDate(iso: string): string {
  return formatDate(new Date(iso))
}

/** The publication instant as a calendar date for machines (datetime attribute): YYYY-MM-DD. */
export function publicationIsoDate(iso: string): string {
  const [day, month, year] = publicationDate(iso).split('.')
  return `${year}-${month}-${day}`
}

/**
 * The address of the largest useful format of a picture: as stored (the page's Seo resolves it), or
 * absolute, under MEDIA_BASE_URL when set, when the site's origin is given.
 */
export function imageUrl(image: ContentImage | null, origin = '', mediaBaseUrl: string | null = null): string | undefined {
  if (!image) return undefined
  const format = image.formats.large ?? image.formats.base ?? image.formats.medium ?? image.formats.thumbnail
  if (!format) return undefined
  return origin ? absoluteMediaUrl(format.url, { origin, mediaBaseUrl }) : format.url
}

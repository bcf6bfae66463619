import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { images, type Localized } from '../../db/schema'
import { textIn } from '../i18n/bilingual'
import type { Locale } from '../i18n/locales'
import type { CatalogueImage } from './types'

/** Whose pictures: a rental's, a sale's, or a content's (service, package, news…). */
export type ImageZone = 'location' | 'sale' | 'content'

/** A picture's row as `imageColumns` reads it. */
export type ImageRow = Omit<CatalogueImage, 'caption'> & { ownerId: number; caption: Localized }

/** The one builder of a picture in an answer: the cards, the pages, the cart, the content API. */
export function toImage(row: ImageRow, locale: string): CatalogueImage {
  const { ownerId: _ownerId, caption, ...image } = row
  return { ...image, caption: textIn(caption, locale) }
}

export const imageColumns = {
  id: images.id,
  ownerId: images.ownerId,
  zone: images.zone,
  folder: images.folder,
  fileName: images.fileName,
  extension: images.extension,
  hash: images.hash,
  formats: images.formats,
  caption: images.caption,
}

/** The first picture (lowest position) of each owner, in one query. */
export async function firstImages(
  db: Db,
  zone: ImageZone,
  ownerIds: readonly number[],
  locale: Locale,
): Promise<Map<number, CatalogueImage>> {
  if (ownerIds.length === 0) return new Map()
  const rows = await db
    .selectDistinctOn([images.ownerId], imageColumns)
    .from(images)
    .where(and(eq(images.zone, zone), inArray(images.ownerId, [...ownerIds])))
    .orderBy(images.ownerId, images.position, images.id)
  return new Map(rows.map((row) => [row.ownerId, toImage(row, locale)]))
}

/** All the pictures of one owner, by position. */
export async function imagesOf(db: Db, zone: ImageZone, ownerId: number, locale: Locale): Promise<CatalogueImage[]> {
  const rows = await db
    .select(imageColumns)
    .from(images)
    .where(and(eq(images.zone, zone), eq(images.ownerId, ownerId)))
    .orderBy(asc(images.position), asc(images.id))
  return rows.map((row) => toImage(row, locale))
}

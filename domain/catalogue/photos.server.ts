/**
 * The photos of a rental or a sale in the back office: uploaded (checked, then made into the four
 * WebP formats the seed makes, stored under `location/` or `sale/` in the media store), reordered,
 * captioned in French and English, removed.
 * The pictures are stored before the row that names them, so a page never shows a missing picture.
 */
import { createHash } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import sharp from 'sharp'
import type { Db } from '../../db/client.server'
import { images, locations, sales } from '../../db/schema'
import { formatsFor, IMAGE_FORMAT_NAMES, IMAGE_FORMATS } from '../media/formats'
import type { DbOrTx } from '../../db/types'
import { formatKey } from '../media/keys'
import type { MediaStore } from '../media/store'
import { recordChange, type Staff } from '../staff/audit.server'
import { check, type FieldErrors, fieldError, type MessageKey } from '../validation'
import { atMost } from './form-rules'

export type PhotoDeps = { db: Db; media: MediaStore; log?: Pick<Logger, 'error'> }
export type PhotoResult = { ok: true } | { ok: false; status: 400 | 404 | 503; errors: FieldErrors }

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024
/**
 * The most pixels a photo may have: 50 megapixels (a 48-megapixel phone, a 45-megapixel camera).
 * A file's size says little: a PNG of one colour and 256 megapixels weighs 746 kB and takes 254 MB
 * to decode (decision 038). The site's largest format is 2,048 pixels wide.
 */
export const PHOTO_MAX_PIXELS = 50_000_000
/** Smaller pictures would show blurred in the rental page's slider. */
const MIN_WIDTH = 640
const MIN_HEIGHT = 400
/** Whose photos: a rental's or a sale's (`images.zone`, also the audit log's entity). */
export type PhotoOwner = { zone: 'location' | 'sale'; id: number }

/** The owner's row, locked: two uploads at once then take different positions. */
async function lockOwner(tx: DbOrTx, owner: PhotoOwner): Promise<boolean> {
  const table = owner.zone === 'location' ? locations : sales
  const rows = await tx.select({ id: table.id }).from(table).where(eq(table.id, owner.id)).for('update')
  return rows.length > 0
}

const ofOwner = (owner: PhotoOwner) => and(eq(images.zone, owner.zone), eq(images.ownerId, owner.id))

/** Why a photo is refused, as keys of the validation catalogue. */
const PROBLEMS = {
  missing: 'backOffice.photoMissing',
  type: 'backOffice.photoType',
  size: 'backOffice.photoSize',
  unreadable: 'backOffice.photoUnreadable',
  small: 'backOffice.photoSmall',
  large: 'backOffice.photoLarge',
  notFound: 'backOffice.photoNotFound',
  storeDown: 'backOffice.photoStoreDown',
} as const satisfies Record<string, MessageKey>

const refuse = (problem: keyof typeof PROBLEMS, locale: string, status: 400 | 404 | 503 = 400): PhotoResult => ({
  ok: false,
  status,
  errors: { photo: fieldError({ code: problem, messageKey: PROBLEMS[problem], params: { width: MIN_WIDTH, height: MIN_HEIGHT } }, locale) },
})

export type Upload = { bytes: Uint8Array; type: string; size: number } | null

export type RentalPhoto = { id: number; position: number; url: string; caption: { fr: string; en: string } }

export async function photosOf(db: Db, owner: PhotoOwner): Promise<RentalPhoto[]> {
  const rows = await db
    .select({ id: images.id, position: images.position, formats: images.formats, caption: images.caption })
    .from(images)
    .where(ofOwner(owner))
    .orderBy(asc(images.position), asc(images.id))
  return rows.map((r) => ({ id: r.id, position: r.position, url: r.formats.thumbnail?.url ?? r.formats.base?.url ?? '', caption: { fr: r.caption.fr ?? '', en: r.caption.en ?? '' } }))
}

function readCaption(fields: { caption_fr?: string; caption_en?: string }, locale: string): { caption: { fr: string; en: string } } | { errors: FieldErrors } {
  const caption = { fr: (fields.caption_fr ?? '').trim(), en: (fields.caption_en ?? '').trim() }
  const errors = check({ caption_fr: [atMost(200)], caption_en: [atMost(200)] }, { caption_fr: caption.fr, caption_en: caption.en }, locale)
  return Object.keys(errors).length > 0 ? { errors } : { caption }
}

/** The four WebP formats of a picture, made one after the other (sharp's memory stays that of one). */
async function formatsOf(bytes: Uint8Array): Promise<Buffer[]> {
  const made: Buffer[] = []
  for (const name of IMAGE_FORMAT_NAMES) {
    const size = IMAGE_FORMATS[name]
    made.push(await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS }).rotate().resize(size.width, size.height, { fit: 'cover' }).webp({ quality: 80 }).toBuffer())
  }
  return made
}

/** Stores the formats in the media store; false when the store fails (a bucket unreachable): an outage, not the staff member's file. */
async function storeFormats(deps: PhotoDeps, folder: string, hash: string, webp: Buffer[]): Promise<boolean> {
  try {
    await Promise.all(IMAGE_FORMAT_NAMES.map((name, i) => deps.media.put(formatKey(folder, hash, name), webp[i] as Buffer, 'image/webp')))
    return true
  } catch (error) {
    deps.log?.error({ err: error }, 'the media store refused a photo')
    return false
  }
}

async function checkedPicture(upload: Upload, locale: string): Promise<{ ok: true; bytes: Uint8Array } | PhotoResult> {
  if (!upload || upload.size === 0) return refuse('missing', locale)
  if (upload.size > PHOTO_MAX_BYTES) return refuse('size', locale)
  if (!(PHOTO_TYPES as readonly string[]).includes(upload.type)) return refuse('type', locale)
  try {
    // The header only: nothing is decoded before the size is known.
    const meta = await sharp(upload.bytes).metadata()
    if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format)) return refuse('type', locale)
    if ((meta.width ?? 0) < MIN_WIDTH || (meta.height ?? 0) < MIN_HEIGHT) return refuse('small', locale)
    if ((meta.width ?? 0) * (meta.height ?? 0) > PHOTO_MAX_PIXELS) return refuse('large', locale)
  } catch {
    return refuse('unreadable', locale)
  }
  return { ok: true, bytes: upload.bytes }
}

/** Adds a photo after the owner's others. */
export async function addPhoto(deps: PhotoDeps, staff: Staff, owner: PhotoOwner, upload: Upload, fields: { caption_fr?: string; caption_en?: string }, locale: string): Promise<PhotoResult> {
  const caption = readCaption(fields, locale)
  if ('errors' in caption) return { ok: false, status: 400, errors: caption.errors }
  const picture = await checkedPicture(upload, locale)
  if (!('bytes' in picture)) return picture
  const hash = createHash('sha256').update(picture.bytes).digest('hex').slice(0, 24)
  let webp: Buffer[]
  try {
    webp = await formatsOf(picture.bytes)
  } catch {
    return refuse('unreadable', locale)
  }
  if (!(await storeFormats(deps, owner.zone, hash, webp))) return refuse('storeDown', locale, 503)
  const base = IMAGE_FORMATS.base
  return deps.db.transaction(async (tx): Promise<PhotoResult> => {
    if (!(await lockOwner(tx, owner))) return refuse('notFound', locale, 404)
    const [last] = await tx.select({ max: sql<number>`coalesce(max(${images.position}), -1)::int` }).from(images).where(ofOwner(owner))
    const [row] = await tx
      .insert(images)
      .values({ zone: owner.zone, ownerId: owner.id, position: (last?.max ?? -1) + 1, folder: owner.zone, fileName: hash, extension: 'webp', hash, width: base.width, height: base.height, formats: formatsFor(owner.zone, hash), caption: caption.caption })
      .returning({ id: images.id, position: images.position })
    await recordChange(tx, staff, { action: 'add_photo', entity: owner.zone, entityId: owner.id, after: { photo: row?.id, position: row?.position, hash, caption: caption.caption } })
    return { ok: true }
  })
}

async function photoOf(db: DbOrTx, owner: PhotoOwner, photoId: number) {
  const [row] = await db
    .select({ id: images.id, position: images.position, caption: images.caption })
    .from(images)
    .where(and(eq(images.id, photoId), ofOwner(owner)))
  return row ?? null
}

export async function captionPhoto(deps: Pick<PhotoDeps, 'db'>, staff: Staff, owner: PhotoOwner, photoId: number, fields: { caption_fr?: string; caption_en?: string }, locale: string): Promise<PhotoResult> {
  const caption = readCaption(fields, locale)
  if ('errors' in caption) return { ok: false, status: 400, errors: caption.errors }
  return deps.db.transaction(async (tx) => {
    const photo = await photoOf(tx, owner, photoId)
    if (!photo) return refuse('notFound', locale, 404)
    await tx.update(images).set({ caption: caption.caption, updatedAt: new Date() }).where(eq(images.id, photoId))
    await recordChange(tx, staff, { action: 'caption_photo', entity: owner.zone, entityId: owner.id, before: { photo: photoId, caption: photo.caption }, after: { photo: photoId, caption: caption.caption } })
    return { ok: true } as const
  })
}

/** Moves a photo one place earlier or later: the first photo is the one the lists show. */
export async function movePhoto(deps: Pick<PhotoDeps, 'db'>, staff: Staff, owner: PhotoOwner, photoId: number, direction: 'up' | 'down', locale: string): Promise<PhotoResult> {
  return deps.db.transaction(async (tx) => {
    await lockOwner(tx, owner)
    const photos = await tx
      .select({ id: images.id })
      .from(images)
      .where(ofOwner(owner))
      .orderBy(asc(images.position), asc(images.id))
    const from = photos.findIndex((p) => p.id === photoId)
    if (from === -1) return refuse('notFound', locale, 404)
    const to = direction === 'up' ? from - 1 : from + 1
    if (to < 0 || to >= photos.length) return { ok: true } as const
    const order = photos.map((p) => p.id)
    ;[order[from], order[to]] = [order[to] as number, order[from] as number]
    // Positions are written again from 0: the seed's ties and gaps disappear with the first move.
    for (const [position, id] of order.entries()) await tx.update(images).set({ position }).where(eq(images.id, id))
    await recordChange(tx, staff, { action: 'move_photo', entity: owner.zone, entityId: owner.id, before: { order: photos.map((p) => p.id) }, after: { order } })
    return { ok: true } as const
  })
}

/** Removes a photo; its files stay (another row may share them, and old pages name them). */
export async function removePhoto(deps: Pick<PhotoDeps, 'db'>, staff: Staff, owner: PhotoOwner, photoId: number, locale: string): Promise<PhotoResult> {
  return deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(images)
      .where(and(eq(images.id, photoId), ofOwner(owner)))
      .returning({ id: images.id, hash: images.hash, caption: images.caption, position: images.position })
    if (!removed) return refuse('notFound', locale, 404)
    await recordChange(tx, staff, { action: 'remove_photo', entity: owner.zone, entityId: owner.id, before: removed })
    return { ok: true } as const
  })
}
